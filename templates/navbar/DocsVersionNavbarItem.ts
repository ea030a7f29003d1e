import type { NavbarDocsVersionItem } from '../../src/shared/schemas/navbar-schema.js'
import { activeVersion, type NavbarContext, type NavbarLinkModel } from './navbar-model.js'

/** Links to the main doc (or `docId`) of the version being browsed, else of the latest version. */
export function resolveDocsVersionNavbarItem(item: NavbarDocsVersionItem, context: NavbarContext): NavbarLinkModel {
  const version = activeVersion(context)
  const href = (item.docId && version.docPaths[item.docId]) || version.mainDocPath
  const { route } = context
  return {
    kind: 'link',
    label: item.label,
    href,
    external: false,
    active: route.kind === 'doc' && route.version === version.name,
    current: route.path === href,
    className: item.className,
  }
}
