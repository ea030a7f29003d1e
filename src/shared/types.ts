/**
 * Plain data that crosses from the build into the browser. Everything here is JSON-serialisable:
 * templates render it on the server and the client renders the very same values after hydration or a
 * client-side navigation. No functions, no Dates (ISO strings), no Maps.
 */
import type { Element as HastElement, Root as HastRoot } from 'hast'
import type { FooterGroup } from './schemas/footer-schema.js'
import type { NavbarItem } from './schemas/navbar-schema.js'
import type { AnnouncementBarConfig } from './schemas/theme-config-schema.js'

export type { HastRoot }

export interface TocItem {
  id: string
  /**
   * the heading's inline content as HTML (Docusaurus' TOC value: inline code, emphasis, strong and deleted text kept,
   * text escaped; src/markdown/toc-value.ts)
   */
  value: string
  level: number
}

export interface NavLink {
  label: string
  href: string
}

export interface SidebarLink {
  type: 'link'
  label: string
  href: string
  docId?: string
  unlisted?: boolean
}
export interface SidebarCategory {
  type: 'category'
  label: string
  href?: string
  items: SidebarItem[]
  linkUnlisted?: boolean
  /** in a large sidebar, a category off the page's trail: sent without its items, `href` leads into it (routes/prune-sidebar.ts) */
  collapsed?: boolean
  /** the reader can fold and unfold it (Docusaurus' `collapsible`; without it a category is always open) */
  collapsible?: boolean
  /** with `collapsible`: folded when a page opens, unless it holds that page (Docusaurus' `collapsed`) */
  startCollapsed?: boolean
}
export type SidebarItem = SidebarLink | SidebarCategory

/** One docs version as the browser sees it (dropdown, banner, search facet). */
export interface VersionMeta {
  /** 'current', '4.x', '3.x' */
  name: string
  /** '5.0', '4.x', '3.x' */
  label: string
  /** route prefix: '/docs', '/docs/4.x' */
  path: string
  isLast: boolean
  mainDocId: string
  /** route of the main doc */
  mainDocPath: string
  /** 'docs-default-current', 'docs-default-4.x' */
  docsearchTag: string
  banner: 'unmaintained' | 'unreleased' | null
  badge: boolean
  /** docId → route, so the dropdown can switch to the same page in another version */
  docPaths: Record<string, string>
  /** each sidebar of the version with its first link (what a `docSidebar` navbar item points to) */
  sidebars: Record<string, { link?: { path: string; label: string } }>
}

/**
 * One file of the embedded search index: the records of one docs version (`tag`, its docusaurus_tag) plus those of
 * the pages outside the docs (tag `default`), which every file holds. A site without docs versions has one file,
 * tagged `default`. The browser loads only the files its facet filters ask for.
 */
export interface LocalIndexPart {
  tag: string
  /** root-relative; the same name from one build to the next (revalidated like route data, not immutable) */
  url: string
}

/** Site-wide data every page needs (navbar, footer, versions). Inlined once per HTML page. */
export interface SiteData {
  title: string
  tagline: string
  /** between a page's title and the site's in `<title>`; absent: `|` */
  titleDelimiter?: string
  /** a page without a description has no description tags, not the tagline's (a Docusaurus site); absent: the tagline's */
  noTaglineDescription?: true
  url: string
  baseUrl: string
  trailingSlash: boolean
  navbar: { title: string; logo?: { src: string; alt: string }; hideOnScroll: boolean; items: NavbarItem[] }
  /** none when the config has no footer */
  footer?: { style: 'dark' | 'light'; links: FooterGroup[]; copyright?: string }
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean }
  announcementBar?: AnnouncementBarConfig
  /** docs plugin id (for the remembered-version storage key) */
  docsPluginId: string
  versions: VersionMeta[]
  search:
    | { backend: 'local'; indexParts: LocalIndexPart[]; searchPagePath: string }
    | {
        backend: 'algolia'
        appId: string
        apiKey: string
        indexName: string
        contextualSearch: boolean
        searchPagePath: string
        /** themeConfig.algolia.searchParameters, added to every query (see searchRequestBody) */
        searchParameters?: Record<string, unknown>
      }
  /** the client code's id (its bundle's hashed file names), appended to route data URLs: new code, new URLs */
  buildId: string
  /**
   * A site with live code blocks: URLs of the live code editor chunk and of the chunks it imports that the shell
   * does not, which pages with live blocks prefetch when the browser is idle (src/client/live/prefetch-live-editor.ts)
   */
  liveEditor?: string[]
  /** the config's customFields, for site code (`useDocusaurusContext().siteConfig.customFields`); absent when none */
  customFields?: Record<string, unknown>
}

