import { beforeAll, describe, expect, it } from 'vitest'
import path from 'node:path'
import { build, type BuildResult } from '../../src/build.js'
import type { DocRouteData, SidebarItem } from '../../src/shared/types.js'
import { REPO_ROOT } from '../helpers/fixture-site.js'

/** The spec's route list (§2), per docs version. */
const CURRENT_DOCS = [
  'intro',
  'migrate-to-5',
  'api/is-hotkey-pressed',
  'api/use-hotkeys',
  'api/use-record-hotkeys',
  'documentation/advanced-usage',
  'documentation/hotkeys-provider',
  'documentation/installation',
  'documentation/is-hotkey-pressed',
  'documentation/typescript',
  'documentation/use-record-hotkeys',
  'documentation/useHotkeys/basic-usage',
  'documentation/useHotkeys/disable-hotkeys',
  'documentation/useHotkeys/ignore-layouts',
  'documentation/useHotkeys/scoping-hotkeys',
  'documentation/useHotkeys/setting-callback-dependencies',
]
const V4_DOCS = CURRENT_DOCS.filter((d) => d !== 'documentation/useHotkeys/ignore-layouts').map((d) =>
  d === 'migrate-to-5' ? 'migrate-to-4' : d,
)
const V3_DOCS = [
  'intro',
  'api/is-hotkey-pressed',
  'api/use-hotkeys',
  'api/use-is-hotkey-pressed',
  'documentation/advanced-usage',
  'documentation/installation',
  'documentation/is-hotkey-pressed',
  'documentation/typescript',
  'documentation/useHotkeys/basic-usage',
  'documentation/useHotkeys/disable-hotkeys',
  'documentation/useHotkeys/scoping-hotkeys',
  'documentation/useHotkeys/setting-callback-dependencies',
]
const OTHER_ROUTES = [
  '/',
  '/blog',
  '/blog/archive',
  '/blog/new-documentation',
  '/blog/tags',
  '/blog/tags/documentation',
  '/blog/tags/support',
  '/blog/tags/v-4',
  '/markdown-page',
  '/search',
  '/404',
  '/docs',
  '/docs/4.x',
  '/docs/3.x',
]

/** Sidebar outline of each version, as labels (categories as [label, children]). */
type Outline = Array<string | [string, Outline]>
const CURRENT_SIDEBAR: Outline = [
  'Quick Start',
  [
    'Documentation',
    [
      'Installation',
      [
        'useHotkeys',
        ['Basic Usage', 'Scoping Hotkeys', 'Callback Dependencies', 'Disable/Enable Hotkeys', 'Keyboard Layouts'],
      ],
      'useRecordHotkeys',
      'isHotkeyPressed',
      'Grouping Hotkeys together',
      'Advanced Usage',
      'Using TypeScript',
    ],
  ],
  ['API', ['useHotkeys', 'isHotkeyPressed', 'useRecordHotkeys']],
  'Migrate from 4.x to 5.x',
]
const V4_SIDEBAR: Outline = [
  'Quick Start',
  [
    'Documentation',
    [
      'Installation',
      ['useHotkeys', ['Basic Usage', 'Scoping Hotkeys', 'Callback Dependencies', 'Disable/Enable Hotkeys']],
      'useRecordHotkeys',
      'isHotkeyPressed',
      'Grouping Hotkeys together',
      'Advanced Usage',
      'Using TypeScript',
    ],
  ],
  ['API', ['useHotkeys', 'isHotkeyPressed', 'useRecordHotkeys']],
  'Migrate from 3.x to 4.x',
]
const V3_SIDEBAR: Outline = [
  'Quick Start',
  [
    'Documentation',
    [
      'Installation',
      ['useHotkeys', ['Basic Usage', 'Scoping Hotkeys', 'Callback Dependencies', 'Disable/Enable Hotkeys']],
      'isHotkeyPressed',
      'Advanced Usage',
      'Using TypeScript',
    ],
  ],
  ['API', ['useHotkeys', 'isHotkeyPressed', 'useIsHotkeyPressed']],
]

function outline(items: SidebarItem[]): Outline {
  return items.map((item) => (item.type === 'link' ? item.label : [item.label, outline(item.items)]))
}

describe('the react-hotkeys-hook site', () => {
  let result: BuildResult
  beforeAll(async () => {
    result = await build({ configFile: path.join(REPO_ROOT, 'site.config.ts'), dryRun: true, searchBackend: 'local' })
  })

  it('has exactly the routes of the spec', () => {
    const expected = [
      ...OTHER_ROUTES,
      ...CURRENT_DOCS.map((d) => `/docs/${d}`),
      ...V4_DOCS.map((d) => `/docs/4.x/${d}`),
      ...V3_DOCS.map((d) => `/docs/3.x/${d}`),
    ].sort()
    expect(result.routes.map((r) => r.path).sort()).toEqual(expected)
  })

  it.each([
    ['current', '/docs/intro', CURRENT_SIDEBAR],
    ['4.x', '/docs/4.x/intro', V4_SIDEBAR],
    ['3.x', '/docs/3.x/intro', V3_SIDEBAR],
  ])('orders the %s sidebar as the spec does', (_version, intro, expected) => {
    const route = result.routes.find((r) => r.path === intro)!
    const data = route.data as DocRouteData
    expect(data.sidebarName).toBe('tutorialSidebar')
    expect(outline(data.sidebar)).toEqual(expected)
  })

  it('builds with no broken links and no broken anchors', () => {
    expect(result.links.brokenLinks).toEqual([])
    expect(result.links.brokenAnchors).toEqual([])
  })

  it('links versioned pages to their own version, leaving it only towards an intro or migration guide', () => {
    const leaving: string[] = []
    for (const route of result.routes) {
      if (route.data.kind !== 'doc' || route.data.version === 'current') continue
      const prefix = `/docs/${route.data.version}/`
      for (const link of route.markdownLinks) {
        if (link.href.startsWith('/docs/') && !link.href.startsWith(prefix)) leaving.push(link.href)
      }
    }
    expect(leaving.length).toBeGreaterThan(0)
    for (const href of leaving) expect(href).toMatch(/^\/docs\/((4|3)\.x\/)?(intro|migrate-to-\d)(#|$)/)
    const root = result.routes.find((r) => r.path === '/docs/4.x')!
    expect((root.data as DocRouteData).docId).toBe('intro')
  })

  it("edit links point at each page's source in the upstream documentation package (docs/, versioned_docs/version-*/, .mdx)", () => {
    const editUrl = (path: string) => (result.routes.find((r) => r.path === path)!.data as DocRouteData).editUrl
    const upstream = 'https://github.com/JohannesKlauss/react-hotkeys-hook/edit/main/packages/documentation'
    expect(editUrl('/docs/documentation/useHotkeys/basic-usage')).toBe(
      `${upstream}/docs/documentation/useHotkeys/basic-usage.mdx`,
    )
    expect(editUrl('/docs/intro')).toBe(`${upstream}/docs/intro.mdx`)
    expect(editUrl('/docs/4.x/documentation/hotkeys-provider')).toBe(
      `${upstream}/versioned_docs/version-4.x/documentation/hotkeys-provider.mdx`,
    )
    expect(editUrl('/docs/3.x/api/use-is-hotkey-pressed')).toBe(
      `${upstream}/versioned_docs/version-3.x/api/use-is-hotkey-pressed.mdx`,
    )
    // every docs page has one
    const docs = result.routes.filter((r) => r.data.kind === 'doc')
    expect(docs.filter((r) => !(r.data as DocRouteData).editUrl?.startsWith(`${upstream}/`))).toEqual([])
  })
})
