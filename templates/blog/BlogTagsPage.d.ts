import type { BlogTagsRouteData } from '../../src/shared/types.js';
/** Every tag with the number of posts carrying it. */
export declare function BlogTagsPage({ route }: {
    route: BlogTagsRouteData;
}): import("react/jsx-runtime").JSX.Element;
