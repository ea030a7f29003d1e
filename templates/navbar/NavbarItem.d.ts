import type { NavbarItem as NavbarItemConfig } from '../../src/config/site-config.js';
import { type NavbarContext, type NavbarItemModel } from './navbar-model.js';
/** Checks an item config against the site and route. Throws on an unknown type or a config that cannot resolve. */
export declare function resolveNavbarItem(item: NavbarItemConfig, context: NavbarContext): NavbarItemModel;
interface NavbarItemProps {
    item: NavbarItemConfig;
    mobile?: boolean;
    onNavigate?: () => void;
}
/**
 * One navbar item. A config that cannot be resolved, or a view that throws, is reported with the item's position,
 * type and label, and the item renders nothing; the rest of the navbar is unaffected (on the server too: config
 * errors are caught while resolving, render errors fall back through the Suspense boundary to the client). The
 * build counts these reports as warnings.
 */
export declare function NavbarItem({ item, mobile, onNavigate }: NavbarItemProps): import("react/jsx-runtime").JSX.Element | null;
export {};
