import type { MarkdownPageRouteData } from '../../src/shared/types.js';
/** A standalone Markdown page: title (unless hidden or empty), content, and a TOC on wide screens. */
export declare function MarkdownPage({ route }: {
    route: MarkdownPageRouteData;
}): import("react/jsx-runtime").JSX.Element;
