import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BuildError } from '../../../src/errors.js'
import { checkFrontMatter } from '../../../src/content/check-front-matter.js'
import { parseFrontMatter } from '../../../src/content/parse-front-matter.js'
import { frontMatterValues } from '../../../src/shared/schemas/front-matter-schema.js'

const FILE = 'content/docs/current/page.md'

describe('checkFrontMatter', () => {
  const { text, number, flag, stringList, stringOrNull, stringOrList, authors, date } = frontMatterValues
  const schema = z.strictObject({
    title: text.optional(),
    sidebar_position: number.optional(),
    hide_title: flag.optional(),
    tags: stringList.optional(),
    pagination_next: stringOrNull.optional(),
    keywords: stringOrList.optional(),
    authors: authors.optional(),
    date: date.optional(),
  })

  function check(yamlLines: string[]) {
    const source = ['---', ...yamlLines, '---', 'body'].join('\n')
    const { data } = parseFrontMatter(source, FILE)
    return checkFrontMatter(data, schema, source, FILE)
  }

  it('accepts values of the right types', () => {
    const result = check([
      'title: Hello',
      'sidebar_position: 2.5',
      'hide_title: true',
      'tags: [a, b]',
      'pagination_next: null',
      'keywords: one',
      'authors: [jane, { name: Joe }]',
      'date: 2021-09-24',
    ])
    expect(result.errors).toEqual([])
    expect(result.warnings).toEqual([])
    expect(result.data).toMatchObject({ title: 'Hello', sidebar_position: 2.5, keywords: 'one' })
  })

  it.each([
    ['title: 3', 'title', /"title" must be a string, got 3/],
    ['sidebar_position: two', 'sidebar_position', /must be a number, got "two"/],
    ['sidebar_position: .nan', 'sidebar_position', /must be a number/],
    ['hide_title: "yes"', 'hide_title', /must be true or false/],
    ['tags: news', 'tags', /must be a list of strings, got "news"/],
    ['tags: [a, 1]', 'tags', /must be a list of strings/],
    ['pagination_next: 4', 'pagination_next', /must be a string or null/],
    ['keywords: [a, [b]]', 'keywords', /a string or a list of strings/],
    ['authors: [1]', 'authors', /a list of author keys or author objects/],
    ['date: 5', 'date', /must be a date \(YYYY-MM-DD\)/],
  ])('%s is a type error at its line', (line, key, message) => {
    const result = check(key === 'title' ? [line] : ['title: ok', line])
    const errors = result.errors.filter((e) => e.message.includes(`"${key}"`))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toBeInstanceOf(BuildError)
    expect(errors[0].code).toBe('front-matter-type')
    expect(errors[0].message).toMatch(message)
    expect(errors[0].file).toBe(FILE)
    expect(errors[0].line).toBe(key === 'title' ? 2 : 3)
    expect(result.warnings).toEqual([])
  })

  it('warns about an unknown key with a "did you mean" and its line', () => {
    const result = check(['title: x', 'sidebar_postion: 3', 'hide_tilte: true'])
    expect(result.errors).toEqual([])
    expect(result.warnings).toEqual([
      expect.objectContaining({
        code: 'front-matter-unknown-key',
        message: 'Unknown front matter key "sidebar_postion"',
        file: FILE,
        line: 3,
        hint: 'Did you mean "sidebar_position"?',
      }),
      expect.objectContaining({
        code: 'front-matter-unknown-key',
        message: 'Unknown front matter key "hide_tilte"',
        file: FILE,
        line: 4,
        hint: 'Did you mean "hide_title"?',
      }),
    ])
  })

  it('lists the known keys when nothing is close', () => {
    const result = check(['zzzzzzzz: 1'])
    expect(result.warnings).toHaveLength(1)
    expect(result.warnings[0].hint).toBe(`Known keys: ${Object.keys(schema.shape).join(', ')}`)
    expect(result.warnings[0].line).toBe(2)
  })

  it('does not type-check an unknown key', () => {
    const result = check(['titel: 3'])
    expect(result.errors).toEqual([])
    expect(result.warnings[0].hint).toBe('Did you mean "title"?')
  })
})