export interface BlogAuthor {
  key?: string
  name: string
  title?: string
  url?: string
  imageURL?: string
  /** their name links to `mailto:` it when they have neither a page nor a URL (as Docusaurus) */
  email?: string
  /** the route of the author's page (authors.yml `page`, on a blog with authors pages): their name links there */
  page?: string
  /** their profiles elsewhere (`socials`), in the order written; absent when they have none */
  socials?: BlogAuthorSocial[]
}

/** An author's link to a profile elsewhere, shown as an icon under their title. */
export interface BlogAuthorSocial {
  /** a known platform's key in lower case (`github`), any other as written */
  platform: string
  /** the platform's name (`GitHub`, `Stack Overflow`; an unknown platform's key): the link's title and name */
  label: string
  /** an absolute http(s) or mailto: URL */
  url: string
  /** the icon: SVG path data in a 24×24 box, filled with the text colour */
  icon: string
}

/** An author of authors.yml on the authors pages, with the number of their listed posts. */
export interface BlogAuthorItem extends BlogAuthor {
  count: number
}

export interface BlogTag {
  label: string
  permalink: string
  /** a blog tag's description from the blog's tags file, shown on its page */
  description?: string
}

export interface BlogPostSummary {
  title: string
  permalink: string
  /** ISO date, YYYY-MM-DD */
  date: string
  formattedDate: string
  readingTimeMinutes: number
  authors: BlogAuthor[]
  tags: BlogTag[]
  /** content up to the truncate marker (or the whole post when there is none) */
  excerpt: HastRoot
  hasTruncateMarker: boolean
  /** the key of the post's MDX content module (an `<hd-mdx-content>` in its hast renders it), when it has one */
  contentModule?: string
}

export interface BlogSidebarData {
  title: string
  /** posts grouped by year, newest first */
  years: Array<{ year: string; posts: NavLink[] }>
}

/** Common to every route's data. */
interface RouteDataBase {
  /** route path, e.g. '/docs/intro' */
  path: string
  /** `<title>` without the site suffix; '' for the home page */
  title: string
  /** the `<title>` a React page's `<Head>` sets, written as given, without the suffix (og:title keeps `title`) */
  headTitle?: string
  description: string
  /** value of `docsearch:docusaurus_tag` */
  docsearchTag: string
  noIndex?: boolean
  /** front matter `keywords` (`<meta name="keywords">`); absent when there are none */
  keywords?: string[]
  /**
   * the page modules the route renders with, by registry key (its React page, the MDX content modules of its doc or
   * posts: src/routes/route-modules.ts); absent when there are none. The browser loads these before rendering it.
   */
  modules?: string[]
  /**
   * Docusaurus' global data (`@docusaurus/useGlobalData`), on a page whose code reads it (src/routes/global-data.ts);
   * absent otherwise
   */
  globalData?: GlobalData
}

/** Docusaurus' global data: plugin name → plugin id → what that plugin instance gives every page. */
export type GlobalData = Record<string, Record<string, unknown>>

