import type { NavbarHtmlItem } from '../../src/config/site-config.js';
import type { NavbarHtmlModel } from './navbar-model.js';
export declare function resolveHtmlNavbarItem(item: NavbarHtmlItem): NavbarHtmlModel;
