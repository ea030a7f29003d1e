// Entry of a markdown worker thread running from the TypeScript sources (markdown-pool.ts): the loader is
// registered per thread, so register tsx here before loading the worker itself.
import { register } from 'tsx/esm/api'

register()
await import('./markdown-worker.ts')
