// Entry of the watch build worker thread: the TypeScript loader is registered per thread, so register it here
// before loading the worker itself (build-worker.ts).
import { register } from 'tsx/esm/api'

register()
await import('./build-worker.ts')
