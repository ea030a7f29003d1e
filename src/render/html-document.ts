import type { ResolvedConfig } from '../config/site-config.js'
import type { RouteData, SiteData } from '../shared/types.js'
import { DEFAULT_LOCALE, GENERATOR_NAME } from '../shared/constants.js'
import { escapeHtml } from '../shared/escape-html.js'
import { keyboardNavigationScript } from './keyboard-navigation-script.js'
import { announcementBarScript, themeScript } from './theme-script.js'
import {
  absoluteRouteUrl,
  hasCanonicalUrl,
  isNoIndexRoute,
  pageDescription,
  documentTitle,
  pageKeywords,
  pageTitle,
} from '../shared/page-head.js'
import { createSiteFactsCache, siteDataForPage, type SiteFactsCache } from './site-data-for-page.js'
import {
  type ContentDigests,
  createContentDigests,
  createRouteDataDigestCache,
  createRouteDataJsonCache,
  routeDataJson,
  type RouteDataDigestCache,
  type RouteDataJsonCache,
} from './route-data-json.js'
import { getOrCreate } from '../get-or-create.js'
import { escapeJsonForScript, jsonForScript } from './json-for-script.js'
import { fetchedRouteDataScript, ROUTE_DATA_INLINE_MAX_CHARS } from './fetched-route-data.js'

export interface PageAssets {
  /** CSS files loaded by every page */
  css: string[]
  /** the client entry module */
  entry: string
  /** chunks to modulepreload on this page (e.g. its component page chunk) */
  preload: string[]
}

export interface DocumentInput {
  config: ResolvedConfig
  site: SiteData
  route: RouteData
  /** server-rendered markup of the app */
  appHtml: string
  assets: PageAssets
  canonicalPath: string
  /** extra head markup (e.g. feed links) */
  extraHead?: string
}

/** What a document is made with, from one page to the next (and one watch build to the next: BuildCache). */
export interface HtmlDocumentCache {
  /** the site data every page of a small site inlines is one object: its JSON, made once */
  siteDataJson: WeakMap<SiteData, string>
  siteFacts: SiteFactsCache
  routeDataJson: RouteDataJsonCache
  /** digests of route data (the build cache's keys): render/route-data-json.ts */
  routeDataDigest: RouteDataDigestCache
  /** digests of content trees known without serialising them (the build cache's Markdown entries register them) */
  contentDigests: ContentDigests
}

export function createHtmlDocumentCache(): HtmlDocumentCache {
  return {
    siteDataJson: new WeakMap(),
    siteFacts: createSiteFactsCache(),
    routeDataJson: createRouteDataJsonCache(),
    routeDataDigest: createRouteDataDigestCache(),
    contentDigests: createContentDigests(),
  }
}

function siteDataJson(site: SiteData, route: RouteData, cache: HtmlDocumentCache): string {
  const pageSite = siteDataForPage(site, route, cache.siteFacts)
  if (pageSite !== site) return jsonForScript(pageSite)
  return getOrCreate(cache.siteDataJson, site, () => jsonForScript(site))
}

/** whether the config's head tags have a `<meta name="…">` of this name */
function setsMeta(headTags: ResolvedConfig['headTags'], name: string): boolean {
  return (headTags ?? []).some((tag) => tag.tagName === 'meta' && tag.attributes.name === name)
}

/** The element the React render is put in (and hydrated in: src/client/start-client.tsx). */
export const APP_ROOT = '<div id="__hd">'

