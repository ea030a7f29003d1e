/**
 * Everything the browser entry runs (entry.tsx), as one module without side effects. Every part of the client that
 * loads on demand (router, other page kinds, search, live editor, React pages, live scopes) imports it too (the
 * bundler adds that import, see src/bundle/shell-in-every-part.ts): every module of the shell is then reached by the
 * same entry points and esbuild puts them all, React included, into one chunk — two files for the shell instead of
 * a dozen small ones, which compress much better together and load in fewer requests.
 */
export { pages } from 'hd:pages'
export { installSearchShortcuts } from './search/install-search-shortcuts.js'
export { readPageData, startClient } from './start-client.js'
