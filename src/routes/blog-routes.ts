import type { ResolvedConfig } from '../config/site-config.js'
import type { BlogPost } from '../content/content-types.js'
import type { BlogPostSummary, BlogSidebarData, BlogTag } from '../shared/types.js'
import type { Route } from './route.js'
import { paginatePosts } from './paginate-posts.js'
import { tagPageTitle } from '../shared/tag-page-title.js'

const DEFAULT_SIDEBAR_COUNT = 5
/** the docsearch tag of every blog page */
export const BLOG_TAG = 'default'

export type BlogConfig = Exclude<ResolvedConfig['blog'], false>

/** What every blog route shares: the config, the routes' base path, the sidebar, and the file generated pages blame. */
export interface BlogRouteContext {
  blog: BlogConfig
  /** `routeBasePath` without a trailing slash */
  base: string
  sidebar: BlogSidebarData
  configFile: string
}

/** A tag and the listed posts that carry it. */
type TaggedPosts = { tag: BlogTag; posts: BlogPost[] }

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
    ...(post.markdown.contentModule ? { contentModule: post.markdown.contentModule } : {}),
  }
}

/** Blog list pages, posts, tag list, one page per tag, and the archive. */
export function blogRoutes(blog: BlogConfig, allPosts: BlogPost[], configFile: string): Route[] {
  const posts = allPosts.filter((p) => !p.unlisted)
  const context = blogRouteContext(blog, posts, configFile)
  return [
    ...blogListRoutes(context, posts),
    ...allPosts.map((post) => blogPostRoute(context, post, posts)),
    ...blogTagRoutes(context, posts),
    blogArchiveRoute(context, posts),
  ]
}

/** The context of the blog's routes; `posts` are the listed posts (the sidebar shows the newest). */
export function blogRouteContext(blog: BlogConfig, posts: BlogPost[], configFile: string): BlogRouteContext {
  return { blog, base: blog.routeBasePath.replace(/\/$/, ''), sidebar: blogSidebar(blog, posts), configFile }
}

/** Posts grouped by the year of their date, in the order of the posts (newest first), each as `entry` makes it. */
export function groupByYear<T>(posts: BlogPost[], entry: (post: BlogPost) => T): Array<{ year: string; posts: T[] }> {
  const years: Array<{ year: string; posts: T[] }> = []
  for (const post of posts) {
    const year = post.date.slice(0, 4)
    let group = years.find((y) => y.year === year)
    if (!group) {
      group = { year, posts: [] }
      years.push(group)
    }
    group.posts.push(entry(post))
  }
  return years
}

function blogSidebar(blog: BlogConfig, posts: BlogPost[]): BlogSidebarData {
  const count = blog.blogSidebarCount === 'ALL' ? posts.length : (blog.blogSidebarCount ?? DEFAULT_SIDEBAR_COUNT)
  const years = groupByYear(posts.slice(0, count), (post) => ({ label: post.title, href: post.permalink }))
  return { title: blog.blogSidebarTitle, years }
}

/** The Markdown links of posts shown on a list or tag page (their excerpts), each attributed to its post's file. */
export function linksOf(posts: BlogPost[]): Route['markdownLinks'] {
  return posts.flatMap((p) => p.markdown.links.map((l) => ({ ...l, file: p.sourceFile })))
}

/** `/blog`, `/blog/page/2`…: the listed posts, `postsPerPage` a page (one empty page when there are none). */
function blogListRoutes({ blog, base, sidebar, configFile }: BlogRouteContext, posts: BlogPost[]): Route[] {
  const listPath = (page: number) => (page === 1 ? base : `${base}/page/${page}`)
  return paginatePosts(posts, blog.postsPerPage, listPath).map(({ path, posts: pagePosts, page, ...pages }) => ({
    path,
    sourceFile: configFile,
    markdownLinks: linksOf(posts),
    data: {
      kind: 'blogList',
      path,
      title: blog.blogTitle,
      description: blog.blogDescription ?? blog.blogTitle,
      docsearchTag: BLOG_TAG,
      posts: pagePosts.map(postSummary),
      page,
      ...pages,
      sidebar,
    },
  }))
}

