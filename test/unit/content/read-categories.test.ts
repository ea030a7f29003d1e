import { describe, expect, it } from 'vitest'
import { planDocsVersions } from '../../../src/content/load-docs.js'
import { readCategories } from '../../../src/content/read-categories.js'
import { jsonErrorOffset } from '../../../src/content/json-positions.js'
import { cleanUpFixtureSites, fixtureSite, siteConfig } from './content-site.js'

cleanUpFixtureSites()

const CURRENT = 'content/docs/current'
const GUIDES = `${CURRENT}/guides/_category_.json`

/** readCategories on the current version of the basic fixture with `text` as its guides/_category_.json. */
async function categoriesOf(text: string) {
  const site = await fixtureSite({ [GUIDES]: text })
  const config = await siteConfig(site)
  const [plan] = await planDocsVersions(config)
  return readCategories(config, plan.folder, plan.categoryFiles)
}

describe('readCategories', () => {
  it('gives a folder its label, position and linked doc', async () => {
    const { categories, errors } = await categoriesOf(
      '{ "label": "Guides", "position": 2, "link": { "type": "doc", "id": "guides/first-guide" } }',
    )
    expect(errors).toEqual([])
    expect(categories).toEqual([
      { dir: 'guides', label: 'Guides', position: 2, linkDocId: 'guides/first-guide', sourceFile: GUIDES },
    ])
  })

  it.each([
    ['a trailing comma', '{\n  "label": "Guides",\n  "position": 2,\n}\n', 4],
    ['a missing comma', '{\n  "label": "Guides"\n  "position": 2\n}\n', 3],
    ['a stray token', '{\n  "label": "Guides",\n  "position": ,\n}\n', 3],
    ['single quotes', '{\n  "label": \'Guides\'\n}\n', 2],
    ['an unquoted key', '{\n  "label": "Guides",\n  position: 2\n}\n', 3],
    ['a missing closing brace (the last line)', '{\n  "label": "Guides",\n  "position": 2\n\n', 3],
    ['an empty file', '', 1],
  ])('a syntax error (%s) names the file and line', async (_, text, line) => {
    const { categories, errors } = await categoriesOf(text)
    expect(categories).toEqual([])
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ code: 'category-json-syntax', file: GUIDES, line })
    expect(errors[0].message).toMatch(/^Malformed _category_\.json/)
  })

  it('jsonErrorOffset finds where a document stops being JSON', () => {
    for (const valid of ['{}', ' { "a": [1, -2.5e3, true, false, null, "x\\"y"], "b": {} } ', '[]', '"s"', '0']) {
      expect(jsonErrorOffset(valid), valid).toBeUndefined()
      expect(() => JSON.parse(valid)).not.toThrow()
    }
    expect(jsonErrorOffset('{ "a": 1, }')).toBe(10)
    expect(jsonErrorOffset("{ 'a': 1 }")).toBe(2)
    expect(jsonErrorOffset('{ "a": 01 }')).toBe(8)
    expect(jsonErrorOffset('{ "a": 1 } x')).toBe(11)
    expect(jsonErrorOffset('{ "a": [1, 2')).toBe(12)
    expect(jsonErrorOffset('{ "a": "line\nbreak" }')).toBe(12)
    expect(jsonErrorOffset('')).toBe(0)
  })

  it('a label or position of the wrong type is an error at its line', async () => {
    const { errors } = await categoriesOf('{\n  "label": "Guides",\n  "position": "2"\n}\n')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({
      code: 'category-json-type',
      message: '"position" must be a number, got "2"',
      file: GUIDES,
      line: 3,
      column: 3,
    })
  })

  it('every bad field of a file is reported, each at its own line', async () => {
    const { categories, errors } = await categoriesOf(
      '{\n  "label": 3,\n  "position": "first",\n  "link": { "type": "doc", "id": 7 }\n}\n',
    )
    expect(categories).toEqual([])
    expect(errors.map((e) => [e.message, e.file, e.line])).toEqual([
      ['"label" must be a string, got 3', GUIDES, 2],
      ['"position" must be a number, got "first"', GUIDES, 3],
      ['"link.id" must be a doc id (a string), got 7', GUIDES, 4],
    ])
  })

  it('a link that is not an object, or of an unknown type, is an error; a file that is not an object too', async () => {
    expect((await categoriesOf('{ "link": "intro" }')).errors.map((e) => e.message)).toEqual([
      '"link" must be an object like { "type": "doc", "id": "intro" }, got "intro"',
    ])
    expect((await categoriesOf('{ "link": { "type": "page" } }')).errors.map((e) => e.message)).toEqual([
      '"link.type" must be "doc" or "generated-index", got "page"',
    ])
    expect((await categoriesOf('["Guides"]')).errors).toMatchObject([
      { code: 'category-json-type', file: GUIDES, line: 1 },
    ])
  })

  it('problems in several category files are all reported', async () => {
    const site = await fixtureSite({
      [GUIDES]: '{ "label": 3 }',
      [`${CURRENT}/more/_category_.json`]: '{ "position": "x" }',
      [`${CURRENT}/more/page.md`]: '# Page\n',
    })
    const config = await siteConfig(site)
    const [plan] = await planDocsVersions(config)
    const { errors } = readCategories(config, plan.folder, plan.categoryFiles)
    expect(errors.map((e) => e.file)).toEqual([GUIDES, `${CURRENT}/more/_category_.json`])
  })
})
