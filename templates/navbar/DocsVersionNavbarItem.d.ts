import type { NavbarDocsVersionItem } from '../../src/config/site-config.js';
import { type NavbarContext, type NavbarLinkModel } from './navbar-model.js';
/** Links to the main doc (or `docId`) of the version being browsed, else of the latest version. */
export declare function resolveDocsVersionNavbarItem(item: NavbarDocsVersionItem, context: NavbarContext): NavbarLinkModel;