export interface DocRouteData extends RouteDataBase {
  kind: 'doc'
  version: string
  docId: string
  /**
   * a Docusaurus site's content's own `#` heading: the page shows it whatever the front matter title, and
   * `hide_title` does not hide it, as Docusaurus does (the title stays the page's `<title>` and sidebar label);
   * absent otherwise
   */
  heading?: string
  hideTitle: boolean
  hideTableOfContents: boolean
  content: HastRoot
  toc: TocItem[]
  sidebarName: string
  sidebar: SidebarItem[]
  breadcrumbs: NavLink[]
  prev?: NavLink
  next?: NavLink
  editUrl?: string
  tags: BlogTag[]
  /** when the doc last changed (docs.showLastUpdateTime) */
  lastUpdated?: { date: string; formattedDate: string }
  /** the key of the doc's MDX content module (an `<hd-mdx-content>` in `content` renders it), when it has one */
  contentModule?: string
}

/** A page of a paginated list of posts (the blog's list, an author's page) with its neighbours' routes. */
interface BlogPostsPage {
  posts: BlogPostSummary[]
  page: number
  totalPages: number
  prevPage?: string
  nextPage?: string
  sidebar: BlogSidebarData
}

export interface BlogListRouteData extends RouteDataBase, BlogPostsPage {
  kind: 'blogList'
}

export interface BlogPostRouteData extends RouteDataBase {
  kind: 'blogPost'
  post: Omit<BlogPostSummary, 'excerpt'> & {
    content: HastRoot
    toc: TocItem[]
    hideTableOfContents: boolean
    /** "Edit this page" */
    editUrl?: string
  }
  prev?: NavLink
  next?: NavLink
  sidebar: BlogSidebarData
}

export interface BlogTagsRouteData extends RouteDataBase {
  kind: 'blogTags'
  tags: Array<BlogTag & { count: number }>
  sidebar: BlogSidebarData
}

export interface BlogTagRouteData extends RouteDataBase {
  kind: 'blogTag'
  tag: BlogTag
  posts: BlogPostSummary[]
  sidebar: BlogSidebarData
}

/** `<blog>/authors`: every author of authors.yml, with their post counts. */
export interface BlogAuthorsRouteData extends RouteDataBase {
  kind: 'blogAuthors'
  authors: BlogAuthorItem[]
  sidebar: BlogSidebarData
}

/** An author's page (authors.yml `page`), paginated like the blog's list. */
export interface BlogAuthorRouteData extends RouteDataBase, BlogPostsPage {
  kind: 'blogAuthor'
  author: BlogAuthorItem
  /** the authors list's route ("View all authors") */
  authorsPath: string
}

export interface BlogArchiveRouteData extends RouteDataBase {
  kind: 'blogArchive'
  years: Array<{ year: string; posts: Array<NavLink & { date: string; formattedDate: string }> }>
}

export interface MarkdownPageRouteData extends RouteDataBase {
  kind: 'markdownPage'
  hideTitle: boolean
  content: HastRoot
  toc: TocItem[]
  hideTableOfContents: boolean
  /** the key of the `.mdx` page's content module (an `<hd-mdx-content>` in `content` renders it), when it has one */
  contentModule?: string
}

/** A React page from content/pages/*.tsx; `component` is the key into the page registry. */
export interface ComponentPageRouteData extends RouteDataBase {
  kind: 'componentPage'
  component: string
  /**
   * the page puts its own `<main>` in the frame (a page written with Docusaurus' `@theme/Layout`): the frame's main
   * wrapper is a `<div>` (templates/Layout.tsx); absent otherwise
   */
  ownMain?: true
  /**
   * an .mdx page's live blocks as `<pre>`s (src/markdown/rehype-module-live-blocks.ts), with their compiled modules
   * and previews (src/live): its module's blocks read them (ModuleLiveCodeBlock); absent without live blocks
   */
  liveBlocks?: HastElement[]
}

export interface SearchRouteData extends RouteDataBase {
  kind: 'search'
}

export interface NotFoundRouteData extends RouteDataBase {
  kind: 'notFound'
}

export type RouteData =
  | DocRouteData
  | BlogListRouteData
  | BlogPostRouteData
  | BlogTagsRouteData
  | BlogTagRouteData
  | BlogArchiveRouteData
  | BlogAuthorsRouteData
  | BlogAuthorRouteData
  | MarkdownPageRouteData
  | ComponentPageRouteData
  | SearchRouteData
  | NotFoundRouteData

export type RouteKind = RouteData['kind']
