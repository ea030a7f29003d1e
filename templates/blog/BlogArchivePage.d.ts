import type { BlogArchiveRouteData } from '../../src/shared/types.js';
/** Every post, grouped by year (newest first as given). */
export declare function BlogArchivePage({ route }: {
    route: BlogArchiveRouteData;
}): import("react/jsx-runtime").JSX.Element;
