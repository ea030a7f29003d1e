import type { NavbarSearchItem } from '../../src/shared/schemas/navbar-schema.js'
import type { NavbarSearchModel } from './navbar-model.js'

export function resolveSearchNavbarItem(item: NavbarSearchItem): NavbarSearchModel {
  return { kind: 'search', className: item.className }
}
