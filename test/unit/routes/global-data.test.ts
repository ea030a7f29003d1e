import { describe, expect, it } from 'vitest'
import type { ResolvedConfig } from '../../../src/config/site-config.js'
import type { DocEntry, VersionContent } from '../../../src/content/content-types.js'
import { DOCS_PLUGIN, siteGlobalData, withGlobalData } from '../../../src/routes/global-data.js'
import type { Route } from '../../../src/routes/route.js'
import type { RouteData, SidebarItem, VersionMeta } from '../../../src/shared/types.js'

const config = { baseUrl: '/sub/', docs: { routeBasePath: '/docs' } } as ResolvedConfig

const doc = (id: string, permalink: string, extra: Partial<DocEntry> = {}) =>
  ({ id, permalink, draft: false, unlisted: false, ...extra }) as DocEntry

function version(
  meta: Partial<VersionMeta>,
  docs: DocEntry[],
  sidebars: Record<string, SidebarItem[]>,
): VersionContent {
  return {
    meta: { name: 'current', label: 'Next', path: '/docs', isLast: true, mainDocId: 'intro', sidebars: {}, ...meta },
    docs,
    categories: [],
    sidebars,
  } as unknown as VersionContent
}

const guide: SidebarItem[] = [
  { type: 'link', label: 'Intro', href: '/docs/intro', docId: 'intro' },
  {
    type: 'category',
    label: 'Guides',
    href: '/docs/category/guides',
    items: [{ type: 'link', label: 'Setup', href: '/docs/guides/setup', docId: 'guides/setup' }],
  },
]

describe('siteGlobalData: what @docusaurus/plugin-content-docs gives as global data', () => {
  const data = siteGlobalData(config, {
    versions: [
      version(
        { sidebars: { guide: { link: { path: '/docs/intro', label: 'Intro' } }, empty: {} } },
        [
          doc('intro', '/docs/intro'),
          doc('guides/setup', '/docs/guides/setup'),
          doc('hidden', '/docs/hidden', { unlisted: true }),
          doc('category:/docs/category/guides', '/docs/category/guides', { generatedIndex: true }),
        ],
        { guide, empty: [] },
      ),
      version({ name: '1.x', label: '1.x', path: '/docs/1.x', isLast: false }, [doc('intro', '/docs/1.x/intro')], {}),
    ],
  })

  it("is the docs plugin's default instance: its path, breadcrumbs and versions, paths under the base URL", () => {
    const docs = data[DOCS_PLUGIN]!.default as { path: string; breadcrumbs: boolean; versions: unknown[] }
    expect(Object.keys(data)).toEqual([DOCS_PLUGIN])
    expect(docs.path).toBe('/sub/docs')
    expect(docs.breadcrumbs).toBe(true)
    expect(docs.versions[0]).toEqual({
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/sub/docs',
      mainDocId: 'intro',
      docs: [
        { id: 'intro', path: '/sub/docs/intro', sidebar: 'guide' },
        { id: 'guides/setup', path: '/sub/docs/guides/setup', sidebar: 'guide' },
        { id: 'hidden', path: '/sub/docs/hidden', unlisted: true },
        // a generated index by its slug in the version
        { id: '/category/guides', path: '/sub/docs/category/guides', sidebar: 'guide' },
      ],
      draftIds: [],
      sidebars: { guide: { link: { path: '/sub/docs/intro', label: 'Intro' } }, empty: {} },
    })
    expect(docs.versions[1]).toMatchObject({ name: '1.x', path: '/sub/docs/1.x', docs: [{ id: 'intro' }] })
  })

  it('is empty for a site without docs', () => {
    expect(siteGlobalData(config, { versions: [] })).toEqual({})
  })
})

describe('withGlobalData: on the routes whose page modules read it', () => {
  const route = (path: string, modules?: string[]) =>
    ({ path, data: { path, ...(modules && { modules }) } as RouteData }) as Route
  const routes = [route('/a', ['page:a']), route('/b', ['page:b']), route('/c')]

  it('adds it to those routes only, making it once', () => {
    let made = 0
    const out = withGlobalData(routes, { 'page:a': { usesGlobalData: true }, 'page:b': {} }, () => {
      made++
      return { x: { default: 1 } }
    })
    expect(out.map((r) => r.data.globalData)).toEqual([{ x: { default: 1 } }, undefined, undefined])
    expect(out[1]).toBe(routes[1])
    expect(made).toBe(1)
  })

  it('leaves the routes as they are, and makes nothing, when no page reads it', () => {
    const out = withGlobalData(routes, { 'page:a': {} }, () => {
      throw new Error('not needed')
    })
    expect(out).toBe(routes)
  })
})
