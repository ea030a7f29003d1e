import type { SidebarItem } from '../../src/shared/types.js';
interface DocSidebarMenuProps {
    items: SidebarItem[];
    activePath: string;
    onNavigate?: () => void;
    level?: number;
}
/**
 * The docs sidebar tree (desktop sidebar and the mobile secondary menu). Categories are always expanded: the site
 * does not make them collapsible (a very large sidebar reaches a page pruned to its trail, the other categories
 * `collapsed` to a link, see src/routes/prune-sidebar.ts). Unlisted items show only while they are the page being read.
 */
export declare function DocSidebarMenu({ items, activePath, onNavigate, level }: DocSidebarMenuProps): import("react/jsx-runtime").JSX.Element;
export {};
