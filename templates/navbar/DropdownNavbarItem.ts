import type { NavbarDropdownItem } from '../../src/shared/schemas/navbar-schema.js'
import { resolveDefaultNavbarItem } from './DefaultNavbarItem.js'
import type { NavbarContext, NavbarDropdownModel } from './navbar-model.js'

/** A labelled group of plain links. */
export function resolveDropdownNavbarItem(item: NavbarDropdownItem, context: NavbarContext): NavbarDropdownModel {
  const items = item.items.map((link) => resolveDefaultNavbarItem(link, context))
  return {
    kind: 'dropdown',
    label: item.label,
    mobileLabel: item.label,
    items,
    active: items.some((i) => i.active),
    className: item.className,
  }
}
