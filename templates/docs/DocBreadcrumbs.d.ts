import type { NavLink } from '../../src/shared/types.js';
/** Home › categories › this page. Categories without a page of their own are plain text. */
export declare function DocBreadcrumbs({ homeHref, trail, title }: {
    homeHref: string;
    trail: NavLink[];
    title: string;
}): import("react/jsx-runtime").JSX.Element;
