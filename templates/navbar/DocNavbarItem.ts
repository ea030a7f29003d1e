import type { NavbarDocItem } from '../../src/shared/schemas/navbar-schema.js'
import { activeVersion, latestVersion, type NavbarContext, type NavbarLinkModel } from './navbar-model.js'

/**
 * Links to one doc (by id) in the version being browsed (or the preferred one) when that version has it, else in
 * the latest version. A doc the latest version lacks is a config error (src/config/check-config-references.ts).
 */
export function resolveDocNavbarItem(item: NavbarDocItem, context: NavbarContext): NavbarLinkModel {
  const active = activeVersion(context)
  const version = item.docId in active.docPaths ? active : latestVersion(context.site)
  const href = version.docPaths[item.docId]
  if (!href)
    throw new Error(
      `Navbar doc item refers to doc id "${item.docId}", which does not exist in the latest docs version ${version.label}`,
    )
  const { route } = context
  return {
    kind: 'link',
    label: item.label ?? item.docId,
    href,
    external: false,
    active: route.kind === 'doc' && route.version === version.name && route.docId === item.docId,
    current: route.path === href,
    className: item.className,
  }
}
