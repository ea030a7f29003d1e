import type { NavbarHtmlItem } from '../../src/shared/schemas/navbar-schema.js'
import type { NavbarHtmlModel } from './navbar-model.js'

export function resolveHtmlNavbarItem(item: NavbarHtmlItem): NavbarHtmlModel {
  if (typeof item.value !== 'string') throw new Error('Navbar html item needs a `value` string')
  return { kind: 'html', value: item.value, className: item.className }
}
