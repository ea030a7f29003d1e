import { describe, expect, it } from 'vitest'
import { formatConfigPath } from '../../../src/config/config-error.js'
import { findUniqueKey, locateConfigKeys, locateConfigPath } from '../../../src/config/locate-config-keys.js'
import { editDistance, suggestName } from '../../../src/shared/suggest-name.js'
import { SITE_CONFIG_KEYS } from '../../../src/config/validate-config.js'

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
const locations = locateConfigKeys(source, SITE_CONFIG_KEYS)
const lineOf = (text: string) => source.split('\n').findIndex((l) => l.includes(text)) + 1

describe('locateConfigKeys', () => {
  it('picks the exported config object, not another object literal in the file', () => {
    expect(locations['title']).toEqual({ line: lineOf("title: 'Site', //"), column: 3 })
    expect(locations['']).toEqual({ line: lineOf('export default'), column: 29 })
  })

  it('records quoted keys and keys after comments, strings and template literals containing brackets', () => {
    expect(locations['url']?.line).toBe(lineOf('url: "https'))
    expect(locations['baseUrl']?.line).toBe(lineOf("'baseUrl'"))
    expect(locations['tagline']?.line).toBe(lineOf('tagline'))
    expect(locations['docs']?.line).toBe(lineOf('docs:'))
    expect(locations['docs.versionOptions["4.x"].label']).toEqual({ line: lineOf("'4.x'"), column: 38 })
  })

  it('records array elements by index, and keys inside them', () => {
    expect(locations['themeConfig.navbar.items[0]']?.line).toBe(lineOf("label: 'Blog'"))
    expect(locations['themeConfig.navbar.items[0].to']?.line).toBe(lineOf("label: 'Blog'"))
    expect(locations['themeConfig.navbar.items[1]']?.line).toBe(lineOf("label: 'Blog'") + 1)
    expect(locations['themeConfig.navbar.items[1].type']?.line).toBe(lineOf('docsVersionDropdown'))
    expect(locations['themeConfig.footer.links[1].title']?.line).toBe(lineOf('footer:'))
  })

  it('stops numbering an array after a spread, whose length is unknown', () => {
    expect(locations['themeConfig.navbar.items[2]']).toBeUndefined()
    expect(locations['themeConfig.navbar.items[3]']).toBeUndefined()
    expect(locateConfigPath(locations, ['themeConfig', 'navbar', 'items', 3, 'to'])?.line).toBe(lineOf('items: ['))
  })

  it('returns nothing when no object looks like a config', () => {
    expect(locateConfigKeys('export default { a: 1 }', SITE_CONFIG_KEYS)).toEqual({})
  })

  it('survives unterminated strings and unbalanced brackets', () => {
    expect(() => locateConfigKeys("export default { title: 'x, url: ] } } ) `", SITE_CONFIG_KEYS)).not.toThrow()
  })
})

describe('locateConfigPath', () => {
  it('falls back to the closest recorded ancestor for a missing key', () => {
    expect(locateConfigPath(locations, ['themeConfig', 'navbar', 'items', 1, 'versions'])?.line).toBe(
      lineOf('docsVersionDropdown') - 1,
    )
  })

  it('searches the text for a unique key when the value is computed', () => {
    const built =
      "function makeTheme() {\n  return {\n    announcementBar: { id: 'a' }, navbar: { title: 'x' },\n  }\n}\nexport default { title: 't', url: 'u', themeConfig: makeTheme() }\n"
    const found = locateConfigKeys(built, SITE_CONFIG_KEYS)
    expect(found['themeConfig']?.line).toBe(6)
    expect(locateConfigPath(found, ['themeConfig', 'announcementBar', 'content'], built)).toEqual({
      line: 3,
      column: 5,
    })
    // `title` occurs twice, so the search stops at the unique `navbar`
    expect(locateConfigPath(found, ['themeConfig', 'navbar', 'title'], built)).toEqual({ line: 3, column: 35 })
    // without positions, `themeConfig` is found first; `navbar` comes before it in the text, so it is not taken
    expect(locateConfigPath({}, ['themeConfig', 'navbar', 'title'], built)?.line).toBe(6)
    expect(locateConfigPath({}, ['themeConfig', 'navbar', 'title'])).toBeUndefined()
  })
})

describe('locateConfigKeys follows names of literals declared in the file', () => {
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
  const found = locateConfigKeys(split, SITE_CONFIG_KEYS)

  it('follows `key: name`, shorthand keys and array elements', () => {
    expect(found['themeConfig']?.line).toBe(9)
    expect(found['themeConfig.navbar']?.line).toBe(6)
    expect(found['themeConfig.navbar.items[0].type']).toEqual({ line: 3, column: 3 })
    expect(found['themeConfig.navbar.items[1].label']?.line).toBe(6)
    expect(found['themeConfig.footer']?.line).toBe(7)
    expect(found['themeConfig.footer.links']?.line).toBe(1)
  })

  it('does not loop on names that refer to each other', () => {
    expect(() =>
      locateConfigKeys(
        "const a = { x: b }\nconst b = { y: a }\nexport default { title: 't', url: 'u', themeConfig: a }",
        SITE_CONFIG_KEYS,
      ),
    ).not.toThrow()
  })
})

describe('findUniqueKey', () => {
  it('finds bare and quoted keys that occur once', () => {
    expect(findUniqueKey("a\n  'apiKey': ''", 'apiKey')).toEqual({ line: 2, column: 3 })
    expect(findUniqueKey('{ apiKey: 1, apiKey: 2 }', 'apiKey')).toBeUndefined()
    expect(findUniqueKey('{ myapiKey: 1 }', 'apiKey')).toBeUndefined()
  })
})

describe('formatConfigPath', () => {
  it('writes identifiers with dots, indexes and other keys in brackets', () => {
    expect(formatConfigPath(['themeConfig', 'navbar', 'items', 3, 'type'])).toBe('themeConfig.navbar.items[3].type')
    expect(formatConfigPath(['docs', 'versionOptions', '4.x', 'label'])).toBe('docs.versionOptions["4.x"].label')
    expect(formatConfigPath([])).toBe('')
  })
})

describe('suggestName', () => {
  it.each([
    ['themeConfg', 'themeConfig'],
    ['themeconfig', 'themeConfig'],
    ['titel', 'title'],
    ['annoucementBar', 'announcementBar'],
    ['warning', 'warn'],
    ['dokSidebar', 'docSidebar'],
  ])('%s → %s', (word, expected) => {
    expect(suggestName(word, [...SITE_CONFIG_KEYS, 'announcementBar', 'warn', 'docSidebar', 'doc'])).toBe(expected)
  })

  it('suggests nothing for words that are not close', () => {
    expect(suggestName('sparkles', SITE_CONFIG_KEYS)).toBeUndefined()
    expect(suggestName('xyz', ['url'])).toBeUndefined()
  })

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('ab', 'ba')).toBe(1)
    expect(editDistance('kitten', 'sitting')).toBe(3)
  })
})
