import { describe, expect, it } from 'vitest'
import { blogRoutes, formatPostDate, groupByYear, postSummary, postsByTag } from '../../../src/routes/blog-routes.js'
import type { BlogPost } from '../../../src/content/content-types.js'
import type { Route } from '../../../src/routes/route.js'
import type {
  BlogArchiveRouteData,
  BlogListRouteData,
  BlogPostRouteData,
  BlogTagRouteData,
  BlogTagsRouteData,
  BlogTag,
} from '../../../src/shared/types.js'
import { hastRoot, makeConfig, makeMarkdown, makePost } from '../pipeline-factories.js'
import type { BlogConfig, ResolvedConfig } from '../../../src/config/site-config.js'

type Blog = Exclude<ResolvedConfig['blog'], false>

function blogConfig(patch: BlogConfig = {}): Blog {
  return makeConfig({ blog: patch }).blog as Blog
}

const tag = (label: string): BlogTag => ({ label, permalink: `/blog/tags/${label.toLowerCase()}` })

/** Posts newest first, as loadBlog returns them. */
const posts: BlogPost[] = [
  makePost('e', '2022-05-01', { tags: [tag('news')] }),
  makePost('d', '2022-01-15', { tags: [tag('news'), tag('release')] }),
  makePost('c', '2021-09-24', { tags: [tag('release')] }),
  makePost('b', '2021-03-01'),
  makePost('a', '2020-01-02', { tags: [tag('Archive')] }),
]

function byPath(routes: Route[], path: string): Route {
  const route = routes.find((r) => r.path === path)
  if (!route) throw new Error(`no route ${path} in ${routes.map((r) => r.path).join(', ')}`)
  return route
}
const list = (routes: Route[], path: string) => byPath(routes, path).data as BlogListRouteData
const postData = (routes: Route[], path: string) => byPath(routes, path).data as BlogPostRouteData

