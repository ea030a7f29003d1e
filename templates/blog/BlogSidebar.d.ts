import type { BlogSidebarData } from '../../src/shared/types.js';
/** "Recent posts", grouped by year. */
export declare function BlogSidebar({ sidebar, activePath }: {
    sidebar: BlogSidebarData;
    activePath: string;
}): import("react/jsx-runtime").JSX.Element | null;
