import { type ReactNode } from 'react';
import type { UrlRules } from '../src/shared/paths.js';
import type { RouteData, SiteData } from '../src/shared/types.js';
interface SiteContextValue {
    site: SiteData;
    route: RouteData;
}
/** Makes the site and the current route available to every component below (navbar items, pages). */
export declare function SiteProvider({ site, route, children }: SiteContextValue & {
    children: ReactNode;
}): import("react/jsx-runtime").JSX.Element;
/** The site and route, or null outside <SiteProvider> (markdown content rendered on its own, e.g. in tests). */
export declare function useOptionalSiteContext(): SiteContextValue | null;
export declare function useSite(): SiteData;
/** How the site writes URLs; outside a site (content rendered on its own) hrefs are written as given. */
export declare function useUrlRules(): UrlRules;
export declare function useRoute(): RouteData;
export {};
