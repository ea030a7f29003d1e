import type { ReactNode } from 'react';
import type { BlogSidebarData } from '../../src/shared/types.js';
/** Blog pages: recent-posts sidebar | main column | optional right column (a post's table of contents). */
export declare function BlogLayout({ sidebar, activePath, aside, children, }: {
    sidebar?: BlogSidebarData;
    activePath: string;
    aside?: ReactNode;
    children: ReactNode;
}): import("react/jsx-runtime").JSX.Element;