/** A post's page, linked to its newer and older neighbours among the listed posts (an unlisted post has none). */
function blogPostRoute({ sidebar }: BlogRouteContext, post: BlogPost, posts: BlogPost[]): Route {
  const index = posts.indexOf(post)
  const newer = index > 0 ? posts[index - 1] : undefined
  const older = index >= 0 && index < posts.length - 1 ? posts[index + 1] : undefined
  const { excerpt: _excerpt, ...summary } = postSummary(post)
  return {
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
        ...(post.editUrl ? { editUrl: post.editUrl } : {}),
      },
      ...(post.keywords.length > 0 ? { keywords: post.keywords } : {}),
      ...(newer ? { prev: { label: newer.title, href: newer.permalink } } : {}),
      ...(older ? { next: { label: older.title, href: older.permalink } } : {}),
      sidebar,
      ...(post.unlisted ? { noIndex: true } : {}),
    },
  }
}

/** Each tag of the listed posts with its posts, in the order the tags first appear. */
export function postsByTag(posts: BlogPost[]): TaggedPosts[] {
  const tags = new Map<string, TaggedPosts>()
  for (const post of posts) {
    for (const tag of post.tags) {
      const entry = tags.get(tag.permalink) ?? { tag, posts: [] }
      entry.posts.push(post)
      tags.set(tag.permalink, entry)
    }
  }
  return [...tags.values()]
}

/** `/blog/tags` and one page per tag; none when no listed post has a tag. */
function blogTagRoutes(context: BlogRouteContext, posts: BlogPost[]): Route[] {
  const tags = postsByTag(posts)
  if (tags.length === 0) return []
  return [blogTagListRoute(context, tags), ...tags.map((tagged) => blogTagRoute(context, tagged))]
}

/** `/blog/tags`: every tag with its number of posts, by label. */
function blogTagListRoute({ base, sidebar, configFile }: BlogRouteContext, tags: TaggedPosts[]): Route {
  const tagsPath = `${base}/tags`
  return {
    path: tagsPath,
    sourceFile: configFile,
    markdownLinks: [],
    data: {
      kind: 'blogTags',
      path: tagsPath,
      title: 'Tags',
      description: 'All blog tags',
      docsearchTag: BLOG_TAG,
      tags: tags
        .map(({ tag, posts }) => ({ ...tag, count: posts.length }))
        .sort((a, b) => a.label.localeCompare(b.label)),
      sidebar,
    },
  }
}

/** A tag's page: the summaries of its posts. */
function blogTagRoute({ sidebar, configFile }: BlogRouteContext, { tag, posts }: TaggedPosts): Route {
  return {
    path: tag.permalink,
    sourceFile: configFile,
    markdownLinks: linksOf(posts),
    data: {
      kind: 'blogTag',
      path: tag.permalink,
      title: tagPageTitle(posts.length, tag.label),
      description: tag.description ?? `Blog posts tagged "${tag.label}"`,
      docsearchTag: BLOG_TAG,
      tag,
      posts: posts.map(postSummary),
      sidebar,
    },
  }
}

/** `/blog/archive`: every listed post by year. */
function blogArchiveRoute({ base, configFile }: BlogRouteContext, posts: BlogPost[]): Route {
  const archivePath = `${base}/archive`
  return {
    path: archivePath,
    sourceFile: configFile,
    markdownLinks: [],
    data: {
      kind: 'blogArchive',
      path: archivePath,
      title: 'Archive',
      description: 'Archive of all blog posts',
      docsearchTag: BLOG_TAG,
      years: groupByYear(posts, (post) => ({
        label: post.title,
        href: post.permalink,
        date: post.date,
        formattedDate: formatPostDate(post.date),
      })),
    },
  }
}
