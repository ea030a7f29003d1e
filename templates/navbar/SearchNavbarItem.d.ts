import type { NavbarSearchItem } from '../../src/config/site-config.js';
import type { NavbarSearchModel } from './navbar-model.js';
export declare function resolveSearchNavbarItem(item: NavbarSearchItem): NavbarSearchModel;
