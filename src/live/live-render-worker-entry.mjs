// Entry of the live render thread running from the TypeScript sources (live-renderer.ts): the loader is registered
// per thread, so register tsx here before loading the thread's module itself.
import { register } from 'tsx/esm/api'

register()
await import('./live-render-worker.ts')