describe('blogRoutes', () => {
  it('makes list pages, one route per post, tag pages and the archive', () => {
    const routes = blogRoutes(blogConfig(), posts, 'site.config.ts')
    expect(routes.map((r) => [r.path, r.data.kind])).toEqual([
      ['/blog', 'blogList'],
      ['/blog/e', 'blogPost'],
      ['/blog/d', 'blogPost'],
      ['/blog/c', 'blogPost'],
      ['/blog/b', 'blogPost'],
      ['/blog/a', 'blogPost'],
      ['/blog/tags', 'blogTags'],
      ['/blog/tags/news', 'blogTag'],
      ['/blog/tags/release', 'blogTag'],
      ['/blog/tags/archive', 'blogTag'],
      ['/blog/archive', 'blogArchive'],
    ])
    for (const route of routes) {
      expect(route.data.path).toBe(route.path)
      expect(route.data.docsearchTag).toBe('default')
    }
  })

  describe('list pages', () => {
    it('split the posts by postsPerPage, with links between pages', () => {
      const routes = blogRoutes(blogConfig({ postsPerPage: 2 }), posts, 'site.config.ts')
      const pages = routes.filter((r) => r.data.kind === 'blogList').map((r) => r.data as BlogListRouteData)
      expect(
        pages.map((p) => [p.path, p.page, p.totalPages, p.prevPage, p.nextPage, p.posts.map((s) => s.permalink)]),
      ).toEqual([
        ['/blog', 1, 3, undefined, '/blog/page/2', ['/blog/e', '/blog/d']],
        ['/blog/page/2', 2, 3, '/blog', '/blog/page/3', ['/blog/c', '/blog/b']],
        ['/blog/page/3', 3, 3, '/blog/page/2', undefined, ['/blog/a']],
      ])
    })

    it('exactly postsPerPage posts fit on one page', () => {
      const routes = blogRoutes(blogConfig({ postsPerPage: 5 }), posts, 'site.config.ts')
      expect(routes.filter((r) => r.data.kind === 'blogList').map((r) => r.path)).toEqual(['/blog'])
      expect(list(routes, '/blog')).toMatchObject({ totalPages: 1 })
      expect(list(routes, '/blog').nextPage).toBeUndefined()
    })

    it('a blog without posts still has its list page', () => {
      const routes = blogRoutes(blogConfig(), [], 'site.config.ts')
      expect(routes.map((r) => r.path)).toEqual(['/blog', '/blog/archive'])
      expect(list(routes, '/blog')).toMatchObject({ page: 1, totalPages: 1, posts: [] })
    })

    it('carry title and description from the blog config', () => {
      const routes = blogRoutes(
        blogConfig({ blogTitle: 'News', blogDescription: 'What is new' }),
        posts,
        'site.config.ts',
      )
      expect(list(routes, '/blog')).toMatchObject({ title: 'News', description: 'What is new' })
      expect(list(blogRoutes(blogConfig({ blogTitle: 'News' }), posts, 'x'), '/blog').description).toBe('News')
    })

    it("carry each listed post's Markdown links, attributed to the post's file", () => {
      const linked = [
        makePost('one', '2022-01-01', { markdown: makeMarkdown({ links: [{ href: '/docs/x', line: 7 }] }) }),
        makePost('two', '2021-01-01', { markdown: makeMarkdown({ links: [{ href: '/docs/y', line: 3 }] }) }),
      ]
      const route = byPath(blogRoutes(blogConfig(), linked, 'site.config.ts'), '/blog')
      expect(route.sourceFile).toBe('site.config.ts')
      expect(route.markdownLinks).toEqual([
        { href: '/docs/x', line: 7, file: 'content/blog/2022-01-01-one.md' },
        { href: '/docs/y', line: 3, file: 'content/blog/2021-01-01-two.md' },
      ])
    })

    it('use the excerpt before the truncate marker, else the whole post', () => {
      const excerpt = hastRoot('Excerpt only.')
      const cut = makePost('cut', '2022-01-01', { markdown: makeMarkdown({ excerpt, hasTruncateMarker: true }) })
      const whole = makePost('whole', '2021-01-01')
      const summaries = list(blogRoutes(blogConfig(), [cut, whole], 'x'), '/blog').posts
      expect(summaries[0]).toMatchObject({ excerpt, hasTruncateMarker: true })
      expect(summaries[1]).toMatchObject({ excerpt: whole.markdown.hast, hasTruncateMarker: false })
    })

    it('follow the route base path', () => {
      const routes = blogRoutes(blogConfig({ routeBasePath: '/news/', postsPerPage: 4 }), posts, 'x')
      // (tag pages live at the tags' own permalinks, which loadBlog builds from the same base)
      expect(routes.filter((r) => r.data.kind !== 'blogPost' && r.data.kind !== 'blogTag').map((r) => r.path)).toEqual([
        '/news',
        '/news/page/2',
        '/news/tags',
        '/news/archive',
      ])
      expect(list(routes, '/news')).toMatchObject({ nextPage: '/news/page/2' })
      expect(list(routes, '/news/page/2')).toMatchObject({ prevPage: '/news' })
    })
  })

  describe('post pages', () => {
    it('link the newer post as prev and the older one as next', () => {
      const routes = blogRoutes(blogConfig(), posts, 'x')
      expect(postData(routes, '/blog/e')).toMatchObject({ next: { label: 'Post d', href: '/blog/d' } })
      expect(postData(routes, '/blog/e').prev).toBeUndefined()
      expect(postData(routes, '/blog/c')).toMatchObject({
        prev: { label: 'Post d', href: '/blog/d' },
        next: { label: 'Post b', href: '/blog/b' },
      })
      expect(postData(routes, '/blog/a').next).toBeUndefined()
    })

    it('carry the post, its source file and its links', () => {
      const links = [{ href: '/docs/intro', line: 9 }]
      const p = makePost('p', '2021-09-24', {
        title: 'Hello',
        description: 'D',
        markdown: makeMarkdown({ links, toc: [{ id: 'x', value: 'X', level: 2 }] }),
      })
      const route = byPath(blogRoutes(blogConfig(), [p], 'x'), '/blog/p')
      expect(route.sourceFile).toBe('content/blog/2021-09-24-p.md')
      expect(route.markdownLinks).toEqual(links)
      const data = route.data as BlogPostRouteData
      expect(data).toMatchObject({ title: 'Hello', description: 'D' })
      expect(data.post).toMatchObject({
        title: 'Hello',
        date: '2021-09-24',
        formattedDate: 'September 24, 2021',
        content: p.markdown.hast,
        toc: [{ id: 'x', value: 'X', level: 2 }],
      })
      expect(data.post).not.toHaveProperty('excerpt')
      expect(data.noIndex).toBeUndefined()
    })

    it('an unlisted post has its page (noindex) but is not listed, tagged, archived or linked from neighbours', () => {
      const hidden = makePost('hidden', '2021-12-01', { unlisted: true, tags: [tag('news'), tag('secret')] })
      const all = [posts[0], posts[1], hidden, posts[2]]
      const routes = blogRoutes(blogConfig(), all, 'x')
      const route = byPath(routes, '/blog/hidden')
      expect(route.unlisted).toBe(true)
      expect((route.data as BlogPostRouteData).noIndex).toBe(true)
      expect(list(routes, '/blog').posts.map((p) => p.permalink)).toEqual(['/blog/e', '/blog/d', '/blog/c'])
      expect(list(routes, '/blog').sidebar.years.flatMap((y) => y.posts.map((p) => p.href))).not.toContain(
        '/blog/hidden',
      )
      expect(postData(routes, '/blog/d').next).toEqual({ label: 'Post c', href: '/blog/c' })
      expect(postData(routes, '/blog/c').prev).toEqual({ label: 'Post d', href: '/blog/d' })
      expect(routes.map((r) => r.path)).not.toContain('/blog/tags/secret')
      expect((byPath(routes, '/blog/tags/news').data as BlogTagRouteData).posts.map((p) => p.permalink)).toEqual([
        '/blog/e',
        '/blog/d',
      ])
      const archive = byPath(routes, '/blog/archive').data as BlogArchiveRouteData
      expect(archive.years.flatMap((y) => y.posts.map((p) => p.href))).not.toContain('/blog/hidden')
    })
  })

  describe('tags', () => {
    it('the tag list counts posts per tag, sorted by label', () => {
      const data = byPath(blogRoutes(blogConfig(), posts, 'x'), '/blog/tags').data as BlogTagsRouteData
      expect(data.tags).toEqual([
        { label: 'Archive', permalink: '/blog/tags/archive', count: 1 },
        { label: 'news', permalink: '/blog/tags/news', count: 2 },
        { label: 'release', permalink: '/blog/tags/release', count: 2 },
      ])
    })

    it('a tag page lists its posts newest first', () => {
      const routes = blogRoutes(blogConfig(), posts, 'x')
      const data = byPath(routes, '/blog/tags/release').data as BlogTagRouteData
      expect(data.title).toBe('2 posts tagged with "release"')
      expect(data.tag).toEqual(tag('release'))
      expect(data.posts.map((p) => p.permalink)).toEqual(['/blog/d', '/blog/c'])
      expect((byPath(routes, '/blog/tags/archive').data as BlogTagRouteData).title).toBe(
        'One post tagged with "Archive"',
      )
    })

    it("a tag page carries its posts' Markdown links, attributed to each post's file", () => {
      const linked = makePost('linked', '2022-01-01', {
        tags: [tag('news')],
        markdown: makeMarkdown({ links: [{ href: '/docs/missing', line: 12 }] }),
      })
      const route = byPath(blogRoutes(blogConfig(), [linked], 'site.config.ts'), '/blog/tags/news')
      expect(route.markdownLinks).toEqual([
        { href: '/docs/missing', line: 12, file: 'content/blog/2022-01-01-linked.md' },
      ])
    })

    it('no tags: no tag routes', () => {
      const routes = blogRoutes(blogConfig(), [makePost('x', '2020-01-01')], 'x')
      expect(routes.map((r) => r.path)).toEqual(['/blog', '/blog/x', '/blog/archive'])
    })
  })

  describe('archive', () => {
    it('groups posts by year, newest first', () => {
      const data = byPath(blogRoutes(blogConfig(), posts, 'x'), '/blog/archive').data as BlogArchiveRouteData
      expect(data.years.map((y) => [y.year, y.posts.map((p) => p.href)])).toEqual([
        ['2022', ['/blog/e', '/blog/d']],
        ['2021', ['/blog/c', '/blog/b']],
        ['2020', ['/blog/a']],
      ])
      expect(data.years[0].posts[1]).toEqual({
        label: 'Post d',
        href: '/blog/d',
        date: '2022-01-15',
        formattedDate: 'January 15, 2022',
      })
    })
  })

  describe('sidebar', () => {
    const sidebarOf = (blog: Blog) => list(blogRoutes(blog, posts, 'x'), '/blog').sidebar

    it('shows the 5 newest posts by default, grouped by year', () => {
      const many = [...posts, makePost('z', '2019-06-06')]
      const sidebar = list(blogRoutes(blogConfig(), many, 'x'), '/blog').sidebar
      expect(sidebar.title).toBe('Recent posts')
      expect(sidebar.years.map((y) => [y.year, y.posts.map((p) => p.href)])).toEqual([
        ['2022', ['/blog/e', '/blog/d']],
        ['2021', ['/blog/c', '/blog/b']],
        ['2020', ['/blog/a']],
      ])
    })

    it('blogSidebarCount limits the posts; ALL shows every post', () => {
      expect(sidebarOf(blogConfig({ blogSidebarCount: 3 })).years.map((y) => [y.year, y.posts.length])).toEqual([
        ['2022', 2],
        ['2021', 1],
      ])
      expect(sidebarOf(blogConfig({ blogSidebarCount: 'ALL' })).years.flatMap((y) => y.posts)).toHaveLength(5)
      expect(sidebarOf(blogConfig({ blogSidebarCount: 0 })).years).toEqual([])
    })

    it('is shared by list, post and tag pages, with the configured title', () => {
      const routes = blogRoutes(blogConfig({ blogSidebarTitle: 'All posts' }), posts, 'x')
      const expected = list(routes, '/blog').sidebar
      expect(expected.title).toBe('All posts')
      expect(postData(routes, '/blog/c').sidebar).toEqual(expected)
      expect((byPath(routes, '/blog/tags').data as BlogTagsRouteData).sidebar).toEqual(expected)
      expect((byPath(routes, '/blog/tags/news').data as BlogTagRouteData).sidebar).toEqual(expected)
    })
  })
})

