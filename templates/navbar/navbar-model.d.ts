import type { NavbarItem } from '../../src/config/site-config.js';
import type { RenderProblemReporter } from '../RenderProblems.js';
import type { RouteData, SiteData, VersionMeta } from '../../src/shared/types.js';
import type { IconName } from '../common/Icon.js';
/** What a navbar item needs to resolve itself: the site and the route being shown. */
export interface NavbarContext {
    site: SiteData;
    route: RouteData;
    /** the docs version name the reader chose in the version dropdown (browser only, after hydration) */
    preferredVersion?: string;
}
/** A navbar item config, checked and turned into what the views render. Resolving may throw on a bad config. */
export interface NavbarLinkModel {
    kind: 'link';
    label: string;
    href: string;
    external: boolean;
    /** the section this link leads to is being shown (styling) */
    active: boolean;
    /** the link points at this very page (aria-current) */
    current: boolean;
    className?: string;
    /** following this link remembers this docs version as the preferred one (version dropdown entries) */
    docsVersionName?: string;
}
export interface NavbarDropdownModel {
    kind: 'dropdown';
    label: string;
    /** label of the collapsible group in the mobile menu ('Versions', 'Languages') */
    mobileLabel: string;
    items: NavbarLinkModel[];
    active: boolean;
    icon?: IconName;
    className?: string;
}
export interface NavbarSearchModel {
    kind: 'search';
    className?: string;
}
export interface NavbarHtmlModel {
    kind: 'html';
    value: string;
    className?: string;
}
export type NavbarItemModel = NavbarLinkModel | NavbarDropdownModel | NavbarSearchModel | NavbarHtmlModel;
export type NavbarItemResolver<T extends NavbarItem> = (item: T, context: NavbarContext) => NavbarItemModel;
/** The version whose docs are shown, when the page is a doc. */
export declare function browsedVersion({ site, route }: NavbarContext): VersionMeta | undefined;
export declare function latestVersion(site: SiteData): VersionMeta;
/** The browsed version, else the reader's preferred one, else the latest. */
export declare function activeVersion(context: NavbarContext): VersionMeta;
/** Is `path` the page `href` or below it (segment-wise)? */
export declare function isPathUnder(path: string, href: string): boolean;
/** Reports a failed item to the build's reporter when there is one (server render), else to the console. */
export declare function reportNavbarItemError(item: NavbarItem, error: unknown, reporter?: RenderProblemReporter): void;
