import { describe, expect, it } from 'vitest'
import { configPathLocator, locateConfigPath } from '../../../src/config/locate-config-path.js'

const source = `import { defineConfig } from './src/config/site-config.js'

const repo = { url: 'https://github.com/x/y', title: 'not the config' }
const shared = [{ label: 'A', to: '/a' }]

/* a comment with { braces: [ and ] } and title: 'x' */
export default defineConfig({
  title: 'Site', // a comment with a } brace
  url: "https://example.com",
  'baseUrl': '/',
  tagline: \`built \${['x', 'y'].join('}')} text\`,
  docs: { versionOptions: { '4.x': { label: '4.x' } } },
  themeConfig: {
    navbar: {
      title: 'Site',
      items: [
        { label: 'Blog', to: '/blog' },
        {
          type: 'docsVersionDropdown',
        },
        ...shared,
        { label: 'Lost', to: '/lost' },
      ],
    },
    footer: { links: [[1, 2], { title: "Docs's" }] },
  },
})
`
const locate = configPathLocator(source)
const lineOf = (text: string) => source.split('\n').findIndex((l) => l.includes(text)) + 1

describe('configPathLocator', () => {
  it('locates the exported config object, not another object literal in the file', () => {
    expect(locate(['title'])).toEqual({ line: lineOf("title: 'Site', //"), column: 3 })
    expect(locate([])).toEqual({ line: lineOf('export default'), column: 29 })
  })

  it('finds quoted keys and keys after comments, strings and template literals containing brackets', () => {
    expect(locate(['url'])?.line).toBe(lineOf('url: "https'))
    expect(locate(['baseUrl'])?.line).toBe(lineOf("'baseUrl'"))
    expect(locate(['tagline'])?.line).toBe(lineOf('tagline'))
    expect(locate(['docs'])?.line).toBe(lineOf('docs:'))
    expect(locate(['docs', 'versionOptions', '4.x', 'label'])).toEqual({ line: lineOf("'4.x'"), column: 38 })
  })

  it('locates array elements by index, and keys inside them', () => {
    const items = ['themeConfig', 'navbar', 'items']
    expect(locate([...items, 0])?.line).toBe(lineOf("label: 'Blog'"))
    expect(locate([...items, 0, 'to'])?.line).toBe(lineOf("label: 'Blog'"))
    expect(locate([...items, 1])?.line).toBe(lineOf("label: 'Blog'") + 1)
    expect(locate([...items, 1, 'type'])?.line).toBe(lineOf('docsVersionDropdown'))
    expect(locate(['themeConfig', 'footer', 'links', 1, 'title'])?.line).toBe(lineOf('footer:'))
  })

  it('counts the elements of a spread array declared in the file', () => {
    const items = ['themeConfig', 'navbar', 'items']
    expect(locate([...items, 2, 'to'])?.line).toBe(lineOf('const shared'))
    expect(locate([...items, 3, 'to'])?.line).toBe(lineOf("label: 'Lost'"))
  })

  it('stops at an array after a spread whose length is unknown (an import)', () => {
    const text =
      "import { shared } from './shared.js'\nexport default {\n  items: [...shared,\n    { label: 'x' }],\n}\n"
    expect(locateConfigPath(text, ['items', 1, 'label'])?.line).toBe(3)
  })

  it('falls back to the closest written ancestor for a missing key', () => {
    expect(locate(['themeConfig', 'navbar', 'items', 1, 'versions'])?.line).toBe(lineOf('docsVersionDropdown') - 1)
  })

  it('follows a value computed by a function of the file into what it returns', () => {
    const built =
      "function makeTheme() {\n  return {\n    announcementBar: { id: 'a' }, navbar: { title: 'x' },\n  }\n}\nexport default { title: 't', url: 'u', themeConfig: makeTheme() }\n"
    const at = configPathLocator(built)
    expect(at(['themeConfig'])?.line).toBe(6)
    expect(at(['themeConfig', 'announcementBar', 'content'])).toEqual({ line: 3, column: 5 })
    expect(at(['themeConfig', 'navbar', 'title'])).toEqual({ line: 3, column: 45 })
  })

  it('finds the config in the usual ways of writing the default export', () => {
    const forms = [
      "export default async () => ({\n  title: 'x' })",
      "export default function config() {\n  return { title: 'x' }\n}",
      "const config = defineConfig({\n  title: 'x' })\nexport default config",
      "const config = {\n  title: 'x' }\nexport default config satisfies SiteConfig",
      "const config = {\n  title: 'x' } as const\nexport { config as default }",
    ]
    for (const form of forms) expect(locateConfigPath(form, ['title'])?.line, form).toBe(2)
  })

  it('locates nothing without a default export, or in a file it cannot parse', () => {
    expect(locateConfigPath("const config = { title: 'x' }", ['title'])).toBeUndefined()
    expect(() => locateConfigPath("export default { title: 'x, url: ] } } ) `", ['title'])).not.toThrow()
  })
})

describe('configPathLocator follows names of literals declared in the file', () => {
  const split = [
    'const footer = { links: [] }', // 1
    'const docsItem = {', // 2
    "  type: 'docsVersion',", // 3
    '}', // 4
    'const theme: ThemeConfig = {', // 5
    "  navbar: { title: 'x', items: [docsItem, { label: 'Blog' }] },", // 6
    '  footer,', // 7
    '}', // 8
    "export default defineConfig({ title: 't', url: 'u', themeConfig: theme })", // 9
  ].join('\n')
  const found = configPathLocator(split)

  it('follows `key: name`, shorthand keys and array elements', () => {
    expect(found(['themeConfig'])?.line).toBe(9)
    expect(found(['themeConfig', 'navbar'])?.line).toBe(6)
    expect(found(['themeConfig', 'navbar', 'items', 0, 'type'])).toEqual({ line: 3, column: 3 })
    expect(found(['themeConfig', 'navbar', 'items', 1, 'label'])?.line).toBe(6)
    expect(found(['themeConfig', 'footer'])?.line).toBe(7)
    expect(found(['themeConfig', 'footer', 'links'])?.line).toBe(1)
  })

  it('does not loop on names that refer to each other', () => {
    const text = "const a = { x: b }\nconst b = { y: a }\nexport default { title: 't', url: 'u', themeConfig: a }"
    expect(locateConfigPath(text, ['themeConfig', 'x', 'y', 'x', 'y', 'z'])?.line).toBe(2)
    const circular = 'const a = b\nconst b = a\nexport default a'
    expect(locateConfigPath(circular, ['title'])).toBeUndefined()
  })
})
