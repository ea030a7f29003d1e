import type { NavbarDocSidebarItem } from '../../src/config/site-config.js';
import { type NavbarContext, type NavbarLinkModel } from './navbar-model.js';
/** Links to the first doc of a sidebar of the browsed (else latest) version. */
export declare function resolveDocSidebarNavbarItem(item: NavbarDocSidebarItem, context: NavbarContext): NavbarLinkModel;
