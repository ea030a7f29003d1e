import { MessageChannel } from 'node:worker_threads'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { generateBigPage } from '../../../bench/generate-big-page.js'
import { parseInPieces } from '../../../src/markdown/parse-in-pieces.js'
import { parseMarkdownPiece } from '../../../src/markdown/render-markdown.js'
import { markdownPeers, type RangeProgress } from '../../../src/workers/markdown-peers.js'
import { collectGarbage } from '../../../src/collect-garbage.js'

vi.mock('../../../src/collect-garbage.js', () => ({ collectGarbage: vi.fn() }))

// two "threads" on this one: each side of a channel is a thread's end of it; a request is served when the event
// loop turns, as on a peer thread that is idle
const channels: MessageChannel[] = []
function twoPeers(collectAfter?: number) {
  const channel = new MessageChannel()
  channels.push(channel)
  const told: Array<[side: string, progress: RangeProgress]> = []
  const one = markdownPeers([channel.port1], parseMarkdownPiece, (progress) => told.push(['one', progress]), MIN)
  markdownPeers([channel.port2], parseMarkdownPiece, (progress) => told.push(['other', progress]), MIN, collectAfter)
  return { one, told }
}
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close()
    channel.port2.close()
  }
})

// bodies shared out from this length (the default, SHARED_PARSE_MIN_LENGTH, takes a few seconds to parse)
const MIN = 64 * 1024
// a long page whose references and definitions are in different ranges
const source = `See [the intro] first.\n\n${generateBigPage({ bytes: MIN * 1.5 })}\nBack to [the intro].\n\n[the intro]: /docs/intro\n`

describe('markdownPeers: a long body parsed on this thread and its peers', () => {
  it('gives the tree of a parse in pieces on one thread, positions included', async () => {
    const { one } = twoPeers()
    const tree = await one.parse(source, 'docs/big.md')
    expect(tree).toEqual(parseInPieces(source, parseMarkdownPiece))
  })

  it("gives the very tree when the peer's range holds every kind of node: its pieces cross as JSON", async () => {
    // toStrictEqual, unlike toEqual, tells a key whose value is undefined (which JSON leaves out) from none
    const kinds = `# Kinds {#kinds}

Text with *emphasis*, **strong**, ~~deleted~~, \`code\`, <span>html</span>, a [link](/a "title"), ![an image](/i.png),
an autolink https://example.com, a [reference][ref], a footnote[^note], a break  
and :kbd[Ctrl] and :abbr[text]{title="x"}.

> a quote

- [x] done
- [ ] to do
  1. nested

| left | center | right |
| :--- | :----: | ----: |
| a    | b      | c     |

\`\`\`tsx title="App.tsx" {1}
const a = 1
\`\`\`

    indented code

:::note[Title]
An admonition.
:::

::video{src="/v.mp4"}

<div>
html block
</div>

<!-- a comment -->

***

[ref]: /ref 'Ref'
[^note]: The note.

`
    const body = `${generateBigPage({ bytes: MIN })}\n${kinds.repeat(Math.ceil(MIN / kinds.length))}`
    const { one } = twoPeers()
    expect(await one.parse(body, 'docs/kinds.md')).toStrictEqual(parseInPieces(body, parseMarkdownPiece))
  })

  it('parses the first range here and the second on the peer, each telling how far it is', async () => {
    const { one, told } = twoPeers()
    await one.parse(source, 'docs/big.md')
    const parts = (side: string) => new Set(told.filter(([s]) => s === side).map(([, p]) => p.part))
    expect(parts('one')).toEqual(new Set([0]))
    expect(parts('other')).toEqual(new Set([1]))
    const last = (side: string) => told.filter(([s]) => s === side).at(-1)![1]
    // each range told its length once parsed: together, the whole body
    expect(last('one').parsed + last('other').parsed).toBe(source.length)
    expect(told.every(([, p]) => p.file === 'docs/big.md' && p.total === source.length)).toBe(true)
  })

  it('has the peer collect its garbage once it has answered a long range, and only then', async () => {
    vi.mocked(collectGarbage).mockClear()
    // the default: from 256 KB of range on, longer than this body's
    await twoPeers().one.parse(source, 'docs/big.md')
    expect(collectGarbage).not.toHaveBeenCalled()
    await twoPeers(MIN / 2).one.parse(source, 'docs/big.md')
    expect(collectGarbage).toHaveBeenCalledTimes(1)
  })

  it('leaves a short body, or a thread without peers, to the ordinary parse', () => {
    const { one } = twoPeers()
    expect(one.parse(source.slice(0, MIN - 1), 'docs/short.md')).toBeUndefined()
    expect(markdownPeers([], parseMarkdownPiece, () => {}, MIN).parse(source, 'docs/big.md')).toBeUndefined()
    // by default, from SHARED_PARSE_MIN_LENGTH on
    const { port1 } = new MessageChannel()
    expect(markdownPeers([port1], parseMarkdownPiece, () => {}).parse(source, 'docs/big.md')).toBeUndefined()
    port1.close()
  })
})
