import type { NavbarDocSidebarItem } from '../../src/config/site-config.js'
import type { SidebarItem } from '../../src/shared/types.js'
import { activeVersion, type NavbarContext, type NavbarLinkModel } from './navbar-model.js'

function firstLink(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') {
      if (!item.unlisted) return item.href
    } else {
      if (item.href && !item.linkUnlisted) return item.href
      const inner = firstLink(item.items)
      if (inner) return inner
    }
  }
  return undefined
}

/**
 * Links to the first doc of a sidebar of the browsed (else latest) version. The route only carries the sidebar of
 * the doc being shown, so elsewhere the item falls back to the version's main doc.
 */
export function resolveDocSidebarNavbarItem(item: NavbarDocSidebarItem, context: NavbarContext): NavbarLinkModel {
  const { route } = context
  const version = activeVersion(context)
  const onThisSidebar = route.kind === 'doc' && route.version === version.name && route.sidebarName === item.sidebarId
  let href = version.mainDocPath
  if (onThisSidebar) {
    const first = firstLink(route.sidebar)
    if (!first) throw new Error(`Sidebar "${item.sidebarId}" has no link, so the docSidebar navbar item cannot link anywhere`)
    href = first
  }
  return { kind: 'link', label: item.label, href, external: false, active: onThisSidebar, current: route.path === href, className: item.className }
}
