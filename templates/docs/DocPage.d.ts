import type { DocRouteData } from '../../src/shared/types.js';
/** A docs page: sidebar | content (banner, breadcrumbs, badge, title, body, tags, edit link, pagination) | TOC. */
export declare function DocPage({ route }: {
    route: DocRouteData;
}): import("react/jsx-runtime").JSX.Element;
