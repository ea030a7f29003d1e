import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { markdownEntries } from '../../../src/cache/markdown-entries.js'
import { renderMarkdown } from '../../../src/markdown/render-markdown.js'

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
})
