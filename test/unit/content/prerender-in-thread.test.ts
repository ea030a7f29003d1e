import { describe, expect, it } from 'vitest'
import { BuildError } from '../../../src/errors.js'
import { prerenderInThread } from '../../../src/content/prerender-in-thread.js'
import { markdownLinkResolver } from '../../../src/content/resolve-markdown-link.js'
import { renderMarkdown } from '../../../src/markdown/render-markdown.js'
import type { MarkdownResult } from '../../../src/markdown/markdown-result.js'
import type { MarkdownRenderer } from '../../../src/content/markdown-renderer.js'

const page = (title: string) => ({
  source: `# ${title}\n\nSee [the guide](./guide.md).\n`,
  options: { file: `content/docs/current/${title}.md` },
})

describe('prerenderInThread', () => {
  it('gives what the markdown stage gives, in order, with a BuildError in its place', async () => {
    const routeOfSource = new Map([['content/docs/current/guide.md', '/docs/guide']])
    const broken = {
      source: '# Broken\n\n:::tab[Alone]\nA tab outside tabs.\n:::\n',
      options: { file: 'content/docs/current/broken.md' },
    }
    const jobs = [page('one'), broken, page('two')]
    const outcomes = await prerenderInThread(jobs, routeOfSource)
    expect(outcomes[0]).toEqual(
      renderMarkdown(jobs[0].source, {
        ...jobs[0].options,
        resolveMarkdownLink: markdownLinkResolver(routeOfSource, jobs[0].options.file),
      }),
    )
    expect(outcomes[1]).toBeInstanceOf(BuildError)
    expect((outcomes[1] as BuildError).file).toBe('content/docs/current/broken.md')
    expect((outcomes[2] as MarkdownResult).toc).toEqual([])
  })

  it('lets the event loop turn once a doc has taken a few milliseconds, never for docs that take none', async () => {
    const busy = (ms: number) => {
      const until = performance.now() + ms
      while (performance.now() < until);
    }
    const seen: boolean[] = []
    let turned = false
    const slow: MarkdownRenderer = (source, options) => {
      seen.push(turned)
      busy(6)
      return renderMarkdown(source, options)
    }
    setImmediate(() => (turned = true))
    await prerenderInThread([page('one'), page('two')], new Map(), slow)
    // work queued before the call ran after the first (slow) doc, before the second
    expect(seen).toEqual([false, true])

    // a cache hit takes no time: no turn of the loop between docs
    const result = renderMarkdown(page('one').source, page('one').options)
    const instant: MarkdownRenderer = () => {
      seen.push(turned)
      return result
    }
    seen.length = 0
    turned = false
    setImmediate(() => (turned = true))
    await prerenderInThread([page('one'), page('two'), page('three')], new Map(), instant)
    expect(seen).toEqual([false, false, false])
  })
})
