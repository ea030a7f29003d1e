import type { NavbarLocaleDropdownItem } from '../../src/config/site-config.js';
import type { NavbarContext, NavbarDropdownModel } from './navbar-model.js';
/** The site has one locale (English), so the dropdown offers the current page in English. */
export declare function resolveLocaleDropdownNavbarItem(item: NavbarLocaleDropdownItem, { route }: NavbarContext): NavbarDropdownModel;
