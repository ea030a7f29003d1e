import { createContext, type ReactNode, useContext } from 'react'

/** What `@docusaurus/Head` (and `@theme/Layout`'s title and description) ask of the page's head. */
export interface HeadTags {
  /** `<Head><title>`: the document's title as written (Docusaurus adds no site title to it) */
  title?: string
  /** `<Layout title>`: the page's title, which `<title>` (unless `<Head>` sets one) and og:title follow with the site's */
  layoutTitle?: string
  description?: string
  /** other tags (`<meta>`, `<link>`, `<script>`…), as HTML, written into the page's head on a full page load */
  html?: string[]
}

/** The server render's collector of head tags; absent in the browser. */
const HeadTagsContext = createContext<HeadTags | null>(null)

/**
 * Wraps the server render of a page: what the page's `<Head>` elements set is written into `tags`, which the
 * render then uses for the page's title and description (src/render/render-routes.tsx). In the browser the route
 * data, made from the same render, carries them.
 */
export function HeadTagsCollector({ tags, children }: { tags: HeadTags; children: ReactNode }) {
  return <HeadTagsContext.Provider value={tags}>{children}</HeadTagsContext.Provider>
}

/** The collector of the render in progress (server), or null. */
export function useHeadTagsCollector(): HeadTags | null {
  return useContext(HeadTagsContext)
}
