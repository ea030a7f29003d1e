import type { NavbarItem } from '../../src/shared/schemas/navbar-schema.js'
import type { RenderProblemReporter } from '../RenderProblems.js'
import type { RouteData, SiteData, VersionMeta } from '../../src/shared/types.js'
import type { IconName } from '../common/Icon.js'
import { findLatestVersion } from '../common/versions.js'
import { describeNavbarItem } from '../../src/shared/describe-navbar-item.js'

/** What a navbar item needs to resolve itself: the site and the route being shown. */
export interface NavbarContext {
  site: SiteData
  route: RouteData
  /** the docs version name the reader chose in the version dropdown (browser only, after hydration) */
  preferredVersion?: string
}

/** A navbar item config, checked and turned into what the views render. Resolving may throw on a bad config. */
export interface NavbarLinkModel {
  kind: 'link'
  label: string
  href: string
  external: boolean
  /** the section this link leads to is being shown (styling) */
  active: boolean
  /** the link points at this very page (aria-current) */
  current: boolean
  className?: string
  /** following this link remembers this docs version as the preferred one (version dropdown entries) */
  docsVersionName?: string
}
export interface NavbarDropdownModel {
  kind: 'dropdown'
  label: string
  /** label of the collapsible group in the mobile menu ('Versions', 'Languages') */
  mobileLabel: string
  items: NavbarLinkModel[]
  active: boolean
  icon?: IconName
  className?: string
}
export interface NavbarSearchModel {
  kind: 'search'
  className?: string
}
export interface NavbarHtmlModel {
  kind: 'html'
  value: string
  className?: string
}
export type NavbarItemModel = NavbarLinkModel | NavbarDropdownModel | NavbarSearchModel | NavbarHtmlModel

export type NavbarItemResolver<T extends NavbarItem> = (item: T, context: NavbarContext) => NavbarItemModel

/** The version whose docs are shown, when the page is a doc. */
export function browsedVersion({ site, route }: NavbarContext): VersionMeta | undefined {
  return route.kind === 'doc' ? site.versions.find((v) => v.name === route.version) : undefined
}

export function latestVersion(site: SiteData): VersionMeta {
  const version = findLatestVersion(site)
  if (!version) throw new Error('The site has no docs versions, so docs navbar items cannot link anywhere')
  return version
}

/** The browsed version, else the reader's preferred one, else the latest. */
export function activeVersion(context: NavbarContext): VersionMeta {
  const preferred = context.preferredVersion
    ? context.site.versions.find((v) => v.name === context.preferredVersion)
    : undefined
  return browsedVersion(context) ?? preferred ?? latestVersion(context.site)
}

/** Is `path` the page `href` or below it (segment-wise)? */
export function isPathUnder(path: string, href: string): boolean {
  const base = href.split(/[?#]/)[0].replace(/\/$/, '')
  if (base === '') return path === '/'
  return path === base || path.startsWith(`${base}/`)
}

/** Reports a failed item to the build's reporter when there is one (server render), else to the console. */
export function reportNavbarItemError(item: NavbarItem, error: unknown, reporter?: RenderProblemReporter): void {
  if (reporter) reporter({ item, message: error instanceof Error ? error.message : String(error) })
  else console.error(`Navbar item failed to render: ${JSON.stringify(describeNavbarItem(item))}`, error)
}
