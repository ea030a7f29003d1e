/**
 * The browser runtime's public entry: what the theme (templates/) uses of it comes through here (the dependency rule
 * in .dependency-cruiser.cjs refuses any other file of src/client/ to the theme).
 *
 * - storage that turns into a no-op when the browser refuses it (colour mode, announcement bar, docs version);
 * - live code blocks: their compiled modules, the preview roots they hydrate, their runtime errors, the editor chunk;
 * - the search page's view.
 *
 * Whole modules are re-exported (`export *`): the client bundle treats this file as free of side effects, so esbuild
 * puts each module in the chunk of the code that uses it (see templates/index.ts).
 */
export * from './storage.js'

export * from './live/live-modules.js'
export * from './live/live-error-owners.js'
export * from './live/preview-root.js'
export * from './live/prefetch-live-editor.js'
export * from './live/load-editor-chunk.js'

export * from './search/page/SearchPageView.js'
