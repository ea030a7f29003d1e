import type { ResolvedConfig } from '../config/site-config.js'
import type { BlogPost } from '../content/content-types.js'
import type { BlogPostSummary, BlogSidebarData, BlogTag } from '../shared/types.js'
import type { Route } from './route.js'

const DEFAULT_SIDEBAR_COUNT = 5
const BLOG_TAG = 'default'

/** one formatter for every date (toLocaleDateString makes a new one per call: a millisecond per rebuild in watch mode) */
const POST_DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

export function formatPostDate(isoDate: string): string {
  return POST_DATE_FORMAT.format(new Date(`${isoDate}T00:00:00Z`))
}

export function postSummary(post: BlogPost): BlogPostSummary {
  return {
    title: post.title,
    permalink: post.permalink,
    date: post.date,
    formattedDate: formatPostDate(post.date),
    readingTimeMinutes: post.readingTimeMinutes,
    authors: post.authors,
    tags: post.tags,
    excerpt: post.markdown.excerpt ?? post.markdown.hast,
    hasTruncateMarker: post.markdown.hasTruncateMarker,
  }
}

function blogSidebar(blog: Exclude<ResolvedConfig['blog'], false>, posts: BlogPost[]): BlogSidebarData {
  const count = blog.blogSidebarCount === 'ALL' ? posts.length : (blog.blogSidebarCount ?? DEFAULT_SIDEBAR_COUNT)
  const years: BlogSidebarData['years'] = []
  for (const post of posts.slice(0, count)) {
    const year = post.date.slice(0, 4)
    let group = years.find((y) => y.year === year)
    if (!group) years.push((group = { year, posts: [] }))
    group.posts.push({ label: post.title, href: post.permalink })
  }
  return { title: blog.blogSidebarTitle, years }
}

/** The Markdown links of posts shown on a list or tag page (their excerpts), each attributed to its post's file. */
function linksOf(posts: BlogPost[]): Route['markdownLinks'] {
  return posts.flatMap((p) => p.markdown.links.map((l) => ({ ...l, file: p.sourceFile })))
}

/** Blog list pages, posts, tag list, one page per tag, and the archive. */
export function blogRoutes(
  blog: Exclude<ResolvedConfig['blog'], false>,
  allPosts: BlogPost[],
  configFile: string,
): Route[] {
  const base = blog.routeBasePath.replace(/\/$/, '')
  const posts = allPosts.filter((p) => !p.unlisted)
  const sidebar = blogSidebar(blog, posts)
  const routes: Route[] = []
  const description = blog.blogDescription ?? blog.blogTitle

  const pageCount = Math.max(1, Math.ceil(posts.length / blog.postsPerPage))
  const listPath = (page: number) => (page === 1 ? base : `${base}/page/${page}`)
  for (let page = 1; page <= pageCount; page++) {
    const path = listPath(page)
    routes.push({
      path,
      sourceFile: configFile,
      markdownLinks: linksOf(posts),
      data: {
        kind: 'blogList',
        path,
        title: blog.blogTitle,
        description,
        docsearchTag: BLOG_TAG,
        posts: posts.slice((page - 1) * blog.postsPerPage, page * blog.postsPerPage).map(postSummary),
        page,
        totalPages: pageCount,
        ...(page > 1 ? { prevPage: listPath(page - 1) } : {}),
        ...(page < pageCount ? { nextPage: listPath(page + 1) } : {}),
        sidebar,
      },
    })
  }

  allPosts.forEach((post) => {
    const index = posts.indexOf(post)
    const newer = index > 0 ? posts[index - 1] : undefined
    const older = index >= 0 && index < posts.length - 1 ? posts[index + 1] : undefined
    const { excerpt: _excerpt, ...summary } = postSummary(post)
    routes.push({
      path: post.permalink,
      sourceFile: post.sourceFile,
      markdownLinks: post.markdown.links,
      unlisted: post.unlisted,
      data: {
        kind: 'blogPost',
        path: post.permalink,
        title: post.title,
        description: post.description,
        docsearchTag: BLOG_TAG,
        post: {
          ...summary,
          content: post.markdown.hast,
          toc: post.markdown.toc,
          hideTableOfContents: post.hideTableOfContents,
        },
        ...(post.keywords.length > 0 ? { keywords: post.keywords } : {}),
        ...(newer ? { prev: { label: newer.title, href: newer.permalink } } : {}),
        ...(older ? { next: { label: older.title, href: older.permalink } } : {}),
        sidebar,
        ...(post.unlisted ? { noIndex: true } : {}),
      },
    })
  })

  const tags = new Map<string, { tag: BlogTag; posts: BlogPost[] }>()
  for (const post of posts) {
    for (const tag of post.tags) {
      const entry = tags.get(tag.permalink) ?? { tag, posts: [] }
      entry.posts.push(post)
      tags.set(tag.permalink, entry)
    }
  }
  if (tags.size > 0) {
    const tagsPath = `${base}/tags`
    routes.push({
      path: tagsPath,
      sourceFile: configFile,
      markdownLinks: [],
      data: {
        kind: 'blogTags',
        path: tagsPath,
        title: 'Tags',
        description: 'All blog tags',
        docsearchTag: BLOG_TAG,
        tags: [...tags.values()]
          .map(({ tag, posts }) => ({ ...tag, count: posts.length }))
          .sort((a, b) => a.label.localeCompare(b.label)),
        sidebar,
      },
    })
    for (const { tag, posts: tagged } of tags.values()) {
      routes.push({
        path: tag.permalink,
        sourceFile: configFile,
        markdownLinks: linksOf(tagged),
        data: {
          kind: 'blogTag',
          path: tag.permalink,
          title: `${tagged.length} post${tagged.length === 1 ? '' : 's'} tagged with "${tag.label}"`,
          description: `Blog posts tagged "${tag.label}"`,
          docsearchTag: BLOG_TAG,
          tag,
          posts: tagged.map(postSummary),
          sidebar,
        },
      })
    }
  }

  const archivePath = `${base}/archive`
  const years: Array<{
    year: string
    posts: Array<{ label: string; href: string; date: string; formattedDate: string }>
  }> = []
  for (const post of posts) {
    const year = post.date.slice(0, 4)
    let group = years.find((y) => y.year === year)
    if (!group) years.push((group = { year, posts: [] }))
    group.posts.push({
      label: post.title,
      href: post.permalink,
      date: post.date,
      formattedDate: formatPostDate(post.date),
    })
  }
  routes.push({
    path: archivePath,
    sourceFile: configFile,
    markdownLinks: [],
    data: {
      kind: 'blogArchive',
      path: archivePath,
      title: 'Archive',
      description: 'Archive of all blog posts',
      docsearchTag: BLOG_TAG,
      years,
    },
  })
  return routes
}
