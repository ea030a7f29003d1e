import type { TocItem } from '../../src/shared/types.js';
/** The right-hand "On this page" column (wide screens). The client highlights the heading in view. */
export declare function TableOfContents({ toc }: {
    toc: TocItem[];
}): import("react/jsx-runtime").JSX.Element | null;
