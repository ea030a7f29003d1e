import { describe, expect, it } from 'vitest'
import { authorPagePath } from '../../../src/content/author-page-path.js'

const blog = { routeBasePath: '/blog', authorsBasePath: 'authors' }

describe('authorPagePath', () => {
  it('`page: true` is the kebab-cased key under the authors base path', () => {
    expect(authorPagePath(blog, 'mira', true)).toBe('/blog/authors/mira')
    expect(authorPagePath(blog, 'JohannesKlauss', true)).toBe('/blog/authors/johannes-klauss')
  })

  it('`page: { permalink }` is that permalink under it, slashes trimmed', () => {
    expect(authorPagePath(blog, 'mira', { permalink: '/mira-stone/' })).toBe('/blog/authors/mira-stone')
    expect(authorPagePath(blog, 'mira', { permalink: 'team/mira' })).toBe('/blog/authors/team/mira')
  })

  it('follows the blog base path, a root blog included', () => {
    expect(authorPagePath({ routeBasePath: '/', authorsBasePath: 'people' }, 'mira', true)).toBe('/people/mira')
    expect(authorPagePath({ routeBasePath: '/news', authorsBasePath: 'by' }, 'mira', true)).toBe('/news/by/mira')
  })
})
