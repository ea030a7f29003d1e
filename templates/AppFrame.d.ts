import type { ComponentType, ReactNode } from 'react';
import type { RouteData, RouteKind, SiteData } from '../src/shared/types.js';
import { type RenderProblemReporter } from './RenderProblems.js';
export type PageKind = Exclude<RouteKind, 'componentPage'>;
export type PageComponent<K extends PageKind> = ComponentType<{
    route: Extract<RouteData, {
        kind: K;
    }>;
}>;
/** Page components by route kind: all of them on the server (App.tsx), the ones loaded so far in the browser. */
export type PageComponents = {
    [K in PageKind]?: PageComponent<K>;
};
/**
 * The frame every page renders in: site and route context, the layout chrome, and the crash boundary around the
 * page. The server (App) and the browser (src/client/ClientRoot.tsx) both render through it, so hydration matches.
 */
export declare function AppFrame({ site, route, onRenderProblem, children, }: {
    site: SiteData;
    route: RouteData;
    onRenderProblem?: RenderProblemReporter;
    children: ReactNode;
}): import("react/jsx-runtime").JSX.Element;
/** The page of a route: its kind's component, or the React page of a component page. */
export declare function RoutePage({ route, pages, pageComponents, }: {
    route: RouteData;
    pages: Record<string, ComponentType>;
    pageComponents: PageComponents;
}): import("react/jsx-runtime").JSX.Element;
