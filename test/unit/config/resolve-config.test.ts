import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { relativeFolder, resolveConfig, routeBase } from '../../../src/config/resolve-config.js'
import type { SiteConfig } from '../../../src/config/site-config.js'

const minimal = (patch: Partial<SiteConfig> = {}): SiteConfig => ({
  title: 'Site',
  url: 'https://example.com/',
  themeConfig: { navbar: { title: 'Site', items: [] }, footer: { links: [] } },
  ...patch,
})
const origin = { configFile: '/srv/site/site.config.ts' }
const algolia = { appId: 'APP', apiKey: 'KEY', indexName: 'index' }

describe('resolveConfig', () => {
  it('fills every default', () => {
    const config = resolveConfig(minimal(), origin)
    expect(config).toMatchObject({
      siteDir: '/srv/site',
      configFile: '/srv/site/site.config.ts',
      url: 'https://example.com',
      baseUrl: '/',
      trailingSlash: false,
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'warn',
      onBrokenMarkdownLinks: 'warn',
      onDuplicateRoutes: 'warn',
      contentDir: 'content',
      staticDir: 'static',
      i18n: { defaultLocale: 'en', locales: ['en'] },
      docs: { dir: 'content/docs', routeBasePath: '/docs', versions: ['current'], lastVersion: 'current' },
      blog: {
        dir: 'content/blog',
        routeBasePath: '/blog',
        blogTitle: 'Blog',
        postsPerPage: 10,
        blogSidebarTitle: 'Recent posts',
        feedOptions: { type: ['rss', 'atom'] },
      },
      searchBackend: 'local',
    })
    expect(config.themeConfig.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    })
    expect(config.themeConfig.prism).toEqual({ theme: 'github', darkTheme: 'dracula' })
    expect(config.themeConfig.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 })
  })

  it('keeps what the author set', () => {
    const config = resolveConfig(
      minimal({
        baseUrl: '/hotkeys/',
        trailingSlash: true,
        onBrokenLinks: 'warn',
        docs: { versions: ['current', '4.x'], lastVersion: '4.x', routeBasePath: 'guide/' },
        blog: { postsPerPage: 5, blogTitle: 'News', feedOptions: { type: ['rss'], title: 'Feed' } },
        themeConfig: { navbar: { title: 'x', items: [] }, footer: { links: [] }, colorMode: { defaultMode: 'dark' } },
      }),
      origin,
    )
    expect(config).toMatchObject({ baseUrl: '/hotkeys/', trailingSlash: true, onBrokenLinks: 'warn' })
    expect(config.docs).toMatchObject({ versions: ['current', '4.x'], lastVersion: '4.x', routeBasePath: '/guide' })
    expect(config.blog).toMatchObject({
      postsPerPage: 5,
      blogTitle: 'News',
      blogSidebarTitle: 'Recent posts',
      feedOptions: { type: ['rss'], title: 'Feed' },
    })
    expect(config.themeConfig.colorMode).toEqual({
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    })
  })

  it('serves the first version when the versions do not include "current"', () => {
    expect(resolveConfig(minimal({ docs: { versions: ['2.x', '1.x'] } }), origin).docs.lastVersion).toBe('2.x')
  })

  it('keeps folders relative to the site dir, normalised; docs and blog default under contentDir', () => {
    const config = resolveConfig(minimal({ contentDir: './src/', staticDir: '/srv/site/public/' }), origin)
    expect(config.contentDir).toBe('src')
    expect(config.staticDir).toBe('public')
    expect(config.docs.dir).toBe('src/docs')
    expect(config.blog).toMatchObject({ dir: 'src/blog' })
    expect(resolveConfig(minimal({ docs: { dir: 'documentation/' } }), origin).docs.dir).toBe('documentation')
  })

  it('resolves the site dir from a relative config path', () => {
    const config = resolveConfig(minimal(), { configFile: 'site.config.ts' })
    expect(config.siteDir).toBe(process.cwd())
    expect(config.configFile).toBe(path.resolve('site.config.ts'))
  })

  it('keeps blog: false', () => {
    expect(resolveConfig(minimal({ blog: false }), origin).blog).toBe(false)
  })

  it('gives navbar items the default position "right" (spec §2)', () => {
    const config = resolveConfig(
      minimal({
        themeConfig: {
          navbar: { title: 'x', items: [{ label: 'Blog', to: '/blog', position: 'left' }, { type: 'search' }] },
          footer: { links: [] },
        },
      }),
      origin,
    )
    expect(config.themeConfig.navbar.items.map((item) => item.position)).toEqual(['left', 'right'])
  })

  it('does not modify the config it was given', () => {
    const input = minimal({ blog: {} })
    const copy = structuredClone(input)
    resolveConfig(input, origin)
    expect(input).toEqual(copy)
  })

  describe('searchBackend', () => {
    const withAlgolia = (search?: SiteConfig['search']) =>
      minimal({
        themeConfig: { navbar: { title: 'x', items: [] }, footer: { links: [] }, algolia },
        ...(search ? { search } : {}),
      })

    it('is algolia when themeConfig.algolia is present', () => {
      expect(resolveConfig(withAlgolia(), origin).searchBackend).toBe('algolia')
      expect(resolveConfig(withAlgolia({ backend: 'auto' }), origin).searchBackend).toBe('algolia')
    })
    it('is local when search.backend is "local", even with algolia configured', () => {
      expect(resolveConfig(withAlgolia({ backend: 'local' }), origin).searchBackend).toBe('local')
    })
    it('is local without algolia', () => {
      expect(resolveConfig(minimal(), origin).searchBackend).toBe('local')
    })
    it('follows the CLI override', () => {
      expect(resolveConfig(withAlgolia(), origin, { searchBackend: 'local' }).searchBackend).toBe('local')
      expect(resolveConfig(withAlgolia({ backend: 'local' }), origin, { searchBackend: 'algolia' }).searchBackend).toBe(
        'algolia',
      )
    })
    it('throws when algolia is asked for without themeConfig.algolia', () => {
      expect(() => resolveConfig(minimal(), origin, { searchBackend: 'algolia' })).toThrow(
        expect.objectContaining({
          code: 'config-missing-field',
          configPath: 'themeConfig.algolia',
          file: 'site.config.ts',
        }),
      )
    })
  })
})

describe('path helpers', () => {
  it.each([
    ['docs', '/docs'],
    ['/docs/', '/docs'],
    ['//docs//', '/docs'],
    ['', '/'],
    ['/', '/'],
    ['a/b', '/a/b'],
  ])('routeBase(%j) = %j', (input, expected) => {
    expect(routeBase(input)).toBe(expected)
  })

  it.each([
    ['content', 'content'],
    ['./content/', 'content'],
    ['content/../static', 'static'],
    ['/srv/site/content', 'content'],
    ['.', '.'],
  ])('relativeFolder(/srv/site, %j) = %j', (input, expected) => {
    expect(relativeFolder('/srv/site', input)).toBe(expected)
    expect(path.isAbsolute(relativeFolder('/srv/site', input))).toBe(false)
  })
})
