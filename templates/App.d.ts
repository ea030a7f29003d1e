import type { ComponentType } from 'react';
import type { RouteData, SiteData } from '../src/shared/types.js';
import { type PageComponent, type PageKind } from './AppFrame.js';
import type { RenderProblemReporter } from './RenderProblems.js';
/**
 * The page component of each route kind (component pages come from the page registry instead). The browser loads
 * them by kind on demand (src/client/page-kind-loaders.ts, kept in step by a unit test).
 */
export declare const pageComponents: {
    [K in PageKind]: PageComponent<K>;
};
export interface AppProps {
    site: SiteData;
    route: RouteData;
    /** React pages from content/pages, by registry key (`route.component`) */
    pages?: Record<string, ComponentType>;
    /** told about parts of the page that failed to render (the build counts them as warnings) */
    onRenderProblem?: RenderProblemReporter;
}
/** The whole page body: layout chrome around the component for the route's kind. */
export declare function App({ site, route, pages, onRenderProblem }: AppProps): import("react/jsx-runtime").JSX.Element;
