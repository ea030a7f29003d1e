import type { TocItem } from '../../src/shared/types.js';
/** "On this page" above the content on small screens: a native disclosure, so it works without JavaScript. */
export declare function TocCollapsible({ toc }: {
    toc: TocItem[];
}): import("react/jsx-runtime").JSX.Element | null;