/** The full HTML document of one route. */
export function renderHtmlDocument(input: DocumentInput, cache: HtmlDocumentCache): string {
  const { config, site, route, assets } = input
  const title = pageTitle(site, route)
  const description = pageDescription(site, route)
  const descriptionTag = (attribute: string) =>
    description === null ? [] : [`<meta ${attribute} content="${escapeHtml(description)}">`]
  const keywords = pageKeywords(route)
  const canonical = hasCanonicalUrl(route) ? absoluteRouteUrl(site, input.canonicalPath) : null
  const noIndex = config.noIndex || isNoIndexRoute(route)
  // a long route's data is fetched before the entry runs (fetched-route-data.ts), not inlined
  const routeJson = routeDataJson(route, cache.routeDataJson)
  const inlined = routeJson.length <= ROUTE_DATA_INLINE_MAX_CHARS
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(documentTitle(site, route))}</title>`,
    ...descriptionTag('name="description"'),
    ...(keywords === null ? [] : [`<meta name="keywords" content="${escapeHtml(keywords)}">`]),
    `<meta name="generator" content="${GENERATOR_NAME}">`,
    ...(canonical === null ? [] : [`<link rel="canonical" href="${escapeHtml(canonical)}">`]),
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    ...descriptionTag('property="og:description"'),
    ...(canonical === null ? [] : [`<meta property="og:url" content="${escapeHtml(canonical)}">`]),
    `<meta property="og:type" content="${route.kind === 'blogPost' ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.title)}">`,
    // the default card, unless the site's head tags set their own (Docusaurus' themeConfig.metadata replaces it)
    ...(setsMeta(config.headTags, 'twitter:card') ? [] : ['<meta name="twitter:card" content="summary">']),
    `<meta name="docsearch:language" content="${DEFAULT_LOCALE}">`,
    `<meta name="docsearch:docusaurus_tag" content="${escapeHtml(route.docsearchTag)}">`,
    ...(noIndex ? ['<meta name="robots" content="noindex, nofollow">'] : []),
    ...(config.favicon
      ? [
          `<link rel="icon" href="${escapeHtml(withBase(config.baseUrl, config.favicon))}"${config.favicon.endsWith('.svg') ? ' type="image/svg+xml"' : ''}>`,
        ]
      : []),
    ...(site.search.backend === 'algolia'
      ? [
          `<link rel="preconnect" href="https://${site.search.appId.toLowerCase()}-dsn.algolia.net" crossorigin="anonymous">`,
        ]
      : []),
    ...(config.headTags ?? []).map(
      (tag) =>
        `<${tag.tagName}${Object.entries(tag.attributes)
          .map(([k, v]) => (v === true ? ` ${k}` : v === false ? '' : ` ${k}="${escapeHtml(v)}"`))
          .join('')}>${tag.tagName === 'script' ? '</script>' : ''}`,
    ),
    input.extraHead ?? '',
    `<script>${themeScript(site.colorMode)}${keyboardNavigationScript()}${site.announcementBar?.closeable ? announcementBarScript(site.announcementBar.id) : ''}</script>`,
    ...assets.css.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...(inlined
      ? [`<script type="module" src="${assets.entry}"></script>`]
      : // the entry is imported once the data is in, and downloaded meanwhile
        [
          `<script type="module">${fetchedRouteDataScript(site, route, assets.entry)}</script>`,
          `<link rel="modulepreload" href="${assets.entry}">`,
        ]),
    // low priority: fetched from the start (no round trip lost before hydration) but after the stylesheet, which
    // first paint waits for (Lighthouse mobile: FCP 1.58 -> 0.98 s on /docs/intro, the preloads had shared the
    // slow link with the CSS)
    ...assets.preload.map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low">`),
  ].filter(Boolean)
  return `<!doctype html>
<html lang="${DEFAULT_LOCALE}" dir="ltr" data-theme="${site.colorMode.defaultMode}">
<head>
${head.join('\n')}
</head>
<body>
${APP_ROOT}${input.appHtml}</div>
<script id="__HD_DATA__" type="application/json">${inlined ? escapeJsonForScript(`{"route":${routeJson}}`) : ''}</script>
<script id="__HD_SITE__" type="application/json">${siteDataJson(site, route, cache)}</script>
</body>
</html>
`
}

function withBase(baseUrl: string, file: string): string {
  if (/^https?:\/\//.test(file)) return file
  return baseUrl.replace(/\/$/, '') + '/' + file.replace(/^\//, '')
}
