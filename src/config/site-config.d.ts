/**
 * The shape of `site.config.ts` (what an author writes) and of the resolved config (defaults filled in)
 * that every later stage reads. Field names follow Docusaurus where one exists, so configs migrate.
 */
import type { PrismThemeName } from './prism-theme-names.js';
export type NavbarPosition = 'left' | 'right';
interface NavbarItemBase {
    position?: NavbarPosition;
    label?: string;
    className?: string;
}
/** A plain link: `to` is an internal route, `href` an external URL. */
export interface NavbarLinkItem extends NavbarItemBase {
    type?: 'default';
    label: string;
    to?: string;
    href?: string;
    /** highlight the item when the current path starts with this prefix */
    activeBasePath?: string;
}
/** Links to the main doc (or `docId`) of the version being browsed (or the latest / preferred one). */
export interface NavbarDocsVersionItem extends NavbarItemBase {
    type: 'docsVersion';
    label: string;
    docId?: string;
}
export interface NavbarDocsVersionDropdownItem extends NavbarItemBase {
    type: 'docsVersionDropdown';
    /** restrict / order the versions shown (names: 'current', '4.x', …); default: all */
    versions?: string[];
    dropdownActiveClassDisabled?: boolean;
}
/** Links to the first doc of a sidebar of the browsed version. */
export interface NavbarDocSidebarItem extends NavbarItemBase {
    type: 'docSidebar';
    sidebarId: string;
    label: string;
}
export interface NavbarDocItem extends NavbarItemBase {
    type: 'doc';
    docId: string;
    label?: string;
}
export interface NavbarDropdownItem extends NavbarItemBase {
    type: 'dropdown';
    label: string;
    items: NavbarLinkItem[];
}
export interface NavbarSearchItem extends NavbarItemBase {
    type: 'search';
}
export interface NavbarLocaleDropdownItem extends NavbarItemBase {
    type: 'localeDropdown';
}
export interface NavbarHtmlItem extends NavbarItemBase {
    type: 'html';
    /** trusted HTML from the site author */
    value: string;
}
export type NavbarItem = NavbarLinkItem | NavbarDocsVersionItem | NavbarDocsVersionDropdownItem | NavbarDocSidebarItem | NavbarDocItem | NavbarDropdownItem | NavbarSearchItem | NavbarLocaleDropdownItem | NavbarHtmlItem;
export interface FooterLink {
    label: string;
    to?: string;
    href?: string;
}
export interface FooterGroup {
    title: string;
    items: FooterLink[];
}
export interface AlgoliaConfig {
    appId: string;
    apiKey: string;
    indexName: string;
    contextualSearch?: boolean;
    searchPagePath?: string | false;
    searchParameters?: Record<string, unknown>;
}
export interface AnnouncementBarConfig {
    id: string;
    /** trusted HTML from the site author */
    content: string;
    closeable?: boolean;
    backgroundColor?: string;
    textColor?: string;
}
export interface ThemeConfig {
    navbar: {
        title: string;
        logo?: {
            src: string;
            alt: string;
        };
        hideOnScroll?: boolean;
        items: NavbarItem[];
    };
    footer: {
        style?: 'dark' | 'light';
        links: FooterGroup[];
        copyright?: string;
    };
    colorMode?: {
        defaultMode?: 'light' | 'dark';
        disableSwitch?: boolean;
        respectPrefersColorScheme?: boolean;
    };
    /** code colours: names of prism-react-renderer themes (src/config/prism-theme-names.ts) for light and dark mode */
    prism?: {
        theme?: PrismThemeName;
        darkTheme?: PrismThemeName;
    };
    announcementBar?: AnnouncementBarConfig;
    algolia?: AlgoliaConfig;
    tableOfContents?: {
        minHeadingLevel?: number;
        maxHeadingLevel?: number;
    };
}
export interface DocsVersionConfig {
    /** label shown in the dropdown, e.g. '5.0' */
    label?: string;
    /** URL segment under the docs base, e.g. '4.x'; '' for the latest version */
    path?: string;
    banner?: 'none' | 'unmaintained' | 'unreleased';
    badge?: boolean;
}
export interface DocsConfig {
    /** folder holding one sub-folder per version, relative to the site dir (default content/docs) */
    dir?: string;
    /** URL base of the docs (default /docs) */
    routeBasePath?: string;
    /** version names, newest first; 'current' is the folder `current` (default ['current']) */
    versions?: string[];
    /** which version is served at the base path (default 'current') */
    lastVersion?: string;
    versionOptions?: Record<string, DocsVersionConfig>;
    /** explicit sidebars per version; when absent a `tutorialSidebar` is generated from the folder */
    sidebars?: Record<string, Record<string, SidebarConfigItem[]>>;
    /**
     * Where a doc's "Edit this page" link leads. A string is the base the doc's path (relative to the site dir) is
     * appended to; a function (Docusaurus' signature) returns the whole URL for one doc, or undefined for none.
     */
    editUrl?: string | EditUrlFunction;
    showLastUpdateTime?: boolean;
}
/** What an `editUrl` function is given about a doc (as Docusaurus gives it). */
export interface EditUrlParams {
    /** version name: `current`, `4.x`… */
    version: string;
    /** the version's folder, relative to the site dir: `content/docs/current` */
    versionDocsDirPath: string;
    /** the doc's file inside that folder: `api/use-hotkeys.md` */
    docPath: string;
    /** the doc's route: `/docs/api/use-hotkeys` */
    permalink: string;
    locale: string;
}
export type EditUrlFunction = (params: EditUrlParams) => string | undefined;
/** Sidebar items as written in config (explicit sidebars). */
export type SidebarConfigItem = string | {
    type: 'doc';
    id: string;
    label?: string;
} | {
    type: 'link';
    href: string;
    label: string;
} | {
    type: 'category';
    label: string;
    items: SidebarConfigItem[];
    link?: {
        type: 'doc';
        id: string;
    };
} | {
    type: 'autogenerated';
    dirName: string;
};
export interface BlogConfig {
    dir?: string;
    routeBasePath?: string;
    blogTitle?: string;
    blogDescription?: string;
    postsPerPage?: number;
    blogSidebarCount?: number | 'ALL';
    blogSidebarTitle?: string;
    feedOptions?: {
        type?: Array<'rss' | 'atom'>;
        title?: string;
        description?: string;
        copyright?: string;
    };
}
export interface SiteConfig {
    title: string;
    tagline?: string;
    url: string;
    baseUrl?: string;
    trailingSlash?: boolean;
    favicon?: string;
    noIndex?: boolean;
    organizationName?: string;
    projectName?: string;
    onBrokenLinks?: 'throw' | 'warn' | 'ignore';
    onBrokenAnchors?: 'throw' | 'warn' | 'ignore';
    onBrokenMarkdownLinks?: 'throw' | 'warn' | 'ignore';
    onDuplicateRoutes?: 'throw' | 'warn' | 'ignore';
    /** extra tags for every page's <head> */
    headTags?: Array<{
        tagName: 'link' | 'meta';
        attributes: Record<string, string>;
    }>;
    i18n?: {
        defaultLocale: string;
        locales: string[];
    };
    themeConfig: ThemeConfig;
    docs?: DocsConfig;
    blog?: BlogConfig | false;
    /** content folders, relative to the site dir */
    contentDir?: string;
    staticDir?: string;
    /** `llms.txt` settings */
    llms?: {
        title?: string;
        description?: string;
        order?: string[];
    };
    /** which search backend the site uses: hosted (algolia) when configured, else local */
    search?: {
        backend?: 'auto' | 'algolia' | 'local';
    };
    /** values of the author's own; the generator ignores them (every other unknown key is a config error) */
    customFields?: Record<string, unknown>;
}
/** Helper for typed config files: `export default defineConfig({...})`. */
export declare function defineConfig(config: SiteConfig): SiteConfig;
/** The config after validation, with every default filled in. Later stages read only this. */
export interface ResolvedConfig extends Omit<SiteConfig, 'docs' | 'blog'> {
    /** absolute path of the folder holding the config file; every relative path below is relative to it */
    siteDir: string;
    /** absolute path of the config file; error messages show it as `path.relative(siteDir, configFile)` */
    configFile: string;
    /**
     * Best-effort positions of the config's keys in configFile, keyed by config path
     * (`themeConfig.footer.links[0].items[1].to`, see formatConfigPath); look one up with locateConfigPath.
     */
    configLocations?: Record<string, {
        line: number;
        column: number;
    }>;
    /** absolute paths of the local files bundled into the config (the config itself first), for watch mode */
    configDependencies?: string[];
    baseUrl: string;
    trailingSlash: boolean;
    onBrokenLinks: 'throw' | 'warn' | 'ignore';
    onBrokenAnchors: 'throw' | 'warn' | 'ignore';
    onBrokenMarkdownLinks: 'throw' | 'warn' | 'ignore';
    onDuplicateRoutes: 'throw' | 'warn' | 'ignore';
    /** relative to siteDir, normalised (`content`); likewise docs.dir and blog.dir (`content/docs`, `content/blog`) */
    contentDir: string;
    staticDir: string;
    docs: Required<Pick<DocsConfig, 'dir' | 'routeBasePath' | 'versions' | 'lastVersion'>> & Omit<DocsConfig, 'dir' | 'routeBasePath' | 'versions' | 'lastVersion'>;
    blog: (Required<Pick<BlogConfig, 'dir' | 'routeBasePath' | 'blogTitle' | 'postsPerPage' | 'blogSidebarTitle'>> & BlogConfig) | false;
    /** the backend actually used after applying `search.backend` and CLI overrides */
    searchBackend: 'algolia' | 'local';
}
export {};
