import type { SidebarItem } from '../../src/shared/types.js';
/** The left column of a docs page (hidden on small screens, where the mobile menu shows the same tree). */
export declare function DocSidebar({ items, activePath }: {
    items: SidebarItem[];
    activePath: string;
}): import("react/jsx-runtime").JSX.Element;
