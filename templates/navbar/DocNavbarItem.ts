import type { NavbarDocItem } from '../../src/config/site-config.js'
import { activeVersion, type NavbarContext, type NavbarLinkModel } from './navbar-model.js'

/** Links to one doc (by id) in the version being browsed, else the latest. An unknown id is an error. */
export function resolveDocNavbarItem(item: NavbarDocItem, context: NavbarContext): NavbarLinkModel {
  const version = activeVersion(context)
  const href = version.docPaths[item.docId]
  if (!href) throw new Error(`Navbar doc item refers to doc id "${item.docId}", which does not exist in docs version ${version.label}`)
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
