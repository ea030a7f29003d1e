import { PaginationCards } from '../common/PaginationCards.js'

/** The links to the newer and older entries of a paginated post list (the blog's list, an author's page). */
export function BlogPostsPageNav({
  ariaLabel,
  route,
}: {
  ariaLabel: string
  route: { prevPage?: string; nextPage?: string }
}) {
  return (
    <PaginationCards
      ariaLabel={ariaLabel}
      prev={route.prevPage ? { href: route.prevPage, label: 'Newer entries' } : undefined}
      next={route.nextPage ? { href: route.nextPage, label: 'Older entries' } : undefined}
    />
  )
}
