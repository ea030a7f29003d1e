import { describe, expect, it } from 'vitest'
import { blogAuthorRoutes } from '../../../src/routes/blog-author-routes.js'
import type { BlogPost } from '../../../src/content/content-types.js'
import type { BlogConfig, ResolvedConfig } from '../../../src/config/site-config.js'
import type { BlogAuthor, BlogAuthorRouteData, BlogAuthorsRouteData } from '../../../src/shared/types.js'
import { makeConfig, makeMarkdown, makePost } from '../pipeline-factories.js'

type Blog = Exclude<ResolvedConfig['blog'], false>

const blogConfig = (patch: BlogConfig = {}): Blog => makeConfig({ blog: { authorsPages: true, ...patch } }).blog as Blog

const ana: BlogAuthor = { key: 'ana', name: 'Ana Ruiz', title: 'Editor', page: '/blog/authors/ana' }
const tom: BlogAuthor = { key: 'tom', name: 'Tom Berg', url: 'https://tom.example' }

/** newest first, as loadBlog returns them */
const posts: BlogPost[] = [
  makePost('d', '2023-04-01', { authors: [ana, tom] }),
  makePost('c', '2023-03-01', { authors: [ana], unlisted: true }),
  makePost('b', '2023-02-01', { authors: [ana] }),
  // an inline author of the same name is not the authors.yml entry
  makePost('a', '2023-01-01', { authors: [{ name: 'Ana Ruiz' }] }),
]

const routesOf = (blog: Blog, authors: BlogAuthor[], all = posts) =>
  blogAuthorRoutes(blog, { posts: all, authors }, 'site.config.ts')

describe('blogAuthorRoutes', () => {
  it('lists every author of authors.yml, and gives a page to those with one', () => {
    const routes = routesOf(blogConfig(), [ana, tom])
    expect(routes.map((r) => [r.path, r.data.kind, r.sourceFile])).toEqual([
      ['/blog/authors', 'blogAuthors', 'site.config.ts'],
      ['/blog/authors/ana', 'blogAuthor', 'site.config.ts'],
    ])
    const list = routes[0].data as BlogAuthorsRouteData
    expect(list).toMatchObject({ title: 'Authors', docsearchTag: 'default' })
    // counts are of listed posts written by the key (not the unlisted one, not an inline namesake)
    expect(list.authors).toEqual([
      { ...ana, count: 2 },
      { ...tom, count: 1 },
    ])
    expect(list.sidebar.years[0].posts.map((p) => p.href)).toEqual(['/blog/d', '/blog/b', '/blog/a'])
  })

  it("an author's page shows their listed posts, newest first, and links to the list", () => {
    const page = routesOf(blogConfig(), [ana, tom])[1].data as BlogAuthorRouteData
    expect(page).toMatchObject({
      path: '/blog/authors/ana',
      title: 'Ana Ruiz - 2 posts',
      description: 'Blog posts by Ana Ruiz',
      author: { ...ana, count: 2 },
      authorsPath: '/blog/authors',
      page: 1,
      totalPages: 1,
    })
    expect(page.posts.map((p) => p.permalink)).toEqual(['/blog/d', '/blog/b'])
    expect(page.prevPage).toBeUndefined()
    expect(page.nextPage).toBeUndefined()
    const one = routesOf(blogConfig(), [ana], posts.slice(1))[1].data as BlogAuthorRouteData
    expect(one.title).toBe('Ana Ruiz - One post')
  })

  it('paginates an author page like the blog list, page 2 under the authors base path (as Docusaurus)', () => {
    const many = Array.from({ length: 5 }, (_, i) => makePost(`p${i}`, `2022-0${9 - i}-01`, { authors: [ana] }))
    const routes = routesOf(blogConfig({ postsPerPage: 2 }), [ana], many)
    const pages = routes.slice(1).map((r) => r.data as BlogAuthorRouteData)
    expect(pages.map((p) => [p.path, p.page, p.totalPages, p.prevPage, p.nextPage])).toEqual([
      ['/blog/authors/ana', 1, 3, undefined, '/blog/authors/ana/authors/2'],
      ['/blog/authors/ana/authors/2', 2, 3, '/blog/authors/ana', '/blog/authors/ana/authors/3'],
      ['/blog/authors/ana/authors/3', 3, 3, '/blog/authors/ana/authors/2', undefined],
    ])
    expect(pages.map((p) => p.posts.length)).toEqual([2, 2, 1])
    // the count is the author's, on every page
    expect(pages.every((p) => p.author.count === 5)).toBe(true)
  })

  it('an author without posts still has a page (one empty page)', () => {
    const page = routesOf(blogConfig(), [{ ...tom, page: '/blog/authors/tom' }], [])[1].data as BlogAuthorRouteData
    expect(page).toMatchObject({ path: '/blog/authors/tom', posts: [], page: 1, totalPages: 1 })
  })

  it('follows routeBasePath and authorsBasePath', () => {
    const blog = blogConfig({ routeBasePath: '/news/', authorsBasePath: '/writers/' })
    const routes = routesOf(blog, [{ ...ana, page: '/news/writers/ana' }])
    expect(routes.map((r) => r.path)).toEqual(['/news/writers', '/news/writers/ana'])
    expect((routes[1].data as BlogAuthorRouteData).authorsPath).toBe('/news/writers')
  })

  it('blames authors.yml for its pages when the content names it', () => {
    const routes = blogAuthorRoutes(
      blogConfig(),
      { posts, authors: [ana], authorsFile: 'blog/authors.yml' },
      'docusaurus.config.js',
    )
    expect(routes.map((r) => r.sourceFile)).toEqual(['blog/authors.yml', 'blog/authors.yml'])
  })

  it('emits nothing without authors pages, or when authors.yml lists nobody', () => {
    expect(routesOf(blogConfig({ authorsPages: false }), [ana, tom])).toEqual([])
    expect(routesOf(makeConfig().blog as Blog, [ana, tom])).toEqual([])
    expect(routesOf(blogConfig(), [])).toEqual([])
  })

  it("attributes an author page's Markdown links to the posts it shows", () => {
    const link = { href: '/docs/x', line: 3 }
    const linked = makePost('l', '2024-01-01', { authors: [ana], markdown: { ...makeMarkdown(), links: [link] } })
    const [list, page] = routesOf(blogConfig(), [ana], [linked])
    expect(list.markdownLinks).toEqual([])
    expect(page.markdownLinks).toEqual([{ ...link, file: linked.sourceFile }])
  })
})
