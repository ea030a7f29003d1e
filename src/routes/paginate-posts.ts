/** One page of a paginated post list (the blog's list, an author's page). */
export interface PostsPage<T> {
  /** 1-based */
  page: number
  path: string
  posts: T[]
  totalPages: number
  prevPage?: string
  nextPage?: string
}

/** `posts` split `perPage` a page, at `pathOf(page)`; one empty page when there are none. */
export function paginatePosts<T>(posts: T[], perPage: number, pathOf: (page: number) => string): PostsPage<T>[] {
  const totalPages = Math.max(1, Math.ceil(posts.length / perPage))
  return Array.from({ length: totalPages }, (_, i) => {
    const page = i + 1
    return {
      page,
      path: pathOf(page),
      posts: posts.slice(i * perPage, page * perPage),
      totalPages,
      ...(page > 1 ? { prevPage: pathOf(page - 1) } : {}),
      ...(page < totalPages ? { nextPage: pathOf(page + 1) } : {}),
    }
  })
}
