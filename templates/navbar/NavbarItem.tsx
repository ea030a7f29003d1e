import { Suspense } from 'react'
import type { NavbarItem as NavbarItemConfig } from '../../src/shared/schemas/navbar-schema.js'
import { usePreferredDocsVersion } from '../hooks/usePreferredDocsVersion.js'
import { useRenderProblemReporter, type RenderProblemReporter } from '../RenderProblems.js'
import { useRoute, useSite } from '../SiteContext.js'
import { resolveDefaultNavbarItem } from './DefaultNavbarItem.js'
import { resolveDocNavbarItem } from './DocNavbarItem.js'
import { resolveDocSidebarNavbarItem } from './DocSidebarNavbarItem.js'
import { resolveDocsVersionDropdownNavbarItem } from './DocsVersionDropdownNavbarItem.js'
import { resolveDocsVersionNavbarItem } from './DocsVersionNavbarItem.js'
import { resolveDropdownNavbarItem } from './DropdownNavbarItem.js'
import { resolveHtmlNavbarItem } from './HtmlNavbarItem.js'
import { resolveLocaleDropdownNavbarItem } from './LocaleDropdownNavbarItem.js'
import { NavbarDropdown } from './NavbarDropdown.js'
import { NavbarHtml } from './NavbarHtml.js'
import { NavbarItemErrorBoundary } from './NavbarItemErrorBoundary.js'
import { NavbarLink } from './NavbarLink.js'
import { reportNavbarItemError, type NavbarContext, type NavbarItemModel } from './navbar-model.js'
import { resolveSearchNavbarItem } from './SearchNavbarItem.js'
import { SearchButton } from './SearchButton.js'

/** Checks an item config against the site and route. Throws on an unknown type or a config that cannot resolve. */
export function resolveNavbarItem(item: NavbarItemConfig, context: NavbarContext): NavbarItemModel {
  switch (item.type) {
    case undefined:
    case 'default':
      return resolveDefaultNavbarItem(item, context)
    case 'docsVersion':
      return resolveDocsVersionNavbarItem(item, context)
    case 'docsVersionDropdown':
      return resolveDocsVersionDropdownNavbarItem(item, context)
    case 'docSidebar':
      return resolveDocSidebarNavbarItem(item, context)
    case 'doc':
      return resolveDocNavbarItem(item, context)
    case 'dropdown':
      return resolveDropdownNavbarItem(item, context)
    case 'search':
      return resolveSearchNavbarItem(item)
    case 'localeDropdown':
      return resolveLocaleDropdownNavbarItem(item, context)
    case 'html':
      return resolveHtmlNavbarItem(item)
    default:
      throw new Error(`Unknown navbar item type "${(item as { type?: unknown }).type}"`)
  }
}

interface NavbarItemProps {
  item: NavbarItemConfig
  mobile?: boolean
  onNavigate?: () => void
}

function NavbarItemView({
  model,
  mobile,
  onNavigate,
}: {
  model: NavbarItemModel
  mobile: boolean
  onNavigate?: () => void
}) {
  const site = useSite()
  switch (model.kind) {
    case 'link':
      return <NavbarLink model={model} mobile={mobile} onNavigate={onNavigate} />
    case 'dropdown':
      return <NavbarDropdown model={model} mobile={mobile} onNavigate={onNavigate} />
    case 'html':
      return <NavbarHtml model={model} mobile={mobile} />
    case 'search':
      // the search control stays in the bar on small screens, so the mobile menu leaves it out
      return mobile ? null : <SearchButton searchPagePath={site.search.searchPagePath} className={model.className} />
  }
}

/**
 * On the server a view that throws falls back through the Suspense boundary (the browser renders it again), and
 * this fallback is what shows: it tells the build's reporter, so the failure is a counted warning, not silence.
 * Nothing suspends while rendering on the server, and in the browser there is no reporter.
 */
function ServerRenderFallback({ item, report }: { item: NavbarItemConfig; report?: RenderProblemReporter }) {
  report?.({ item, message: 'its view threw while rendering on the server' })
  return null
}

/**
 * One navbar item. A config that cannot be resolved, or a view that throws, is reported with the item's position,
 * type and label, and the item renders nothing; the rest of the navbar is unaffected (on the server too: config
 * errors are caught while resolving, render errors fall back through the Suspense boundary to the client). The
 * build counts these reports as warnings.
 */
export function NavbarItem({ item, mobile = false, onNavigate }: NavbarItemProps) {
  const site = useSite()
  const route = useRoute()
  const report = useRenderProblemReporter()
  const preferredVersion = usePreferredDocsVersion(site.docsPluginId)
  let model: NavbarItemModel
  try {
    model = resolveNavbarItem(item, { site, route, preferredVersion })
  } catch (error) {
    reportNavbarItemError(item, error, report)
    return null
  }
  return (
    <NavbarItemErrorBoundary item={item}>
      <Suspense fallback={<ServerRenderFallback item={item} report={report} />}>
        <NavbarItemView model={model} mobile={mobile} onNavigate={onNavigate} />
      </Suspense>
    </NavbarItemErrorBoundary>
  )
}
