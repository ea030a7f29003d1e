import type { BlogPostRouteData } from '../../src/shared/types.js';
export declare function BlogPostPage({ route }: {
    route: BlogPostRouteData;
}): import("react/jsx-runtime").JSX.Element;
