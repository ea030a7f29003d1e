import type { BlogListRouteData } from '../../src/shared/types.js';
export declare function BlogListPage({ route }: {
    route: BlogListRouteData;
}): import("react/jsx-runtime").JSX.Element;
