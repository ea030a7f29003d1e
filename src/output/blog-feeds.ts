import { Feed } from 'feed'
import type { Root, RootContent } from 'hast'
import { toHtml } from 'hast-util-to-html'
import type { ResolvedConfig } from '../config/site-config.js'
import type { BlogPost } from '../content/content-types.js'
import { escapeHtml } from '../shared/escape-html.js'
import { absoluteRouteUrl } from '../shared/page-head.js'
import { isInternalHref, withBaseUrl } from '../shared/paths.js'

/** RSS, Atom and JSON feeds of the blog (those `feedOptions.type` lists), newest posts first. */
export function renderBlogFeeds(config: ResolvedConfig, posts: BlogPost[]): Map<string, string> {
  const files = new Map<string, string>()
  if (!config.blog) return files
  const blog = config.blog
  const base = blog.routeBasePath.replace(/^\/|\/$/g, '')
  // `blog/rss.xml`, or `rss.xml` for a blog at the site root
  const file = (name: string) => (base ? `${base}/${name}` : name)
  const absolute = (routePath: string) => absoluteRouteUrl(config, routePath)
  const fileUrl = (name: string) => new URL(withBaseUrl(config.baseUrl, `/${file(name)}`), config.url).href
  const link = absolute(`/${base}`)
  const listed = posts.filter((p) => !p.unlisted)
  const types = blog.feedOptions?.type ?? ['rss', 'atom']
  const feed = new Feed({
    id: link,
    title: blog.feedOptions?.title ?? `${config.title} Blog`,
    description: blog.feedOptions?.description ?? `${config.title} Blog`,
    link,
    language: 'en',
    copyright: blog.feedOptions?.copyright ?? `Copyright © ${config.title}`,
    updated: listed[0] ? new Date(`${listed[0].date}T00:00:00Z`) : undefined,
    feedLinks: {
      rss: fileUrl('rss.xml'),
      atom: fileUrl('atom.xml'),
      ...(types.includes('json') && { json: fileUrl('feed.json') }),
    },
  })
  for (const post of listed.slice(0, 20)) {
    const url = absolute(post.permalink)
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      date: new Date(`${post.date}T00:00:00Z`),
      description: post.description,
      content: toHtml(withAbsoluteLinks(post.markdown.hast, absolute)),
      // none rather than an empty list: the JSON feed reads the first author of a list
      ...(post.authors.length > 0 && { author: post.authors.map((a) => ({ name: a.name, link: a.url })) }),
      category: post.tags.map((t) => ({ name: t.label })),
    })
  }
  if (types.includes('rss')) files.set(file('rss.xml'), feed.rss2())
  if (types.includes('atom')) files.set(file('atom.xml'), feed.atom1())
  if (types.includes('json')) files.set(file('feed.json'), feed.json1())
  return files
}

export function feedLinkTags(config: ResolvedConfig): string {
  if (!config.blog) return ''
  const base = withBaseUrl(config.baseUrl, config.blog.routeBasePath.replace(/\/$/, ''))
  const types = config.blog.feedOptions?.type ?? ['rss', 'atom']
  const title = escapeHtml(config.blog.feedOptions?.title ?? `${config.title} Blog`)
  return [
    types.includes('rss')
      ? `<link rel="alternate" type="application/rss+xml" href="${base}/rss.xml" title="${title} RSS Feed">`
      : '',
    types.includes('atom')
      ? `<link rel="alternate" type="application/atom+xml" href="${base}/atom.xml" title="${title} Atom Feed">`
      : '',
    types.includes('json')
      ? `<link rel="alternate" type="application/json" href="${base}/feed.json" title="${title} JSON Feed">`
      : '',
  ]
    .filter(Boolean)
    .join('\n')
}

/**
 * A post's content for a feed: a feed reader shows it away from the site, so root-relative links and images
 * become absolute URLs (under the base URL, routes with the configured trailing slash).
 */
function withAbsoluteLinks(root: Root, absolute: (path: string) => string): Root {
  const visit = <T extends Root | RootContent>(node: T): T => {
    if (!('children' in node)) return node
    const children = node.children.map((child) => visit(child as RootContent))
    if (node.type !== 'element') return { ...node, children } as T
    const properties = { ...node.properties }
    for (const key of ['href', 'src'] as const) {
      const value = properties[key]
      if (typeof value === 'string' && isInternalHref(value)) properties[key] = absolute(value)
    }
    return { ...node, properties, children } as T
  }
  return visit(root)
}
