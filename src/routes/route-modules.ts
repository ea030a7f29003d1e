/**
 * The page modules a route renders with, by registry key: a React page (`componentPage`), or the MDX content
 * modules of docs, blog posts and Markdown pages whose content needs components (their hast holds `<hd-mdx-content>` placeholders,
 * MDX_CONTENT_TAG). The route table writes them into the route's data (`modules`): the server render, the page's
 * preloads and the browser's router load these and no others.
 */
import type { RouteData } from '../shared/types.js'

export function routeModules(route: RouteData): string[] {
  const own =
    route.kind === 'componentPage'
      ? route.component
      : route.kind === 'doc' || route.kind === 'markdownPage'
        ? route.contentModule
        : undefined
  const posts =
    route.kind === 'blogPost'
      ? [route.post]
      : route.kind === 'blogList' || route.kind === 'blogTag' || route.kind === 'blogAuthor'
        ? route.posts
        : []
  return [own, ...posts.map((post) => post.contentModule)].filter((key): key is string => !!key)
}
