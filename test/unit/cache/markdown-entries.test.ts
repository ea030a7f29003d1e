import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as fs from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { markdownEntries } from '../../../src/cache/markdown-entries.js'
import { renderMarkdown } from '../../../src/markdown/render-markdown.js'
import { createContentDigests } from '../../../src/render/route-data-json.js'
import { treeFromJson, treeToJson } from '../../../src/render/tree-json.js'

vi.mock('node:fs', async (original) => {
  const actual = await original<typeof import('node:fs')>()
  return { ...actual, readFileSync: vi.fn(actual.readFileSync) }
})

const PAGE = '# Hello\n\nSome *text* and [a link](https://example.com).\n\n## Part\n\nMore.\n'
const noRender = () => {
  throw new Error('rendered again')
}

describe('markdownEntries', () => {
  let folder: string
  beforeEach(async () => {
    folder = path.join(await mkdtemp(path.join(os.tmpdir(), 'hd-markdown-entries-')), 'markdown')
  })
  afterEach(async () => rm(path.dirname(folder), { recursive: true, force: true }))

  const files = async () => readdir(folder).catch(() => [])

  it('writes what this thread rendered when the build waits for its other threads, and a later build reuses it', async () => {
    const entries = markdownEntries(folder, [])
    const render = entries.render(renderMarkdown)
    render('# Hello\n\nSome *text*.\n', { file: 'docs/a.md' })
    render('A second page.\n', { file: 'docs/b.md' })
    expect(await files()).toEqual([]) // not on the renders' path
    entries.writeKept()
    await entries.save()
    expect(await files()).toHaveLength(2)

    const next = markdownEntries(folder, [])
    const result = next.render(() => {
      throw new Error('rendered again')
    })('A second page.\n', { file: 'docs/b.md' })
    expect(result.plainText).toContain('A second page.')
    expect(next.reused).toBe(1)
  })

  it('writes the rest on save', async () => {
    const entries = markdownEntries(folder, [])
    entries.render(renderMarkdown)('Text.\n', { file: 'docs/a.md' })
    await entries.save()
    expect(await files()).toHaveLength(1)
  })

  it("reads a reused entry's trees only when their children are first asked for, and names them without reading", async () => {
    const first = markdownEntries(folder, [])
    const made = first.render(renderMarkdown)(PAGE, { file: 'docs/a.md' })
    await first.save()

    const contents = createContentDigests()
    const next = markdownEntries(folder, [], contents)
    const read = vi.mocked(fs.readFileSync)
    read.mockClear()
    const result = next.render(noRender)(PAGE, { file: 'docs/a.md' })
    expect(result.title).toBe('Hello')
    expect(contents.get(result.hast)).toEqual(expect.any(String))
    expect(read).not.toHaveBeenCalled() // the entry's first line only, read in pieces
    expect(JSON.stringify(result.hast)).toBe(JSON.stringify(made.hast))
    expect(read).toHaveBeenCalledTimes(1)
    expect(result.hast.children).toEqual(made.hast.children)
    expect(read).toHaveBeenCalledTimes(1) // kept once read
  })

  it("writes a tree whose JSON is known (a long page's, from its thread) from that JSON, not serialised again", async () => {
    const entries = markdownEntries(folder, [])
    const made = entries.render((source, options) => {
      const result = renderMarkdown(source, options)
      // the known texts spaced out: still the tree's JSON, and proof of which text was written
      const json = treeToJson(result.hast)
      return { ...result, hast: treeFromJson({ ...json, texts: json.texts.map((text) => ` ${text}`) }) }
    })(PAGE, { file: 'docs/a.md' })
    await entries.save()
    const [file] = await readdir(folder)
    const tail = (await readFile(path.join(folder, file), 'utf8')).split('\n')[1]
    expect(tail.startsWith('{"hast":{"type":"root","children":[ {')).toBe(true)

    const next = markdownEntries(folder, [])
    expect(next.render(noRender)(PAGE, { file: 'docs/a.md' }).hast.children).toEqual(made.hast.children)
  })

  it('renders a reused result again when its file changed before its trees were read', async () => {
    const first = markdownEntries(folder, [])
    const made = first.render(renderMarkdown)(PAGE, { file: 'docs/a.md' })
    await first.save()

    const next = markdownEntries(folder, [])
    let renders = 0
    const result = next.render((source, options) => {
      renders++
      return renderMarkdown(source, options)
    })(PAGE, { file: 'docs/a.md' })
    expect(renders).toBe(0)
    // another build of the site writes the file of another version of the page meanwhile
    const [file] = await readdir(folder)
    const text = await readFile(path.join(folder, file), 'utf8')
    await writeFile(path.join(folder, file), text.replace(/"key":"[^"]*"/, '"key":"another"'))
    expect(result.hast).toEqual({ type: 'root', children: made.hast.children })
    expect(renders).toBe(1)
  })
})
