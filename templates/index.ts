/**
 * The theme's public entry: everything other code takes from templates/ comes through here (the dependency rule in
 * .dependency-cruiser.cjs refuses any other file of the theme). Inside the theme, files import each other directly.
 *
 * - the server render (src/render/render-routes.tsx): the App;
 * - the browser runtime (src/client/): the frame it hydrates, the page components it loads by route kind, and the
 *   views it shows while a chunk loads, after a crash and for a failing live example;
 * - the site's React pages (content/pages/*.tsx): the components they are written with.
 *
 * Values are re-exported with `export *`, whole modules: the client bundle treats this file as free of side effects
 * (src/bundle/bundle-client.ts), and esbuild then puts each module in the chunk of the code that uses it, whereas a
 * named re-export makes every module listed here count as reached from any chunk that imports the entry.
 */
export * from './App.js'
export type { NavbarItemFailure, RenderProblemReporter } from './RenderProblems.js'

export * from './AppFrame.js'
export * from './docs/DocPage.js'
export * from './blog/BlogArchivePage.js'
export * from './blog/BlogAuthorPage.js'
export * from './blog/BlogAuthorsPage.js'
export * from './blog/BlogListPage.js'
export * from './blog/BlogPostPage.js'
export * from './blog/BlogTagPage.js'
export * from './blog/BlogTagsPage.js'
export * from './pages/MarkdownPage.js'
export * from './markdown/mdx-components.js'
export * from './pages/NotFound.js'
export * from './pages/SearchPage.js'
export * from './pages/Loader.js'
export * from './pages/PageError.js'
export * from './live/LiveErrorBox.js'
export * from './live/ModuleLiveCodeBlock.js'

export * from './common/CopyButton.js'
export * from './common/RouteLink.js'
export * from './code/StaticCode.js'

// the server render collects what a Docusaurus page's <Head> asks for (templates/docusaurus/: the modules site code
// imports as `@theme/…` and `@docusaurus/…`, src/bundle/docusaurus-modules.ts; docusaurus-internal/: what they share,
// which site code cannot import)
export * from './docusaurus-internal/head-tags.js'
