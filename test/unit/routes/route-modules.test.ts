import { describe, expect, it } from 'vitest'
import { routeModules } from '../../../src/routes/route-modules.js'
import type { BlogPostSummary, RouteData } from '../../../src/shared/types.js'

const base = { path: '/x', title: 'X', description: '', docsearchTag: 'default' }
const post = (contentModule?: string) =>
  ({ title: 'P', ...(contentModule ? { contentModule } : {}) }) as BlogPostSummary
const route = (data: object) => ({ ...base, ...data }) as RouteData

describe('routeModules: the page modules a route renders with', () => {
  it("names a React page's module", () => {
    expect(routeModules(route({ kind: 'componentPage', component: 'about/team' }))).toEqual(['about/team'])
  })

  it('names the content module of a doc, a blog post or an .mdx page, and none when its content is Markdown', () => {
    expect(routeModules(route({ kind: 'doc', contentModule: 'mdx:docs/a' }))).toEqual(['mdx:docs/a'])
    expect(routeModules(route({ kind: 'markdownPage', contentModule: 'mdx:pages/p' }))).toEqual(['mdx:pages/p'])
    expect(routeModules(route({ kind: 'doc' }))).toEqual([])
    expect(routeModules(route({ kind: 'blogPost', post: post('mdx:blog/b') }))).toEqual(['mdx:blog/b'])
    expect(routeModules(route({ kind: 'blogPost', post: post() }))).toEqual([])
  })

  it('names the content modules of the posts a blog list or tag page shows', () => {
    const posts = [post('mdx:blog/a'), post(), post('mdx:blog/c')]
    expect(routeModules(route({ kind: 'blogList', posts }))).toEqual(['mdx:blog/a', 'mdx:blog/c'])
    expect(routeModules(route({ kind: 'blogTag', posts }))).toEqual(['mdx:blog/a', 'mdx:blog/c'])
    expect(routeModules(route({ kind: 'blogAuthor', posts }))).toEqual(['mdx:blog/a', 'mdx:blog/c'])
  })

  it('names none for the other kinds', () => {
    expect(routeModules(route({ kind: 'markdownPage' }))).toEqual([])
    expect(routeModules(route({ kind: 'notFound' }))).toEqual([])
    expect(routeModules(route({ kind: 'blogAuthors', authors: [] }))).toEqual([])
  })
})
