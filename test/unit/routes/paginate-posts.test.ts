import { describe, expect, it } from 'vitest'
import { paginatePosts } from '../../../src/routes/paginate-posts.js'

const pathOf = (page: number) => (page === 1 ? '/list' : `/list/page/${page}`)

describe('paginatePosts', () => {
  it('splits the posts per page, each page linked to its neighbours', () => {
    expect(paginatePosts(['a', 'b', 'c'], 2, pathOf)).toEqual([
      { page: 1, path: '/list', posts: ['a', 'b'], totalPages: 2, nextPage: '/list/page/2' },
      { page: 2, path: '/list/page/2', posts: ['c'], totalPages: 2, prevPage: '/list' },
    ])
  })

  it('one empty page when there are no posts', () => {
    expect(paginatePosts([], 10, pathOf)).toEqual([{ page: 1, path: '/list', posts: [], totalPages: 1 }])
  })
})
