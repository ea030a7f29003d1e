import type { NavLink } from '../../src/shared/types.js'
import { Icon } from '../common/Icon.js'
import { RouteLink } from '../common/RouteLink.js'

/** Home › categories › this page. Categories without a page of their own are plain text. */
export function DocBreadcrumbs({ homeHref, trail, title }: { homeHref: string; trail: NavLink[]; title: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item">
          <a className="breadcrumbs__link breadcrumbs__link--home" href={homeHref} aria-label="Home page">
            <Icon name="home" size={16} />
          </a>
        </li>
        {trail.map((crumb, index) => (
          <li className="breadcrumbs__item" key={`${crumb.label}-${index}`}>
            {crumb.href ? (
              <RouteLink className="breadcrumbs__link" href={crumb.href}>
                {crumb.label}
              </RouteLink>
            ) : (
              <span className="breadcrumbs__link">{crumb.label}</span>
            )}
          </li>
        ))}
        {title ? (
          <li className="breadcrumbs__item breadcrumbs__item--active">
            <span className="breadcrumbs__link" aria-current="page">
              {title}
            </span>
          </li>
        ) : null}
      </ol>
    </nav>
  )
}
