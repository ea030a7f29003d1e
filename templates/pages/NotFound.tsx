import { findLatestVersion } from '../common/versions.js'
import { useSite } from '../SiteContext.js'
import { RouteLink } from '../common/RouteLink.js'

export function NotFound() {
  const site = useSite()
  const latest = findLatestVersion(site)
  return (
    <div className="container not-found">
      <h1>Page Not Found</h1>
      <p>
        The page you asked for does not exist here: it may have moved, or the link that brought you here may be out of
        date.
      </p>
      <p>Try the search, or continue from one of these pages:</p>
      <ul className="not-found__links">
        <li>
          <a href={site.baseUrl}>Home page</a>
        </li>
        {latest ? (
          <li>
            <RouteLink href={latest.mainDocPath}>Documentation</RouteLink>
          </li>
        ) : null}
        <li>
          <RouteLink href={site.search.searchPagePath}>Search the documentation</RouteLink>
        </li>
      </ul>
    </div>
  )
}
