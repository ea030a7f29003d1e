import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { frontMatterEntries } from '../../../src/cache/front-matter-entries.js'
import { parseFrontMatter } from '../../../src/content/parse-front-matter.js'

describe('frontMatterEntries', () => {
  let tmp: string
  beforeEach(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'hd-front-matter-'))
  })
  afterEach(async () => rm(tmp, { recursive: true, force: true }))

  const open = () => frontMatterEntries(path.join(tmp, 'front-matter.json'), [])
  const plain = '---\ntitle: Plain\nsidebar_position: 2\ntags: [a, b]\n---\n\n# Body\n\nText.\n'
  const dated = '---\ntitle: Dated\ndate: 2021-09-24\n---\nBody.\n'

  it('gives a later build what parsing gives, for a source of the same text, except values JSON would change', async () => {
    const first = open()
    expect(first.parse(plain, 'docs/a.md')).toEqual(parseFrontMatter(plain, 'docs/a.md'))
    expect(first.parse(dated, 'docs/b.md')).toEqual(parseFrontMatter(dated, 'docs/b.md'))
    await first.save()

    const next = open()
    const taken = next.parse(plain, 'docs/moved.md')
    expect(taken).toEqual(parseFrontMatter(plain, 'docs/moved.md'))
    // a new object each time: what one doc's loading does to it is not another's
    ;(taken.data as { title: string }).title = 'Changed'
    expect(next.parse(plain, 'docs/copy.md').data.title).toBe('Plain')
    // a YAML date is a Date only when parsed
    expect(next.parse(dated, 'docs/b.md').data.date).toBeInstanceOf(Date)
    expect({ parsed: next.parsed, reused: next.reused }).toEqual({ parsed: 1, reused: 2 })
  })

  it('throws the YAML error as parsing does, every time', async () => {
    const broken = '---\ntitle: [unclosed\n---\nBody.\n'
    const first = open()
    expect(() => first.parse(broken, 'docs/c.md')).toThrow(/Malformed front matter/)
    await first.save()
    expect(() => open().parse(broken, 'docs/c.md')).toThrow(/Malformed front matter/)
  })
})
