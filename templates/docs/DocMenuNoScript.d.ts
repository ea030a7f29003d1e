import type { SidebarItem } from '../../src/shared/types.js';
/**
 * The docs sidebar for small screens without JavaScript: there the sidebar column is hidden and the mobile menu
 * cannot open, so this native disclosure ("Docs menu", above the content) holds the same tree. CSS shows it only
 * at ≤ 996 px while `<html>` has no `js` class (the head script adds it), so readers with JavaScript never see it.
 */
export declare function DocMenuNoScript({ items, activePath }: {
    items: SidebarItem[];
    activePath: string;
}): import("react/jsx-runtime").JSX.Element;
