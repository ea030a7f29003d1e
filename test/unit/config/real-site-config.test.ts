import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkConfigReferences } from '../../../src/config/check-config-references.js'
import { configLocation } from '../../../src/config/config-location.js'
import { loadConfig } from '../../../src/config/load-config.js'
import type { ResolvedConfig } from '../../../src/config/site-config.js'

const SITE_CONFIG = fileURLToPath(new URL('../../../site.config.ts', import.meta.url))
const REPO = 'https://github.com/JohannesKlauss/react-hotkeys-hook'

describe('the react-hotkeys-hook site.config.ts', () => {
  let config: ResolvedConfig
  beforeAll(async () => {
    config = await loadConfig(SITE_CONFIG)
  })

  it('validates and resolves', () => {
    expect(config.siteDir).toBe(path.dirname(SITE_CONFIG))
    expect(config.configFile).toBe(SITE_CONFIG)
    expect(config).toMatchObject({
      title: 'React Hotkeys Hook',
      tagline: 'Use hotkeys in a declarative way',
      url: 'https://johannesklauss.github.io',
      baseUrl: '/',
      trailingSlash: false,
      favicon: 'img/favicon.svg',
      organizationName: 'Johannes Klauss',
      projectName: 'react-hotkeys-hook',
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'warn',
      onBrokenMarkdownLinks: 'warn',
      onDuplicateRoutes: 'warn',
      contentDir: 'content',
      staticDir: 'static',
    })
  })

  it('has three docs versions, 5.0 at the docs base', () => {
    expect(config.docs).toMatchObject({
      dir: 'content/docs',
      routeBasePath: '/docs',
      versions: ['current', '4.x', '3.x'],
      lastVersion: 'current',
      versionOptions: {
        current: { label: '5.0', path: '' },
        '4.x': { label: '4.x', path: '4.x', banner: 'unmaintained' },
        '3.x': { label: '3.x', path: '3.x', banner: 'unmaintained' },
      },
    })
  })

  it("edit links lead to each page's source in the upstream package: docs/ for 5.0, versioned_docs/version-<name>/ for older, .mdx", () => {
    const editUrl = config.docs.editUrl as Exclude<typeof config.docs.editUrl, string | undefined>
    expect(typeof editUrl).toBe('function')
    const at = (version: string, docPath: string) =>
      editUrl({ version, docPath, versionDocsDirPath: `content/docs/${version}`, permalink: '', locale: 'en' })
    const upstream = `${REPO}/edit/main/packages/documentation`
    expect(at('current', 'api/use-hotkeys.md')).toBe(`${upstream}/docs/api/use-hotkeys.mdx`)
    expect(at('4.x', 'documentation/installation.md')).toBe(
      `${upstream}/versioned_docs/version-4.x/documentation/installation.mdx`,
    )
    expect(at('3.x', 'intro.md')).toBe(`${upstream}/versioned_docs/version-3.x/intro.mdx`)
  })

  it('has the navbar of site.md', () => {
    expect(config.themeConfig.navbar.title).toBe('React Hotkeys Hook')
    expect(config.themeConfig.navbar.items).toEqual([
      { type: 'docsVersion', label: 'Documentation', docId: 'intro', position: 'left' },
      { label: 'Blog', to: '/blog', position: 'left' },
      { type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true },
      { label: 'GitHub', href: REPO, position: 'right' },
      { type: 'search', position: 'right' },
    ])
  })

  it('has the footer groups Docs, API and More with the spec’s links', () => {
    const footer = config.themeConfig.footer!
    expect(footer.style).toBe('dark')
    expect(footer.copyright).toBe('Built with hotkeys-docs.')
    expect(
      footer.links.map((group) => [group.title, group.items.map((item) => [item.label, item.to ?? item.href])]),
    ).toEqual([
      [
        'Docs',
        [
          ['Quick Start', '/docs/intro'],
          ['useHotkeys', '/docs/documentation/useHotkeys/basic-usage'],
          ['isHotkeyPressed', '/docs/documentation/is-hotkey-pressed'],
        ],
      ],
      [
        'API',
        [
          ['useHotkeys', '/docs/api/use-hotkeys'],
          ['isHotkeyPressed', '/docs/api/is-hotkey-pressed'],
        ],
      ],
      [
        'More',
        [
          ['Support', `${REPO}/discussions`],
          ['Recipes', REPO],
          ['FAQ', REPO],
          ['GitHub', REPO],
          ['StackOverflow', 'https://stackoverflow.com/search?page=1&tab=Relevance&q=react-hotkeys-hook'],
        ],
      ],
    ])
  })

  it('starts in light mode (spec §4), follows the system preference, and uses github / dracula code themes', () => {
    expect(config.themeConfig.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    })
    expect(config.themeConfig.prism).toEqual({ theme: 'github', darkTheme: 'dracula' })
    expect(config.themeConfig.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 })
  })

  it('announces the 5.0 docs with a link to the migration guide', () => {
    const bar = config.themeConfig.announcementBar!
    expect(bar).toMatchObject({ id: 'docs-5-0', closeable: true })
    expect(bar.content).toContain('href="/docs/migrate-to-5"')
    expect(bar.content).toContain('5.0')
  })

  it('uses the public Algolia DocSearch values, so the hosted search is the default backend', () => {
    expect(config.themeConfig.algolia).toEqual({
      appId: 'MVSFN13FOZ',
      apiKey: 'ea10bff3a5e2fb0d82492d680e40959e',
      indexName: 'react-hotkeys-hook',
      contextualSearch: true,
      searchParameters: {},
      searchPagePath: 'search',
    })
    expect(config.searchBackend).toBe('algolia')
  })

  it('can be built with the local search instead', async () => {
    expect((await loadConfig(SITE_CONFIG, { searchBackend: 'local' })).searchBackend).toBe('local')
  })

  it('has a blog with the default settings and both feeds', () => {
    expect(config.blog).toMatchObject({
      dir: 'content/blog',
      routeBasePath: '/blog',
      blogTitle: 'Blog',
      postsPerPage: 10,
      blogSidebarTitle: 'Recent posts',
      feedOptions: { type: ['rss', 'atom'] },
    })
  })

  it('configures llms.txt like the original plugin', () => {
    expect(config.llms).toMatchObject({
      title: 'React Hotkeys Hook Documentation',
      order: [
        'intro',
        'documentation/installation',
        'documentation/useHotkeys/*',
        'documentation/*',
        'api/*',
        'migrate-to-5',
      ],
    })
    expect(config.llms?.description).toMatch(/^[^\n]+$/)
  })

  it('makes no third-party requests from <head> (no web fonts)', () => {
    expect(config.headTags ?? []).toEqual([])
  })

  it('locates its keys for error messages', () => {
    const text = readFileSync(SITE_CONFIG, 'utf8').split('\n')
    const at = configLocation(config, ['themeConfig', 'navbar', 'items', 2, 'type'])
    expect(text[at.line! - 1].slice(at.column! - 1)).toMatch(/^type: 'docsVersionDropdown'/)
    const appId = configLocation(config, ['themeConfig', 'algolia', 'appId'])
    expect(text[appId.line! - 1].slice(appId.column! - 1)).toMatch(/^appId:/)
  })

  it('passes the reference checks when every version has intro and tutorialSidebar', () => {
    const version = (name: string) => ({
      name,
      docIds: ['intro'],
      sidebars: { tutorialSidebar: { firstLink: `/docs/${name}/intro` } },
    })
    expect(checkConfigReferences(config, { versions: ['current', '4.x', '3.x'].map(version) })).toEqual([])
  })
})
