import type { NavbarDocItem } from '../../src/config/site-config.js';
import { type NavbarContext, type NavbarLinkModel } from './navbar-model.js';
/**
 * Links to one doc (by id) in the version being browsed (or the preferred one) when that version has it, else in
 * the latest version. A doc the latest version lacks is a config error (src/config/check-config-references.ts).
 */
export declare function resolveDocNavbarItem(item: NavbarDocItem, context: NavbarContext): NavbarLinkModel;
