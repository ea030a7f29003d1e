import { describe, expect, it } from 'vitest'
import { BuildErrorList } from '../../../src/errors.js'
import { findConfigProblems, validateConfig } from '../../../src/config/validate-config.js'
import { NAVBAR_ITEM_TYPES } from '../../../src/shared/schemas/navbar-schema.js'
import type { ConfigError } from '../../../src/config/config-error.js'
import { expectConfigError, expectedLine, loadErrors } from './config-fixtures.js'

describe('validateConfig on fixture files (code, config path, file, line)', () => {
  it('reports an unknown navbar item type, suggesting the closest type and listing the valid ones', async () => {
    const file = 'unknown-navbar-item-type.config.ts'
    const errors = await loadErrors(file)
    expect(errors).toHaveLength(2)
    const typo = expectConfigError(errors, {
      code: 'config-unknown-navbar-item-type',
      configPath: 'themeConfig.navbar.items[1].type',
      file,
      line: expectedLine(file, 'type'),
      message: /Unknown navbar item type "dokSidebar" \(did you mean "docSidebar"\?\)/,
    })
    for (const type of NAVBAR_ITEM_TYPES) expect(typo.hint).toContain(type)
    expect(typo.column).toBe(11)
    const unknown = expectConfigError(errors, {
      code: 'config-unknown-navbar-item-type',
      configPath: 'themeConfig.navbar.items[2].type',
      file,
      line: expectedLine(file, 'no-suggestion'),
      hint: /Valid types: default, docsVersion, docsVersionDropdown, docSidebar, doc, dropdown, search, localeDropdown, html\./,
    })
    expect(unknown.message).not.toContain('did you mean')
  })

  it('reports a docsVersionDropdown naming versions that are not in docs.versions', async () => {
    const file = 'dropdown-unknown-version.config.ts'
    const errors = await loadErrors(file)
    expect(errors).toHaveLength(2)
    expectConfigError(errors, {
      code: 'config-unknown-version',
      configPath: 'themeConfig.navbar.items[1].versions[1]',
      file,
      line: expectedLine(file, '4.X'),
      message: /"4\.X", which is not in docs\.versions \(did you mean "4\.x"\?\)/,
      hint: /"current", "4\.x", "3\.x"/,
    })
    expectConfigError(errors, {
      code: 'config-unknown-version',
      configPath: 'themeConfig.navbar.items[1].versions[2]',
      file,
      line: expectedLine(file, '2.x'),
    })
  })

  it('reports docsVersion / doc / docSidebar items missing required fields at the item’s line', async () => {
    const file = 'navbar-missing-fields.config.ts'
    const errors = await loadErrors(file)
    expect(errors).toHaveLength(4)
    expectConfigError(errors, {
      code: 'config-missing-field',
      configPath: 'themeConfig.navbar.items[0].label',
      file,
      line: expectedLine(file, 'docsVersion'),
      message: /is required/,
    })
    expectConfigError(errors, {
      code: 'config-missing-field',
      configPath: 'themeConfig.navbar.items[1].docId',
      file,
      line: expectedLine(file, 'doc'),
      hint: /docId: "intro"/,
    })
    expectConfigError(errors, {
      code: 'config-missing-field',
      configPath: 'themeConfig.navbar.items[2].sidebarId',
      file,
      line: expectedLine(file, 'docSidebar'),
    })
    expectConfigError(errors, {
      code: 'config-invalid-value',
      configPath: 'themeConfig.navbar.items[3].docId',
      file,
      line: expectedLine(file, 'empty docId'),
      message: /must not be empty/,
    })
  })

  it('reports algolia with an empty or missing appId / apiKey (spec §5)', async () => {
    const file = 'algolia-credentials.config.ts'
    const errors = await loadErrors(file)
    expect(errors).toHaveLength(2)
    expectConfigError(errors, {
      code: 'config-algolia-credentials',
      configPath: 'themeConfig.algolia.appId',
      file,
      line: expectedLine(file, 'appId'),
      message: /non-empty application id/,
    })
    // a missing key is located at its enclosing object
    expectConfigError(errors, {
      code: 'config-algolia-credentials',
      configPath: 'themeConfig.algolia.apiKey',
      file,
      line: expectedLine(file, 'algolia'),
      message: /non-empty search API key/,
    })
  })

  it('reports every malformed value at once, each at its own line', async () => {
    const file = 'malformed-values.config.ts'
    const errors = await loadErrors(file)
    expect(errors.map((e) => (e as ConfigError).configPath).sort()).toEqual(
      ['announcementBar.id', 'baseUrl', 'blog.postsPerPage', 'colorMode.defaultMode', 'title', 'url']
        .map((p) => (p.startsWith('announcement') || p.startsWith('colorMode') ? `themeConfig.${p}` : p))
        .sort(),
    )
    expectConfigError(errors, {
      code: 'config-invalid-value',
      configPath: 'title',
      file,
      line: expectedLine(file, 'title'),
      message: /must be a string, got 42/,
    })
    expectConfigError(errors, {
      code: 'config-invalid-value',
      configPath: 'url',
      file,
      line: expectedLine(file, 'url'),
      message: /absolute URL/,
    })
    expectConfigError(errors, {
      code: 'config-invalid-value',
      configPath: 'baseUrl',
      file,
      line: expectedLine(file, 'baseUrl'),
      message: /start and end with "\/"/,
    })
    expectConfigError(errors, {
      code: 'config-invalid-value',
      configPath: 'themeConfig.colorMode.defaultMode',
      file,
      line: expectedLine(file, 'defaultMode'),
      message: /one of "light", "dark", got "dusk"/,
    })
    expectConfigError(errors, {
      code: 'config-missing-field',
      configPath: 'themeConfig.announcementBar.id',
      file,
      line: expectedLine(file, 'announcementBar'),
    })
    expectConfigError(errors, {
      code: 'config-invalid-value',
      configPath: 'blog.postsPerPage',
      file,
      line: expectedLine(file, 'postsPerPage'),
      message: /at least 1, got -1/,
    })
  })

  it('treats an unknown top-level key as an error suggesting the key it resembles, without a second "missing" error', async () => {
    const file = 'typo-top-level-key.config.ts'
    const errors = await loadErrors(file)
    expect(errors).toHaveLength(1)
    expectConfigError(errors, {
      code: 'config-unknown-key',
      configPath: 'themeConfg',
      file,
      line: expectedLine(file, 'themeConfg'),
      message: /unknown key "themeConfg" \(did you mean "themeConfig"\?\)/,
      hint: /customFields/,
    })
  })

  it('treats unknown keys deeper down as errors too', async () => {
    const file = 'nested-unknown-key.config.ts'
    const errors = await loadErrors(file)
    expect(errors).toHaveLength(3)
    expectConfigError(errors, {
      code: 'config-unknown-key',
      configPath: 'themeConfig.navbar.items[0].positon',
      file,
      line: expectedLine(file, 'positon'),
      message: /did you mean "position"/,
    })
    expectConfigError(errors, {
      code: 'config-unknown-key',
      configPath: 'themeConfig.annoucementBar',
      file,
      line: expectedLine(file, 'annoucementBar'),
      message: /did you mean "announcementBar"/,
    })
    const sparkles = expectConfigError(errors, {
      code: 'config-unknown-key',
      configPath: 'themeConfig.sparkles',
      file,
      line: expectedLine(file, 'sparkles'),
    })
    expect(sparkles.message).not.toContain('did you mean')
  })

  it('throws one BuildErrorList whose summary names the file and the count', async () => {
    const { loadConfig } = await import('../../../src/config/load-config.js')
    const { fixture } = await import('./config-fixtures.js')
    const error = await loadConfig(fixture('malformed-values.config.ts')).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BuildErrorList)
    expect((error as BuildErrorList).message).toMatch(/^malformed-values\.config\.ts: 6 problems in the site config/)
    expect((error as BuildErrorList).message).toContain(
      `malformed-values.config.ts:${expectedLine('malformed-values.config.ts', 'title')}:`,
    )
  })
})

