import type { DocRouteData } from '../../src/shared/types.js'
import { PaginationCards } from '../common/PaginationCards.js'
import { findLatestVersion } from '../common/versions.js'
import { TagsList } from '../common/TagsList.js'
import { MarkdownContent } from '../markdown/MarkdownContent.js'
import { useSite } from '../SiteContext.js'
import { TableOfContents } from '../toc/TableOfContents.js'
import { TocCollapsible } from '../toc/TocCollapsible.js'
import { DocBreadcrumbs } from './DocBreadcrumbs.js'
import { DocMenuNoScript } from './DocMenuNoScript.js'
import { DocSidebar } from './DocSidebar.js'
import { DocVersionBadge } from './DocVersionBadge.js'
import { DocVersionBanner } from './DocVersionBanner.js'
import { EditThisPage } from './EditThisPage.js'

/** A docs page: sidebar | content (banner, breadcrumbs, badge, title, body, tags, edit link, pagination) | TOC. */
export function DocPage({ route }: { route: DocRouteData }) {
  const site = useSite()
  const version = site.versions.find((v) => v.name === route.version)
  const latest = findLatestVersion(site)
  const showToc = !route.hideTableOfContents && route.toc.length > 0
  const hasFooter = route.tags.length > 0 || route.editUrl !== undefined || route.lastUpdated !== undefined

  return (
    <div className={`doc-page${route.sidebar.length > 0 ? ' doc-page--with-sidebar' : ''}`}>
      {route.sidebar.length > 0 ? <DocSidebar items={route.sidebar} activePath={route.path} /> : null}
      <div className={`doc-page__main${showToc ? ' doc-page__main--with-toc' : ''}`}>
        <div className="doc-page__content">
          {route.sidebar.length > 0 ? <DocMenuNoScript items={route.sidebar} activePath={route.path} /> : null}
          {version && latest ? (
            <DocVersionBanner siteTitle={site.title} version={version} latest={latest} docId={route.docId} />
          ) : null}
          <DocBreadcrumbs homeHref={site.baseUrl} trail={route.breadcrumbs} title={route.title} />
          {version?.badge ? <DocVersionBadge label={version.label} /> : null}
          {showToc ? <TocCollapsible toc={route.toc} /> : null}
          <article className="doc-article">
            {!route.hideTitle && route.title ? (
              <header>
                <h1 className="doc-article__title">{route.heading ?? route.title}</h1>
              </header>
            ) : null}
            <MarkdownContent content={route.content} />
            {hasFooter ? (
              <footer className="doc-article__footer">
                <TagsList tags={route.tags} />
                {route.editUrl ? <EditThisPage url={route.editUrl} /> : null}
                {route.lastUpdated ? (
                  <p className="doc-article__last-updated">
                    Last updated on <time dateTime={route.lastUpdated.date}>{route.lastUpdated.formattedDate}</time>
                  </p>
                ) : null}
              </footer>
            ) : null}
          </article>
          <PaginationCards
            ariaLabel="Docs pages"
            prev={route.prev && { ...route.prev, sublabel: 'Previous' }}
            next={route.next && { ...route.next, sublabel: 'Next' }}
          />
        </div>
        {showToc ? (
          <div className="doc-page__toc">
            <TableOfContents toc={route.toc} />
          </div>
        ) : null}
      </div>
    </div>
  )
}
