import type { NavbarLinkItem } from '../../src/config/site-config.js';
import { type NavbarLinkModel, type NavbarContext } from './navbar-model.js';
/** A plain link: `to` (internal route) or `href` (external URL). Active on its route and below (or `activeBasePath`). */
export declare function resolveDefaultNavbarItem(item: NavbarLinkItem, { route }: NavbarContext): NavbarLinkModel;
