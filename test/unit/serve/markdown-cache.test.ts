import type { Element } from 'hast'
import { describe, expect, it } from 'vitest'
import type { MarkdownOptions, MarkdownResult } from '../../../src/markdown/markdown-result.js'
import { createMarkdownCache } from '../../../src/serve/markdown-cache.js'

/** A stand-in markdown stage that resolves every `.md` link it finds and records its calls. */
function fakeRenderer(): { calls: string[]; render: (source: string, options: MarkdownOptions) => MarkdownResult } {
  const calls: string[] = []
  return {
    calls,
    render: (source, options) => {
      calls.push(options.file)
      const links = [...source.matchAll(/\(([^)]+\.md)\)/g)].map((m) => ({
        href: options.resolveMarkdownLink?.(m[1]) ?? m[1],
      }))
      return {
        hast: { type: 'root', children: [] },
        toc: [],
        anchors: [],
        links,
        liveBlocks: [],
        plainText: source,
        warnings: [],
        hasTruncateMarker: false,
      }
    },
  }
}

describe('markdown cache', () => {
  it('in front of the markdown threads: only misses go to them, and what they render is kept with its links', async () => {
    const fake = fakeRenderer()
    const cache = createMarkdownCache(fake.render)
    const routes = new Map([['docs/b.md', '/docs/b']])
    const jobs = [
      { source: 'See [b](b.md).', options: { file: 'docs/a.md' } },
      { source: '# B', options: { file: 'docs/b.md' } },
    ]
    const sent: string[][] = []
    // a stand-in for the threads: renders the jobs it gets and reports the links each resolved
    const threads = cache.stage.prerender(async (misses, routeOfSource, onLinkLookups) => {
      sent.push(misses.map((job) => job.options.file))
      return misses.map((job, m) => {
        const lookups: Array<[string, string | null]> = []
        const result = fake.render(job.source, {
          ...job.options,
          resolveMarkdownLink: (href) => {
            const route = routeOfSource.get(`docs/${href}`)
            lookups.push([href, route ?? null])
            return route
          },
        })
        onLinkLookups?.(m, lookups)
        return result
      })
    })
    const first = await threads(jobs, routes)
    expect(cache.renders).toBe(2)
    const again = await threads(jobs, routes)
    expect(again).toEqual(first)
    expect(again?.[0]).toBe(first?.[0])
    // the target of a.md's link moved: a.md alone is rendered again
    await threads(jobs, new Map([['docs/b.md', '/docs/moved']]))
    expect(sent).toEqual([['docs/a.md', 'docs/b.md'], ['docs/a.md']])
    expect(cache.renders).toBe(3)
    // the entries are the renderer's too
    expect(cache.renderMarkdown('# B', { file: 'docs/b.md', resolveMarkdownLink: () => undefined })).toBe(first?.[1])
  })

  it('renders a file again only when its content or options change', () => {
    const fake = fakeRenderer()
    const cache = createMarkdownCache(fake.render)
    const first = cache.renderMarkdown('# A', { file: 'a.md' })
    expect(cache.renderMarkdown('# A', { file: 'a.md' })).toBe(first)
    cache.renderMarkdown('# A', { file: 'b.md' })
    cache.renderMarkdown('# A changed', { file: 'a.md' })
    cache.renderMarkdown('# A changed', { file: 'a.md', tocMaxLevel: 4 })
    expect(fake.calls).toEqual(['a.md', 'b.md', 'a.md', 'a.md'])
    expect(cache.hits).toBe(1)
    expect(cache.renders).toBe(4)
  })

  it('renders again when a relative link it resolved now resolves elsewhere', () => {
    const fake = fakeRenderer()
    const cache = createMarkdownCache(fake.render)
    let target: string | undefined = '/docs/b'
    const options = (): MarkdownOptions => ({ file: 'a.md', resolveMarkdownLink: () => target })
    const first = cache.renderMarkdown('See [b](./b.md).', options())
    expect(first.links).toEqual([{ href: '/docs/b' }])
    expect(cache.renderMarkdown('See [b](./b.md).', options())).toBe(first)
    target = '/docs/moved-b'
    expect(cache.renderMarkdown('See [b](./b.md).', options()).links).toEqual([{ href: '/docs/moved-b' }])
    target = undefined
    expect(cache.renderMarkdown('See [b](./b.md).', options()).links).toEqual([{ href: './b.md' }])
    expect(fake.calls).toHaveLength(3)
  })

  it('names the objects it hands out, so later stages can key them by identity', () => {
    const fake = fakeRenderer()
    const known = new WeakMap<object, string>()
    const cache = createMarkdownCache(fake.render, known)
    const a = cache.renderMarkdown('# A', { file: 'a.md' })
    const b = cache.renderMarkdown('# B', { file: 'a.md' })
    expect(known.get(a.hast)).toBeDefined()
    expect(known.get(a.hast.children)).toBeDefined()
    expect(known.get(b.hast)).not.toBe(known.get(a.hast))
    expect(known.get(a.toc)).not.toBe(known.get(b.toc))
  })

  it("names a page's upper levels, and every node of a page with live code blocks (each build copies it down to them)", () => {
    const known = new WeakMap<object, string>()
    // root > top-level div > pre > code > text: the code element is below the named upper levels
    const deepTree = (): MarkdownResult['hast'] => ({
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'div',
          properties: {},
          children: [
            {
              type: 'element',
              tagName: 'pre',
              properties: {},
              children: [
                { type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: 'x' }] },
              ],
            },
          ],
        },
      ],
    })
    const codeOf = (result: MarkdownResult) => {
      const div = result.hast.children[0] as Element
      return (div.children[0] as Element).children[0] as Element
    }
    const live = { id: 'live-1', lang: 'jsx', code: 'x', noInline: false, line: 1 }
    const cache = createMarkdownCache(
      (source, options) => ({
        ...fakeRenderer().render(source, options),
        hast: deepTree(),
        liveBlocks: source.includes('live') ? [live] : [],
      }),
      known,
    )
    const plain = cache.renderMarkdown('plain', { file: 'plain.md' })
    const withLive = cache.renderMarkdown('live', { file: 'live.md' })
    expect(known.get(plain.hast.children[0])).toBeDefined()
    expect(known.get(codeOf(plain))).toBeUndefined()
    expect(known.get(codeOf(withLive))).toBeDefined()
    expect(known.get(codeOf(withLive).children)).toBeDefined()
    expect(known.get(codeOf(withLive).children[0])).toBeDefined()
  })
})

describe('markdown cache: what to store', () => {
  it('hands out the entries rendered since it last did, not the ones it was given from the store', () => {
    const fake = fakeRenderer()
    const first = createMarkdownCache(fake.render)
    first.renderMarkdown('# A', { file: 'a.md' })
    first.renderMarkdown('# B', { file: 'b.md' })
    const stored = first.takeRendered()
    expect(stored.map(([file]) => file)).toEqual(['a.md', 'b.md'])
    expect(first.takeRendered()).toEqual([])
    const next = createMarkdownCache(fake.render, new WeakMap(), stored)
    next.renderMarkdown('# A', { file: 'a.md' })
    next.renderMarkdown('# B changed', { file: 'b.md' })
    expect(next.takeRendered().map(([file]) => file)).toEqual(['b.md'])
  })
})
