import type { ComponentType } from 'react';
import type { ComponentPageRouteData } from '../../src/shared/types.js';
/** A React page from content/pages, looked up in the registry the build (or the client entry) supplies. */
export declare function ComponentPage({ route, pages, }: {
    route: ComponentPageRouteData;
    pages: Record<string, ComponentType>;
}): import("react/jsx-runtime").JSX.Element;
