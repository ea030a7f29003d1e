import type { NavbarDocsVersionDropdownItem } from '../../src/config/site-config.js';
import { type NavbarContext, type NavbarDropdownModel } from './navbar-model.js';
/**
 * One entry per docs version. On a doc, each entry leads to the same doc in that version, or to that version's
 * main doc when the doc does not exist there.
 */
export declare function resolveDocsVersionDropdownNavbarItem(item: NavbarDocsVersionDropdownItem, context: NavbarContext): NavbarDropdownModel;
