import { describe, expect, it } from 'vitest'
import { createSiteFactsCache, siteDataForPage } from '../../../src/render/site-data-for-page.js'
import { SITE_DATA_FULL_DOC_PATHS_MAX } from '../../../src/shared/constants.js'
import type { RouteData, SiteData, VersionMeta } from '../../../src/shared/types.js'
import { makeSite, versions } from '../templates/fixtures.js'

const docRoute = (docId: string) =>
  ({ kind: 'doc', docId, version: 'current', path: `/docs/${docId}` }) as unknown as RouteData
const blogRoute = { kind: 'blogList', path: '/blog' } as unknown as RouteData

function bigSite(): SiteData {
  const many = Object.fromEntries(
    Array.from({ length: SITE_DATA_FULL_DOC_PATHS_MAX + 1 }, (_, i) => [`page-${i}`, `/docs/page-${i}`]),
  )
  const big: VersionMeta = { ...versions[0], docPaths: { ...versions[0].docPaths, ...many } }
  return makeSite({ versions: [big, versions[1], versions[2]] })
}

describe('siteDataForPage', () => {
  it('returns the very same object for every page of a small site', () => {
    const site = makeSite()
    const cache = createSiteFactsCache()
    expect(siteDataForPage(site, docRoute('api/use-hotkeys'), cache)).toBe(site)
    expect(siteDataForPage(site, blogRoute, cache)).toBe(site)
  })

  it('keeps, in a large site, the navbar doc ids, main docs and the page own doc in every version', () => {
    const site = bigSite()
    const cache = createSiteFactsCache()
    const page = siteDataForPage(site, docRoute('api/use-hotkeys'), cache)
    expect(page.versions.map((v) => v.docPaths)).toEqual([
      { intro: '/docs/intro', 'api/use-hotkeys': '/docs/api/use-hotkeys' },
      { intro: '/docs/4.x/intro', 'api/use-hotkeys': '/docs/4.x/api/use-hotkeys' },
      { intro: '/docs/3.x/intro', 'api/use-hotkeys': '/docs/3.x/api/use-hotkeys' },
    ])
    expect(siteDataForPage(site, blogRoute, cache).versions[0].docPaths).toEqual({ intro: '/docs/intro' })
    // everything else is the site's own data
    expect({ ...page, versions: [] }).toEqual({ ...site, versions: [] })
    expect(Object.keys(site.versions[0].docPaths).length).toBeGreaterThan(SITE_DATA_FULL_DOC_PATHS_MAX)
  })
})
