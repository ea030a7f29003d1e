import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { BuildSummary } from '../../../src/serve/build-worker-protocol.js'
import { builtLine, failureLines, unseenWarnings } from '../../../src/serve/watch-build-report.js'

const summary: BuildSummary = {
  durationMs: 94.6,
  pages: 57,
  changedFiles: ['a.html'],
  update: { kind: 'reload' },
  warnings: [],
  inputs: { configFiles: [], contentDirs: [], staticDir: '' },
  baseUrl: '/',
  rendered: { markdown: 2, pages: 1, documents: 0, bundled: true },
}
const inCwd = (name: string) => path.join(process.cwd(), name)

describe('builtLine', () => {
  it('counts the pages of the first build, and what it changed and rendered', () => {
    expect(builtLine({ number: 1, files: [] }, summary)).toBe(
      'Built 57 pages in 95 ms: 1 output file changed (2 markdown files and 1 page rendered, client bundled).',
    )
  })

  it('names the files of a rebuild, relative to the working folder, the first three of many', () => {
    const one = {
      ...summary,
      changedFiles: ['a', 'b'],
      rendered: { markdown: 1, pages: 2, documents: 0, bundled: false },
    }
    expect(builtLine({ number: 2, files: [inCwd('content/intro.md')] }, one)).toBe(
      `Rebuilt (${path.join('content', 'intro.md')}) in 95 ms: 2 output files changed (1 markdown file and 2 pages rendered).`,
    )
    const files = ['a.md', 'b.md', 'c.md', 'd.md', 'e.md'].map(inCwd)
    expect(builtLine({ number: 3, files }, summary)).toMatch(/^Rebuilt \(a\.md, b\.md, c\.md and 2 more\) in /)
  })
})

describe('unseenWarnings / failureLines', () => {
  const broken = { code: 'broken-anchor', message: 'no #x', file: 'intro.md', line: 3 }
  const old = { code: 'raw-html', message: 'raw HTML' }

  it('prints a warning once while it lasts, and again once it came back', () => {
    const first = unseenWarnings(new Set(), [broken, old])
    expect(first.lines).toEqual(['warning: intro.md:3  no #x  [broken-anchor]', 'warning: raw HTML  [raw-html]'])
    const second = unseenWarnings(first.shown, [old])
    expect(second.lines).toEqual([])
    expect(unseenWarnings(second.shown, [broken, old]).lines).toEqual(['warning: intro.md:3  no #x  [broken-anchor]'])
  })

  it('a failure prints the warnings found before it, then the error', () => {
    expect(failureLines({ message: 'intro.md:9  broken link', warnings: [old] })).toEqual([
      'warning: raw HTML  [raw-html]',
      'error: intro.md:9  broken link',
    ])
    expect(failureLines({ message: 'boom' })).toEqual(['error: boom'])
  })
})
