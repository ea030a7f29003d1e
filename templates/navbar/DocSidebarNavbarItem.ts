import type { NavbarDocSidebarItem } from '../../src/shared/schemas/navbar-schema.js'
import { activeVersion, type NavbarContext, type NavbarLinkModel } from './navbar-model.js'

/** Links to the first doc of a sidebar of the browsed (else latest) version. */
export function resolveDocSidebarNavbarItem(item: NavbarDocSidebarItem, context: NavbarContext): NavbarLinkModel {
  const { route } = context
  const version = activeVersion(context)
  const sidebar = version.sidebars[item.sidebarId]
  if (!sidebar) throw new Error(`Sidebar "${item.sidebarId}" does not exist in docs version ${version.label}`)
  if (!sidebar.link)
    throw new Error(`Sidebar "${item.sidebarId}" has no link, so the docSidebar navbar item cannot link anywhere`)
  const href = sidebar.link.path
  const active = route.kind === 'doc' && route.version === version.name && route.sidebarName === item.sidebarId
  return {
    kind: 'link',
    label: item.label,
    href,
    external: false,
    active,
    current: route.path === href,
    className: item.className,
  }
}
