/**
 * The page modules a route renders with, by registry key: a React page (`componentPage`), or the MDX content
 * modules of docs, blog posts and Markdown pages whose content needs components (their hast holds `<hd-mdx-content>` placeholders,
 * MDX_CONTENT_TAG). The server render, the page's preloads and the browser's router load these and no others.
 */
import type { DocRouteData, MarkdownPageRouteData, RouteData } from './types.js'

/** the hast element standing for an MDX content module; its `module` property is the module's registry key */
export const MDX_CONTENT_TAG = 'hd-mdx-content'

/**
 * the element an MDX content module wraps what follows `{/* truncate *\/}` in (compile-mdx-module.ts): the theme
 * renders its children, or nothing in an excerpt (`<hd-mdx-content excerpt>`)
 */
export const MDX_AFTER_TRUNCATE_TAG = 'hd-after-truncate'

export function routeModules(route: RouteData): string[] {
  switch (route.kind) {
    case 'componentPage':
      return [route.component]
    case 'blogPost':
      return route.post.contentModule ? [route.post.contentModule] : []
    case 'blogList':
    case 'blogTag':
      return route.posts.flatMap((post) => (post.contentModule ? [post.contentModule] : []))
    default: {
      // a doc's or a Markdown page's (the other kinds have none): one branch for both, as it is in the shell chunk
      const { contentModule } = route as Partial<DocRouteData | MarkdownPageRouteData>
      return contentModule ? [contentModule] : []
    }
  }
}
