import type { AnchorHTMLAttributes } from 'react';
/**
 * `href` as this site writes it (src/shared/paths.ts `publicHref`): under the base URL, routes with or without a
 * trailing slash as configured. External URLs and `#fragments` pass through. Every internal link a template or a
 * React page renders goes through this, on the server and in the browser alike.
 */
export declare function usePublicHref(): (href: string) => string;
/** A root-relative file path (`/img/logo.svg`) under the base URL; other URLs pass through. */
export declare function useFileUrl(): (src: string) => string;
/** An `<a>` to a route of the site, written as `usePublicHref` says (for pages: `<RouteLink href="/docs/intro">`). */
export declare function RouteLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & {
    href: string;
}): import("react/jsx-runtime").JSX.Element;
