import { RouteLink } from './RouteLink.js'

export interface PaginationCard {
  href: string
  label: string
  /** "Previous", "Next", "Newer post"… */
  sublabel?: string
}

/** Two bordered cards linking to the previous and next page. Renders nothing when there is neither. */
export function PaginationCards({
  ariaLabel,
  prev,
  next,
}: {
  ariaLabel: string
  prev?: PaginationCard
  next?: PaginationCard
}) {
  if (!prev && !next) return null
  return (
    <nav className="pagination-nav" aria-label={ariaLabel}>
      {prev ? (
        <RouteLink className="pagination-nav__link pagination-nav__link--prev" href={prev.href} rel="prev">
          {prev.sublabel ? <span className="pagination-nav__sublabel">{prev.sublabel}</span> : null}{' '}
          <span className="pagination-nav__label">« {prev.label}</span>
        </RouteLink>
      ) : (
        <span />
      )}
      {next ? (
        <RouteLink className="pagination-nav__link pagination-nav__link--next" href={next.href} rel="next">
          {next.sublabel ? <span className="pagination-nav__sublabel">{next.sublabel}</span> : null}{' '}
          <span className="pagination-nav__label">{next.label} »</span>
        </RouteLink>
      ) : null}
    </nav>
  )
}
