import type { GlobalData, SiteData } from '../../src/shared/types.js'

/** The subset of Docusaurus' `themeConfig` our site data holds. */
export interface ThemeConfig {
  navbar: SiteData['navbar']
  footer: SiteData['footer']
  colorMode: SiteData['colorMode']
  announcementBar?: SiteData['announcementBar']
}

/** What `useDocusaurusContext()` returns, made from our site data. */
export interface DocusaurusContext {
  siteConfig: {
    title: string
    tagline: string
    url: string
    baseUrl: string
    trailingSlash: boolean
    customFields: Record<string, unknown>
    themeConfig: ThemeConfig
  }
  siteMetadata: { docusaurusVersion: string }
  /**
   * the plugins' global data (`@docusaurus/useGlobalData`'s): on a page whose code reads it, else empty (the build
   * sends it to those pages only: src/render/load-component-pages.ts)
   */
  globalData: GlobalData
  i18n: { defaultLocale: string; currentLocale: string; locales: string[] }
}

/** Docusaurus' context from the site data and the page's global data (pure: unit-tested). */
export function docusaurusContextOf(site: SiteData, globalData: GlobalData = {}): DocusaurusContext {
  return {
    siteConfig: {
      title: site.title,
      tagline: site.tagline,
      url: site.url,
      baseUrl: site.baseUrl,
      trailingSlash: site.trailingSlash,
      customFields: site.customFields ?? {},
      themeConfig: {
        navbar: site.navbar,
        footer: site.footer,
        colorMode: site.colorMode,
        ...(site.announcementBar ? { announcementBar: site.announcementBar } : {}),
      },
    },
    // the Docusaurus version whose APIs these modules follow
    siteMetadata: { docusaurusVersion: '3' },
    globalData,
    i18n: { defaultLocale: 'en', currentLocale: 'en', locales: ['en'] },
  }
}