describe('formatPostDate / postSummary', () => {
  it('formats an ISO day in English, independent of the time zone', () => {
    expect(formatPostDate('2021-09-24')).toBe('September 24, 2021')
    expect(formatPostDate('2020-01-01')).toBe('January 1, 2020')
    expect(formatPostDate('2020-12-31')).toBe('December 31, 2020')
  })

  it('summarises a post for lists', () => {
    const p = makePost('s', '2021-09-24', { readingTimeMinutes: 3, authors: [{ name: 'Jane' }], tags: [tag('news')] })
    expect(postSummary(p)).toEqual({
      title: 'Post s',
      permalink: '/blog/s',
      date: '2021-09-24',
      formattedDate: 'September 24, 2021',
      readingTimeMinutes: 3,
      authors: [{ name: 'Jane' }],
      tags: [tag('news')],
      excerpt: p.markdown.hast,
      hasTruncateMarker: false,
    })
  })
})

describe('groupByYear / postsByTag', () => {
  it('groups posts by the year of their date, in the order of the posts, each entry as asked', () => {
    expect(groupByYear(posts, (p) => p.title)).toEqual([
      { year: '2022', posts: ['Post e', 'Post d'] },
      { year: '2021', posts: ['Post c', 'Post b'] },
      { year: '2020', posts: ['Post a'] },
    ])
    expect(groupByYear([], (p) => p.title)).toEqual([])
  })

  it('lists each tag once with its posts, in the order the tags first appear', () => {
    expect(postsByTag(posts).map(({ tag, posts }) => [tag.label, posts.map((p) => p.title)])).toEqual([
      ['news', ['Post e', 'Post d']],
      ['release', ['Post d', 'Post c']],
      ['Archive', ['Post a']],
    ])
    expect(postsByTag([makePost('x', '2020-01-01')])).toEqual([])
  })
})
