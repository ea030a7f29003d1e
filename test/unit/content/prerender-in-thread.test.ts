import { describe, expect, it } from 'vitest'
import { BuildError } from '../../../src/errors.js'
import { prerenderInThread } from '../../../src/content/prerender-in-thread.js'
import { markdownLinkResolver } from '../../../src/content/resolve-markdown-link.js'
import { renderMarkdown } from '../../../src/markdown/render-markdown.js'
import type { MarkdownResult } from '../../../src/markdown/markdown-result.js'

const page = (title: string) => ({ source: `# ${title}\n\nSee [the guide](./guide.md).\n`, options: { file: `content/docs/current/${title}.md` } })

describe('prerenderInThread', () => {
  it('gives what the markdown stage gives, in order, with a BuildError in its place', async () => {
    const routeOfSource = new Map([['content/docs/current/guide.md', '/docs/guide']])
    const broken = { source: '# Broken\n\n:::tab[Alone]\nA tab outside tabs.\n:::\n', options: { file: 'content/docs/current/broken.md' } }
    const jobs = [page('one'), broken, page('two')]
    const outcomes = await prerenderInThread(jobs, routeOfSource)
    expect(outcomes[0]).toEqual(renderMarkdown(jobs[0].source, { ...jobs[0].options, resolveMarkdownLink: markdownLinkResolver(routeOfSource, jobs[0].options.file) }))
    expect(outcomes[1]).toBeInstanceOf(BuildError)
    expect((outcomes[1] as BuildError).file).toBe('content/docs/current/broken.md')
    expect((outcomes[2] as MarkdownResult).toc).toEqual([])
  })

  it('lets the event loop turn between docs', async () => {
    // work queued before the call runs after the first doc and before the second: it makes ./guide.md a page
    const routeOfSource = new Map<string, string>()
    setImmediate(() => routeOfSource.set('content/docs/current/guide.md', '/docs/guide'))
    const [first, second] = (await prerenderInThread([page('one'), page('two')], routeOfSource)) as MarkdownResult[]
    const hrefs = (result: MarkdownResult) => JSON.stringify(result.hast).match(/"href":"[^"]*"/g)
    expect(hrefs(first)).not.toContain('"href":"/docs/guide"')
    expect(hrefs(second)).toContain('"href":"/docs/guide"')
  })
})
