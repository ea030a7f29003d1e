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
