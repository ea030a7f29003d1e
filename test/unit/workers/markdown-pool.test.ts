import { describe, expect, it } from 'vitest'
import { BuildError } from '../../../src/errors.js'
import { renderMarkdown } from '../../../src/markdown/render-markdown.js'
import { markdownLinkResolver } from '../../../src/content/resolve-markdown-link.js'
import { startMarkdownPool } from '../../../src/workers/markdown-pool.js'
import { SHARED_PARSE_MIN_LENGTH } from '../../../src/workers/markdown-peers.js'
import type { MarkdownResult } from '../../../src/markdown/markdown-result.js'
import { knownTreeJson, treeJsonText } from '../../../src/render/tree-json.js'
import { generateBigPage } from '../../../bench/generate-big-page.js'
import { FOLLOWED_PAGE_MIN_CHARS, type PageProgress } from '../../../src/long-work-reporter.js'

const routeOfSource = new Map([
  ['content/docs/current/intro.md', '/docs/intro'],
  ['content/docs/current/guides/setup.md', '/docs/guides/setup'],
])

const jobs = [
  {
    source:
      '# Intro\n\nSee [setup](./guides/setup.md#install).\n\n## Usage\n\n```tsx title="App.tsx" {1}\nconst a = 1\n```\n',
    options: { file: 'content/docs/current/intro.md', lineOffset: 3 },
  },
  {
    source: '# Setup\n\n:::tip[Hint]\nText with a [missing](./nope.md).\n:::\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
    options: { file: 'content/docs/current/guides/setup.md', tocMinLevel: 2, tocMaxLevel: 4 },
  },
  { source: '# Broken\n\n```jsx live\n<p>unclosed\n', options: { file: 'content/docs/current/broken.md' } },
]

function onMainThread(job: (typeof jobs)[number]): unknown {
  try {
    return renderMarkdown(job.source, {
      ...job.options,
      resolveMarkdownLink: markdownLinkResolver(routeOfSource, job.options.file),
    })
  } catch (error) {
    return error
  }
}

describe('the markdown worker pool', () => {
  it('declines without workers (HOTKEYS_DOCS_WORKERS=0) and from the sources unless asked', () => {
    expect(startMarkdownPool({ HOTKEYS_DOCS_WORKERS: '0' })).toBeUndefined()
    expect(startMarkdownPool({})).toBeUndefined()
    // an empty value is no value: from the sources that means no threads
    expect(startMarkdownPool({ HOTKEYS_DOCS_WORKERS: '' })).toBeUndefined()
  })

  it('gives, in order, exactly what the markdown stage gives on the main thread, BuildErrors included', async () => {
    const pool = startMarkdownPool({ HOTKEYS_DOCS_WORKERS: '2' })!
    try {
      const outcomes = (await pool.prerender(jobs, routeOfSource))!
      expect(outcomes).toHaveLength(jobs.length)
      // short pages' trees come as structured clones: no text is kept for them
      expect(knownTreeJson((outcomes[0] as MarkdownResult).hast)).toBeUndefined()
      jobs.forEach((job, i) => {
        const expected = onMainThread(job)
        if (expected instanceof BuildError) {
          expect(outcomes[i]).toBeInstanceOf(BuildError)
          const error = outcomes[i] as BuildError
          expect([error.code, error.message, error.file, error.line, error.hint]).toEqual([
            expected.code,
            expected.message,
            expected.file,
            expected.line,
            expected.hint,
          ])
        } else {
          expect(outcomes[i]).toEqual(expected)
        }
      })
    } finally {
      await pool.close()
    }
  }, 60_000)

  it("tells how far a long page's parse is, from the threads, and when it is rendered", async () => {
    const pool = startMarkdownPool({ HOTKEYS_DOCS_WORKERS: '1' })!
    try {
      const log = progressLog()
      const source = '## Section\n\nText of the section.\n\n'.repeat(2000)
      await pool.prerender(
        [
          { source, options: { file: 'content/docs/current/long.md' } },
          { source: '## Short\n\nA short page.\n', options: { file: 'content/docs/current/short.md' } },
        ],
        routeOfSource,
        undefined,
        log.progress,
      )
      const long = log.parsed.filter(([file]) => file === 'content/docs/current/long.md')
      expect(long.length).toBeGreaterThan(5)
      expect(long[0]).toEqual(['content/docs/current/long.md', 0, source.length])
      expect(long.at(-1)).toEqual(['content/docs/current/long.md', source.length, source.length])
      // only a body of FOLLOWED_PAGE_MIN_CHARS or more is followed past its parse: the short one costs no message
      expect(source.length).toBeGreaterThanOrEqual(FOLLOWED_PAGE_MIN_CHARS)
      expect(log.rendered).toEqual(['content/docs/current/long.md'])
    } finally {
      await pool.close()
    }
  }, 60_000)

  it('parses a long page (~620 KB) on both threads and gives what the main thread gives, its progress summed', async () => {
    const pool = startMarkdownPool({ HOTKEYS_DOCS_WORKERS: '2' })!
    try {
      const source = `See [setup][].\n\n${generateBigPage({ bytes: SHARED_PARSE_MIN_LENGTH * 1.2 })}\n[setup]: ./guides/setup.md\n`
      const job = { source, options: { file: 'content/docs/current/intro.md' } }
      const log = progressLog()
      const [outcome] = (await pool.prerender([job], routeOfSource, undefined, log.progress))!
      expect(outcome).toEqual(onMainThread(job))
      // a long page's tree came as its JSON text, kept with it for the route data and the search thread
      const { hast } = outcome as MarkdownResult
      expect(treeJsonText(knownTreeJson(hast)!)).toBe(JSON.stringify(hast))
      // its threads ended before it was parsed (their heaps go first): a later call renders on the main thread
      expect(await pool.prerender(jobs, routeOfSource)).toBeUndefined()
      // both threads' ranges: the characters parsed grow to the whole body (front matter included in the page)
      const parsed = log.parsed.map(([, n]) => n)
      expect(parsed).toEqual([...parsed].sort((a, b) => a - b))
      expect(log.parsed.at(-1)).toEqual(['content/docs/current/intro.md', source.length, source.length])
      expect(log.rendered).toEqual(['content/docs/current/intro.md'])
    } finally {
      await pool.close()
    }
  }, 60_000)
})

/** What a pool tells of its pages (PageProgress): each parse's progress, and the pages it rendered. */
function progressLog() {
  const parsed: Array<[string, number, number]> = []
  const rendered: string[] = []
  const progress: PageProgress = {
    parsed: (file, n, total) => void parsed.push([file, n, total]),
    rendered: (file) => void rendered.push(file),
  }
  return { parsed, rendered, progress }
}
