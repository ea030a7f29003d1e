import type { NavbarDropdownItem } from '../../src/config/site-config.js';
import type { NavbarContext, NavbarDropdownModel } from './navbar-model.js';
/** A labelled group of plain links. */
export declare function resolveDropdownNavbarItem(item: NavbarDropdownItem, context: NavbarContext): NavbarDropdownModel;
