import type { BlogTagRouteData } from '../../src/shared/types.js';
/** `1 post tagged with "x"` / `3 posts tagged with "x"` */
export declare function tagPageTitle(count: number, label: string): string;
export declare function BlogTagPage({ route }: {
    route: BlogTagRouteData;
}): import("react/jsx-runtime").JSX.Element;
