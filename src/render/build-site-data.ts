import type { ResolvedConfig } from '../config/site-config.js'
import type { SiteContent } from '../content/content-types.js'
import type { LocalIndexPart, SiteData } from '../shared/types.js'
import { SEARCH_PAGE_PATH } from '../shared/constants.js'
import { withBaseUrl } from '../shared/paths.js'
import { isDocusaurusConfigFile } from '../config/site-config-file.js'

/** The site-wide data every page's template receives (navbar, footer, versions, search settings). */
export function buildSiteData(
  config: ResolvedConfig,
  content: SiteContent,
  buildId: string,
  searchIndexParts: LocalIndexPart[],
): SiteData {
  const theme = config.themeConfig
  const algolia = theme.algolia
  const searchPagePath =
    typeof algolia?.searchPagePath === 'string' && algolia.searchPagePath
      ? `/${algolia.searchPagePath.replace(/^\/|\/$/g, '')}`
      : SEARCH_PAGE_PATH
  const site: SiteData = {
    title: config.title,
    tagline: config.tagline ?? '',
    ...(config.titleDelimiter !== undefined && { titleDelimiter: config.titleDelimiter }),
    // Docusaurus writes no description for a page without one (observed: docs, posts, Markdown and React pages)
    ...(isDocusaurusConfigFile(config.configFile) && { noTaglineDescription: true as const }),
    url: config.url,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    navbar: {
      title: theme.navbar.title,
      hideOnScroll: theme.navbar.hideOnScroll ?? true,
      items: theme.navbar.items,
      ...(theme.navbar.logo ? { logo: theme.navbar.logo } : {}),
    },
    ...(theme.footer && {
      footer: {
        style: theme.footer.style ?? 'dark',
        links: theme.footer.links,
        ...(theme.footer.copyright ? { copyright: theme.footer.copyright } : {}),
      },
    }),
    colorMode: {
      defaultMode: theme.colorMode?.defaultMode ?? 'light',
      disableSwitch: theme.colorMode?.disableSwitch ?? false,
      respectPrefersColorScheme: theme.colorMode?.respectPrefersColorScheme ?? false,
    },
    docsPluginId: 'default',
    ...(config.customFields ? { customFields: config.customFields } : {}),
    versions: content.versions.map((v) => v.meta),
    search:
      config.searchBackend === 'algolia' && algolia
        ? {
            backend: 'algolia',
            appId: algolia.appId,
            apiKey: algolia.apiKey,
            indexName: algolia.indexName,
            contextualSearch: algolia.contextualSearch ?? true,
            searchPagePath,
            ...(algolia.searchParameters && Object.keys(algolia.searchParameters).length > 0
              ? { searchParameters: algolia.searchParameters }
              : {}),
          }
        : {
            backend: 'local',
            indexParts: searchIndexParts.map((part) => ({ ...part, url: withBaseUrl(config.baseUrl, part.url) })),
            searchPagePath,
          },
    buildId,
  }
  if (theme.announcementBar) site.announcementBar = theme.announcementBar
  return site
}
