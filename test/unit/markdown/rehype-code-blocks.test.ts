import { describe, expect, it } from 'vitest'
import { html, lines, render, renderError } from './render-helpers.js'

const FENCE = '```'
const block = (info: string, ...code: string[]) => lines(FENCE + info, ...code, FENCE)
/** two live blocks (the second in an admonition), then a static one */
const TWO_LIVE_ONE_STATIC = lines(
  block('jsx live', '<A />'),
  '',
  ':::tip',
  block('tsx live', '<B />'),
  ':::',
  '',
  block('js', 'static()'),
)

describe('rehype-code-blocks', () => {
  it('wraps every line in a code-line span, newline inside all but the last', () => {
    expect(html(block('js', 'a()', '', 'b()'))).toBe(
      '<pre data-language="js"><code class="language-js">' +
        '<span class="code-line"><span class="token function">a</span><span class="token punctuation">(</span><span class="token punctuation">)</span>\n</span>' +
        '<span class="code-line">\n</span>' +
        '<span class="code-line"><span class="token function">b</span><span class="token punctuation">(</span><span class="token punctuation">)</span></span>' +
        '</code></pre>',
    )
  })

  it('keeps the source as the text content of <code>', () => {
    const source = ['/* multi', ' line */', 'const s = `x', '${y}`'].join('\n')
    const { hast } = render(block('ts', source))
    const text = (node: unknown): string => {
      const n = node as { type: string; value?: string; children?: unknown[] }
      return n.type === 'text' ? (n.value ?? '') : (n.children ?? []).map(text).join('')
    }
    expect(text(hast.children[0])).toBe(source)
  })

  it('splits a multi-line comment token across code lines', () => {
    expect(html(block('ts', '/* first', 'second */ let x'))).toBe(
      '<pre data-language="ts"><code class="language-ts">' +
        '<span class="code-line"><span class="token comment">/* first</span>\n</span>' +
        '<span class="code-line"><span class="token comment">second */</span> <span class="token keyword">let</span> x</span>' +
        '</code></pre>',
    )
  })

  it('marks highlighted lines and ranges', () => {
    const out = html(block('text {1,3-4}', 'a', 'b', 'c', 'd', 'e'))
    expect(out).toBe(
      '<pre data-language="text"><code class="language-text">' +
        '<span class="code-line highlighted">a\n</span><span class="code-line">b\n</span>' +
        '<span class="code-line highlighted">c\n</span><span class="code-line highlighted">d\n</span><span class="code-line">e</span>' +
        '</code></pre>',
    )
  })

  it('sets the title', () => {
    expect(html(block('tsx title="App.tsx"', 'x'))).toMatch(
      /^<pre data-language="tsx" data-title="App.tsx"><code class="language-tsx">/,
    )
  })

  it('combines live, noInline, title and highlighting', () => {
    const result = render(block('jsx live noInline title="Demo.jsx" {2}', 'const App = () => <p />', 'render(<App />)'))
    expect(result.hast.children[0]).toMatchObject({
      tagName: 'pre',
      properties: {
        dataLanguage: 'jsx',
        dataTitle: 'Demo.jsx',
        dataLive: true,
        dataNoInline: true,
        dataLiveId: 'live-1',
      },
    })
    expect(result.html).toMatch(
      /^<pre data-language="jsx" data-title="Demo.jsx" data-live data-live-id="live-1" data-no-inline>/,
    )
    expect(result.html).toContain('<span class="code-line highlighted"><span class="token function">render</span>')
    expect(result.liveBlocks).toEqual([
      { id: 'live-1', lang: 'jsx', code: 'const App = () => <p />\nrender(<App />)', noInline: true, line: 1 },
    ])
  })

  it('numbers live blocks in document order with lines in the real file (lineOffset)', () => {
    const result = render(lines('# Page', '', TWO_LIVE_ONE_STATIC), { lineOffset: 5 })
    expect(result.liveBlocks).toEqual([
      { id: 'live-1', lang: 'jsx', code: '<A />', noInline: false, line: 8 },
      { id: 'live-2', lang: 'tsx', code: '<B />', noInline: false, line: 13 },
    ])
    expect(result.html).toContain('data-live-id="live-2"')
    expect(result.html).toContain('<pre data-language="js"><code')
  })

  it("puts each live block, and only those, in Docusaurus' playground container in a Docusaurus site", () => {
    const result = render(TWO_LIVE_ONE_STATIC, { markup: 'docusaurus' })
    expect(result.html.match(/<div class="playgroundContainer_hd"><pre data-language="\w+" data-live /g)).toHaveLength(
      2,
    )
    expect(result.html).toContain('<pre data-language="js">')
    expect(result.html).not.toContain('playgroundContainer_hd"><pre data-language="js"')
    expect(result.liveBlocks.map((b) => b.id)).toEqual(['live-1', 'live-2'])
    expect(render(TWO_LIVE_ONE_STATIC).html).not.toContain('playgroundContainer')
  })

  it('starts live ids again at live-1 for each document', () => {
    render(block('jsx live', 'a'))
    expect(render(block('jsx live', 'b')).liveBlocks[0].id).toBe('live-1')
  })

  it('marks fragments', () => {
    expect(html(block('ts fragment', 'useHotkeys()'))).toMatch(/^<pre data-language="ts" data-fragment>/)
  })

  it('renders an unknown language as plain text, keeping its class', () => {
    const result = render(block('python', 'def f(): pass', 'x = 1'))
    expect(result.html).toBe(
      '<pre data-language="python"><code class="language-python"><span class="code-line">def f(): pass\n</span><span class="code-line">x = 1</span></code></pre>',
    )
    expect(result.warnings).toEqual([])
  })

  it('treats a fence without language as text, and escapes HTML in code', () => {
    expect(html(block('', '<b>&</b>'))).toBe(
      '<pre data-language="text"><code class="language-text"><span class="code-line">&#x3C;b>&#x26;&#x3C;/b></span></code></pre>',
    )
  })

  it('renders an empty block as one empty line', () => {
    expect(html(block('js'))).toBe(
      '<pre data-language="js"><code class="language-js"><span class="code-line"></span></code></pre>',
    )
  })

  it('highlights indented code blocks as text', () => {
    expect(html('    indented()')).toBe(
      '<pre data-language="text"><code class="language-text"><span class="code-line">indented()</span></code></pre>',
    )
  })

  it('leaves no meta or positions in the hast', () => {
    const { hast } = render(block('js {1} title="x"', 'a'))
    expect(JSON.stringify(hast)).not.toMatch(/"(meta|position|data)"/)
  })

  it('throws a BuildError for an unreadable range, at the fence line', () => {
    const error = renderError(lines('Text', '', block('js {1,x}', 'a')), { lineOffset: 3 })
    expect(error).toMatchObject({ code: 'invalid-code-highlight-range', file: 'content/docs/current/page.md', line: 6 })
  })

  it('warns about unknown options, noInline without live and ranges past the end', () => {
    const result = render(block('js showLineNumbers noInline {9}', 'a'), { lineOffset: 1 })
    expect(result.warnings.map((w) => [w.code, w.line])).toEqual([
      ['unknown-code-meta', 2],
      ['code-noinline-without-live', 2],
      ['code-highlight-out-of-range', 2],
    ])
  })
})
