import { Feed } from 'feed'
import { toHtml } from 'hast-util-to-html'
import type { ResolvedConfig } from '../config/site-config.js'
import type { BlogPost } from '../content/content-types.js'
import { escapeHtml } from '../render/html-document.js'

/** RSS and Atom feeds of the blog, newest posts first. */
export function renderBlogFeeds(config: ResolvedConfig, posts: BlogPost[]): Map<string, string> {
  const files = new Map<string, string>()
  if (!config.blog) return files
  const blog = config.blog
  const base = blog.routeBasePath.replace(/^\/|\/$/g, '')
  // `blog/rss.xml`, or `rss.xml` for a blog at the site root
  const file = (name: string) => (base ? `${base}/${name}` : name)
  const link = new URL(`/${base}`, config.url).href
  const listed = posts.filter((p) => !p.unlisted)
  const feed = new Feed({
    id: link,
    title: blog.feedOptions?.title ?? `${config.title} Blog`,
    description: blog.feedOptions?.description ?? `${config.title} Blog`,
    link,
    language: 'en',
    copyright: blog.feedOptions?.copyright ?? `Copyright © ${config.title}`,
    updated: listed[0] ? new Date(`${listed[0].date}T00:00:00Z`) : undefined,
    feedLinks: { rss: new URL(`/${file('rss.xml')}`, config.url).href, atom: new URL(`/${file('atom.xml')}`, config.url).href },
  })
  for (const post of listed.slice(0, 20)) {
    const url = new URL(post.permalink, config.url).href
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      date: new Date(`${post.date}T00:00:00Z`),
      description: post.description,
      content: toHtml(post.markdown.hast),
      author: post.authors.map((a) => ({ name: a.name, link: a.url })),
      category: post.tags.map((t) => ({ name: t.label })),
    })
  }
  const types = blog.feedOptions?.type ?? ['rss', 'atom']
  if (types.includes('rss')) files.set(file('rss.xml'), feed.rss2())
  if (types.includes('atom')) files.set(file('atom.xml'), feed.atom1())
  return files
}

export function feedLinkTags(config: ResolvedConfig): string {
  if (!config.blog) return ''
  const base = config.blog.routeBasePath.replace(/\/$/, '')
  const types = config.blog.feedOptions?.type ?? ['rss', 'atom']
  const title = escapeHtml(config.blog.feedOptions?.title ?? `${config.title} Blog`)
  return [
    types.includes('rss') ? `<link rel="alternate" type="application/rss+xml" href="${base}/rss.xml" title="${title} RSS Feed">` : '',
    types.includes('atom') ? `<link rel="alternate" type="application/atom+xml" href="${base}/atom.xml" title="${title} Atom Feed">` : '',
  ]
    .filter(Boolean)
    .join('\n')
}
