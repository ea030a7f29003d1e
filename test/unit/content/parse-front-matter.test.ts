import { describe, expect, it } from 'vitest'
import { BuildError } from '../../../src/errors.js'
import { frontMatterKeyLine, frontMatterKeys, parseFrontMatter } from '../../../src/content/parse-front-matter.js'

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

describe('frontMatterKeys', () => {
  it('gives each key its line and its value as written, before YAML reads it', () => {
    const keys = frontMatterKeys('---\ntitle: "Quoted"\ndate: 2021-13-45\ntags: [a]\n"quoted key": x\n---\nbody\n')
    expect(keys.get('title')).toEqual({ line: 2, written: 'Quoted' })
    expect(keys.get('date')).toEqual({ line: 3, written: '2021-13-45' })
    expect(keys.get('tags')).toEqual({ line: 4, written: undefined })
    expect(keys.get('quoted key')?.line).toBe(5)
  })
})
