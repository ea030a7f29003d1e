import type { NavbarLocaleDropdownItem } from '../../src/shared/schemas/navbar-schema.js'
import type { NavbarContext, NavbarDropdownModel } from './navbar-model.js'

/** The site has one locale (English), so the dropdown offers the current page in English. */
export function resolveLocaleDropdownNavbarItem(
  item: NavbarLocaleDropdownItem,
  { route }: NavbarContext,
): NavbarDropdownModel {
  return {
    kind: 'dropdown',
    label: 'English',
    mobileLabel: 'Languages',
    icon: 'globe',
    active: false,
    className: item.className,
    items: [{ kind: 'link', label: 'English', href: route.path, external: false, active: true, current: true }],
  }
}