/** Rules checked on plain objects (no source text, so no lines). */
describe('findConfigProblems rules', () => {
  const base = () => ({
    title: 'Site',
    url: 'https://example.com',
    themeConfig: { navbar: { title: 'Site', items: [] as unknown[] }, footer: { links: [] as unknown[] } },
  })
  const problems = (value: unknown) =>
    findConfigProblems(value, { file: 'site.config.ts' }).map((e) => [e.code, e.configPath])

  it('accepts the minimal config', () => {
    expect(problems(base())).toEqual([])
    // the config as written, with every default filled in
    const validated = validateConfig(base(), { file: 'site.config.ts' })
    expect(validated).toMatchObject(base())
    expect(validated).toMatchObject({
      baseUrl: '/',
      trailingSlash: false,
      onBrokenLinks: 'throw',
      contentDir: 'content',
      customCss: [],
    })
  })

  it('takes customCss as a list of stylesheet paths', () => {
    expect(problems({ ...base(), customCss: ['src/css/custom.css'] })).toEqual([])
    expect(problems({ ...base(), customCss: 'src/css/custom.css' })).toEqual([['config-invalid-value', 'customCss']])
    expect(problems({ ...base(), customCss: [''] })).toEqual([['config-invalid-value', 'customCss[0]']])
  })

  it('requires an object export', () => {
    expect(problems(42)).toEqual([['config-invalid-value', '']])
    expect(findConfigProblems([], { file: 'site.config.ts' })[0].message).toMatch(/export default defineConfig/)
  })

  it('requires title, url and themeConfig', () => {
    expect(problems({})).toEqual([
      ['config-missing-field', 'title'],
      ['config-missing-field', 'url'],
      ['config-missing-field', 'themeConfig'],
    ])
  })

  it.each([
    ['url without protocol', { url: 'johannesklauss.github.io' }, 'url'],
    ['url with ftp', { url: 'ftp://example.com' }, 'url'],
    ['url with a path', { url: 'https://example.com/docs/' }, 'url'],
    ['baseUrl without trailing slash', { baseUrl: '/docs' }, 'baseUrl'],
    ['baseUrl without leading slash', { baseUrl: 'docs/' }, 'baseUrl'],
    ['trailingSlash not boolean', { trailingSlash: 'yes' }, 'trailingSlash'],
    ['onBrokenLinks unknown', { onBrokenLinks: 'explode' }, 'onBrokenLinks'],
    ['empty title', { title: '  ' }, 'title'],
    ['headTags tagName', { headTags: [{ tagName: 'style', attributes: {} }] }, 'headTags[0].tagName'],
    [
      'headTags attribute name',
      { headTags: [{ tagName: 'meta', attributes: { 'x"onload': 'y' } }] },
      'headTags[0].attributes["x\\"onload"]',
    ],
    ['i18n default not in locales', { i18n: { defaultLocale: 'de', locales: ['en'] } }, 'i18n.defaultLocale'],
    ['docs.versions empty', { docs: { versions: [] } }, 'docs.versions'],
    ['docs.versions duplicate', { docs: { versions: ['current', 'current'] } }, 'docs.versions[1]'],
    [
      'version path with slash',
      { docs: { versions: ['current'], versionOptions: { current: { path: '/x' } } } },
      'docs.versionOptions.current.path',
    ],
    [
      'two versions at one path',
      { docs: { versions: ['current', '4.x'], versionOptions: { '4.x': { path: '' } } } },
      'docs.versionOptions["4.x"].path',
    ],
    [
      'unknown banner',
      { docs: { versionOptions: { current: { banner: 'old' } } } },
      'docs.versionOptions.current.banner',
    ],
    ['editUrl relative', { docs: { editUrl: 'edit/main/' } }, 'docs.editUrl'],
    ['blog postsPerPage zero', { blog: { postsPerPage: 0 } }, 'blog.postsPerPage'],
    ['blog postsPerPage fraction', { blog: { postsPerPage: 2.5 } }, 'blog.postsPerPage'],
    ['blog sidebar count negative', { blog: { blogSidebarCount: -3 } }, 'blog.blogSidebarCount'],
    ['blog feed type', { blog: { feedOptions: { type: ['rss', 'xml'] } } }, 'blog.feedOptions.type[1]'],
    ['blog true', { blog: true }, 'blog'],
    ['blog authors base path root', { blog: { authorsBasePath: '/' } }, 'blog.authorsBasePath'],
    ['blog authorsPages not a boolean', { blog: { authorsPages: 'yes' } }, 'blog.authorsPages'],
    ['search backend', { search: { backend: 'elastic' } }, 'search.backend'],
    [
      'sidebar item type',
      { docs: { sidebars: { current: { s: [{ type: 'page', id: 'x' }] } } } },
      'docs.sidebars.current.s[0].type',
    ],
  ])('%s', (_name, patch, configPath) => {
    const found = problems({ ...base(), ...patch })
    expect(found).toHaveLength(1)
    expect(found[0][1]).toBe(configPath)
  })

  it.each([
    ['unknown colorMode', { colorMode: { defaultMode: 'system' } }, 'themeConfig.colorMode.defaultMode'],
    ['prism theme', { prism: { theme: 'monokai' } }, 'themeConfig.prism.theme'],
    ['announcementBar id empty', { announcementBar: { id: '', content: 'x' } }, 'themeConfig.announcementBar.id'],
    ['announcementBar without content', { announcementBar: { id: 'x' } }, 'themeConfig.announcementBar.content'],
    [
      'toc min above max',
      { tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 3 } },
      'themeConfig.tableOfContents.minHeadingLevel',
    ],
    [
      'toc level out of range',
      { tableOfContents: { maxHeadingLevel: 7 } },
      'themeConfig.tableOfContents.maxHeadingLevel',
    ],
    ['algolia without indexName', { algolia: { appId: 'A', apiKey: 'K' } }, 'themeConfig.algolia.indexName'],
    [
      'logo without alt',
      { navbar: { title: 'x', items: [], logo: { src: 'img/logo.svg' } } },
      'themeConfig.navbar.logo.alt',
    ],
  ])('%s', (_name, patch, configPath) => {
    const value = base()
    const found = problems({ ...value, themeConfig: { ...value.themeConfig, ...patch } })
    expect(found).toHaveLength(1)
    expect(found[0][1]).toBe(configPath)
  })

  it.each([
    ['link without to or href', { label: 'x' }, 'config-missing-field', 'themeConfig.navbar.items[0].to'],
    [
      'link with both',
      { label: 'x', to: '/a', href: 'https://b.c' },
      'config-invalid-value',
      'themeConfig.navbar.items[0].href',
    ],
    [
      'to is an external URL',
      { label: 'x', to: 'https://github.com' },
      'config-invalid-value',
      'themeConfig.navbar.items[0].to',
    ],
    [
      'href is a relative path',
      { label: 'x', href: 'blog' },
      'config-invalid-value',
      'themeConfig.navbar.items[0].href',
    ],
    [
      'href is protocol-relative',
      { label: 'x', href: '//cdn.example/a' },
      'config-invalid-value',
      'themeConfig.navbar.items[0].href',
    ],
    [
      'position',
      { label: 'x', to: '/a', position: 'center' },
      'config-invalid-value',
      'themeConfig.navbar.items[0].position',
    ],
    [
      'type not a string',
      { type: 3, label: 'x' },
      'config-unknown-navbar-item-type',
      'themeConfig.navbar.items[0].type',
    ],
    ['html without value', { type: 'html' }, 'config-missing-field', 'themeConfig.navbar.items[0].value'],
    [
      'dropdown with a non-link',
      { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'intro' }] },
      'config-invalid-value',
      'themeConfig.navbar.items[0].items[0].type',
    ],
    ['item not an object', 'Blog', 'config-invalid-value', 'themeConfig.navbar.items[0]'],
  ])('navbar item: %s', (_name, item, code, configPath) => {
    const value = base()
    value.themeConfig.navbar.items = [item]
    expect(problems(value)).toEqual([[code, configPath]])
  })

  it('takes an href that is a path from the site root, as Docusaurus sites write one', () => {
    const value = base()
    value.themeConfig.navbar.items = [{ label: 'Help', href: '/docs/intro#help', position: 'right' }]
    expect(problems(value)).toEqual([])
  })

  it('checks footer links like navbar links', () => {
    const value = base()
    value.themeConfig.footer.links = [
      { title: 'Docs', items: [{ label: 'Intro' }, { label: 'GitHub', href: 'github.com' }] },
      { items: [] },
    ]
    expect(problems(value)).toEqual([
      ['config-missing-field', 'themeConfig.footer.links[0].items[0].to'],
      ['config-invalid-value', 'themeConfig.footer.links[0].items[1].href'],
      ['config-missing-field', 'themeConfig.footer.links[1].title'],
    ])
  })

  it('checks that lastVersion, versionOptions and sidebars name versions in docs.versions', () => {
    const found = problems({
      ...base(),
      docs: {
        versions: ['current', '4.x'],
        lastVersion: '5.x',
        versionOptions: { '3.x': { label: '3' } },
        sidebars: { '4.X': {} },
      },
    })
    expect(found).toEqual([
      ['config-unknown-version', 'docs.lastVersion'],
      ['config-unknown-version', 'docs.versionOptions["3.x"]'],
      ['config-unknown-version', 'docs.sidebars["4.X"]'],
    ])
  })

  it('checks the dropdown against the default versions when docs.versions is not set', () => {
    const value = base()
    value.themeConfig.navbar.items = [{ type: 'docsVersionDropdown', versions: ['current', '4.x'] }]
    expect(problems(value)).toEqual([['config-unknown-version', 'themeConfig.navbar.items[0].versions[1]']])
  })

  it('requires themeConfig.algolia when search.backend is "algolia"', () => {
    expect(problems({ ...base(), search: { backend: 'algolia' } })).toEqual([
      ['config-missing-field', 'themeConfig.algolia'],
    ])
  })

  it('accepts values of the author’s own under customFields, and blog: false', () => {
    expect(problems({ ...base(), customFields: { anything: [1, 2] }, blog: false })).toEqual([])
  })

  it('suggests the enum value an author probably meant', () => {
    const [error] = findConfigProblems({ ...base(), onBrokenLinks: 'warning' }, { file: 'site.config.ts' })
    expect(error.message).toMatch(/did you mean "warn"\?/)
  })
})
