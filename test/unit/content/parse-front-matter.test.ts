import { describe, expect, it } from 'vitest'
import { BuildError } from '../../../src/errors.js'
import {
  checkFrontMatterFields,
  frontMatterKeyLine,
  parseFrontMatter,
  type FieldType,
} from '../../../src/content/parse-front-matter.js'

const FILE = 'content/docs/current/page.md'

function syntaxError(source: string): BuildError {
  try {
    parseFrontMatter(source, FILE)
  } catch (error) {
    if (error instanceof BuildError) return error
    throw error
  }
  throw new Error('expected a front matter error')
}

/** Body line `bodyLine` (1-based) of the parsed source is this line of the file (1-based). */
function fileLineOf(source: string, bodyLine: number): number {
  return bodyLine + parseFrontMatter(source, FILE).lineOffset
}

describe('parseFrontMatter', () => {
  it('returns the data and the body', () => {
    const parsed = parseFrontMatter('---\ntitle: Hello\nsidebar_position: 2\n---\n# Heading\n', FILE)
    expect(parsed.data).toEqual({ title: 'Hello', sidebar_position: 2 })
    expect(parsed.body).toBe('# Heading\n')
  })

  describe('lineOffset: body line N is file line N + lineOffset', () => {
    it('no front matter: 0', () => {
      const source = '# Title\n\nText'
      expect(parseFrontMatter(source, FILE)).toMatchObject({ data: {}, body: source, lineOffset: 0 })
    })

    it('an empty file: 0', () => {
      expect(parseFrontMatter('', FILE)).toMatchObject({ data: {}, body: '', lineOffset: 0 })
    })

    it('a one-key block followed directly by the body', () => {
      const source = '---\ntitle: x\n---\n# Title'
      const parsed = parseFrontMatter(source, FILE)
      expect(parsed.lineOffset).toBe(3)
      expect(source.split('\n')[fileLineOf(source, 1) - 1]).toBe('# Title')
    })

    it('a blank line between the block and the body', () => {
      const source = '---\ntitle: x\n---\n\n# Title'
      const parsed = parseFrontMatter(source, FILE)
      const bodyLine = parsed.body.split('\n').indexOf('# Title') + 1
      expect(source.split('\n')[fileLineOf(source, bodyLine) - 1]).toBe('# Title')
      expect(fileLineOf(source, bodyLine)).toBe(5)
    })

    it('an empty block (two `---` lines)', () => {
      const source = '---\n---\n# Title'
      const parsed = parseFrontMatter(source, FILE)
      expect(parsed.data).toEqual({})
      expect(parsed.body).toBe('# Title')
      expect(parsed.lineOffset).toBe(2)
    })

    it('a block holding only a comment', () => {
      const source = '---\n# just a comment\n---\n# Title'
      expect(parseFrontMatter(source, FILE)).toMatchObject({ data: {}, body: '# Title', lineOffset: 3 })
    })

    it('CRLF line endings', () => {
      const source = '---\r\ntitle: x\r\nid: y\r\n---\r\n# Title\r\nText\r\n'
      const parsed = parseFrontMatter(source, FILE)
      expect(parsed.data).toEqual({ title: 'x', id: 'y' })
      expect(parsed.lineOffset).toBe(4)
      expect(source.split('\r\n')[fileLineOf(source, 2) - 1]).toBe('Text')
    })
  })

  it('returns a fresh data object for identical sources (no shared cache)', () => {
    const source = '---\ntitle: x\n---\nbody'
    const a = parseFrontMatter(source, FILE)
    a.data.title = 'changed'
    expect(parseFrontMatter(source, FILE).data.title).toBe('x')
  })

  describe('YAML errors point into the file', () => {
    it('bad indentation: line and column of the offending key', () => {
      const error = syntaxError('---\ntitle: x\n  indented: y\n---\nbody')
      expect(error.code).toBe('front-matter-syntax')
      expect(error.file).toBe(FILE)
      expect(error.line).toBe(3)
      expect(error.column).toBe(11)
      expect(error.message).toMatch(/^Malformed front matter: bad indentation/)
      expect(error.hint).toMatch(/YAML/)
      expect(error.location).toBe(`${FILE}:3:11`)
    })

    it('a key without a value on a CRLF file', () => {
      const error = syntaxError('---\r\na: 1\r\nb: : c\r\n---\r\nbody')
      expect(error.line).toBe(3)
    })

    it('an unclosed flow list is reported at or after its line, never before the block', () => {
      const error = syntaxError('---\ntitle: x\ntags: [a, b\n---\nbody')
      expect(error.line).toBeGreaterThanOrEqual(3)
      expect(error.line).toBeLessThanOrEqual(4)
      expect(error.message).toMatch(/flow collection/)
    })

    it('a scalar front matter is a shape error at line 1', () => {
      let error: unknown
      try {
        parseFrontMatter('---\njust text\n---\nbody', FILE)
      } catch (e) {
        error = e
      }
      expect(error).toBeInstanceOf(BuildError)
      expect((error as BuildError).code).toBe('front-matter-shape')
      expect((error as BuildError).line).toBe(1)
    })

    it('a list front matter is a shape error', () => {
      expect(() => parseFrontMatter('---\n- a\n- b\n---\nbody', FILE)).toThrow(/must be a YAML mapping/)
    })
  })
})

describe('frontMatterKeyLine', () => {
  const source = '---\ntitle: x\nslug: /y\ntags: [a]\n---\nslug: not front matter\n'
  it('finds the line of a key inside the block', () => {
    expect(frontMatterKeyLine(source, 'title')).toBe(2)
    expect(frontMatterKeyLine(source, 'slug')).toBe(3)
    expect(frontMatterKeyLine(source, 'tags')).toBe(4)
  })
  it('does not look past the closing ---', () => {
    expect(frontMatterKeyLine('---\ntitle: x\n---\nid: z\n', 'id')).toBeUndefined()
  })
  it('does not match a key that only starts with the name', () => {
    expect(frontMatterKeyLine('---\ntitles: x\n---\n', 'title')).toBeUndefined()
  })
  it('is undefined without front matter', () => {
    expect(frontMatterKeyLine('title: x\n', 'title')).toBeUndefined()
  })
  it('works with CRLF line endings', () => {
    expect(frontMatterKeyLine('---\r\ntitle: x\r\nslug: y\r\n---\r\n', 'slug')).toBe(3)
  })
})

describe('checkFrontMatterFields', () => {
  const schema: Record<string, FieldType> = {
    title: 'string',
    sidebar_position: 'number',
    hide_title: 'boolean',
    tags: 'string[]',
    pagination_next: 'string|null',
    keywords: 'string|string[]',
    authors: 'object[]|string[]',
    date: 'date',
  }

  function check(yamlLines: string[]) {
    const source = ['---', ...yamlLines, '---', 'body'].join('\n')
    const { data } = parseFrontMatter(source, FILE)
    return checkFrontMatterFields(data, schema, source, FILE)
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
    expect(result).toEqual({ errors: [], warnings: [] })
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
    expect(result.warnings[0].hint).toBe(`Known keys: ${Object.keys(schema).join(', ')}`)
    expect(result.warnings[0].line).toBe(2)
  })

  it('does not type-check an unknown key', () => {
    const result = check(['titel: 3'])
    expect(result.errors).toEqual([])
    expect(result.warnings[0].hint).toBe('Did you mean "title"?')
  })
})
