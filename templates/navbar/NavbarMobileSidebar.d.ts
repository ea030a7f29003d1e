import { type ReactNode } from 'react';
import type { NavbarItem as NavbarItemConfig } from '../../src/config/site-config.js';
import type { MobileSidebarState } from './useMobileSidebar.js';
interface NavbarMobileSidebarProps {
    id: string;
    state: MobileSidebarState;
    items: NavbarItemConfig[];
    /** the secondary menu (the docs sidebar on docs pages) */
    secondary: ReactNode;
    /** closes the panel and puts focus back on the toggle button */
    onDismiss: () => void;
}
/** The panel the hamburger button opens on small screens: navbar items, and on docs pages the docs sidebar. */
export declare function NavbarMobileSidebar({ id, state, items, secondary, onDismiss }: NavbarMobileSidebarProps): import("react/jsx-runtime").JSX.Element;
export {};
