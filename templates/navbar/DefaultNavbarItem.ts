import type { NavbarLinkItem } from '../../src/shared/schemas/navbar-schema.js'
import { isExternalUrl } from '../common/links.js'
import { isPathUnder, type NavbarLinkModel, type NavbarContext } from './navbar-model.js'

/** A plain link: `to` (internal route) or `href` (external URL). Active on its route and below (or `activeBasePath`). */
export function resolveDefaultNavbarItem(item: NavbarLinkItem, { route }: NavbarContext): NavbarLinkModel {
  const href = item.to ?? item.href
  if (!href) throw new Error(`Navbar link "${item.label}" has neither \`to\` nor \`href\``)
  const external = isExternalUrl(href)
  const current = !external && route.path === href
  const active = !external && (current || isPathUnder(route.path, item.activeBasePath ?? href))
  return { kind: 'link', label: item.label, href, external, active, current, className: item.className }
}
