import type { ElementContent } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import { highlightLines, isHighlightedLanguage } from '../../../src/markdown/prism-highlight.js'

const lineHtml = (code: string, language: string) =>
  highlightLines(code, language).map((line: ElementContent[]) => toHtml({ type: 'root', children: line }))

describe('highlightLines', () => {
  it('highlights a Prism language the site adds (loaded on first use), and leaves it plain otherwise', () => {
    expect(lineHtml('x = 1', 'python')).toEqual(['x = 1'])
    const added = highlightLines('x = 1', 'python', ['python']).map((line) => toHtml({ type: 'root', children: line }))
    expect(added).toEqual(['x <span class="token operator">=</span> <span class="token number">1</span>'])
  })

  it('tokenizes JavaScript into Prism token spans', () => {
    expect(lineHtml('const a = 1', 'js')).toEqual([
      '<span class="token keyword">const</span> a <span class="token operator">=</span> <span class="token number">1</span>',
    ])
  })

  it('cuts a multi-line comment at each line end', () => {
    expect(lineHtml('/* one\n   two */ x', 'ts')).toEqual([
      '<span class="token comment">/* one</span>',
      '<span class="token comment">   two */</span> x',
    ])
  })

  it('re-opens nested tokens on the next line (template string with interpolation)', () => {
    expect(lineHtml('`a\n${b}`', 'js')).toEqual([
      '<span class="token template-string"><span class="token template-punctuation string">`</span><span class="token string">a</span></span>',
      '<span class="token template-string"><span class="token interpolation"><span class="token interpolation-punctuation punctuation">${</span>b' +
        '<span class="token interpolation-punctuation punctuation">}</span></span><span class="token template-punctuation string">`</span></span>',
    ])
  })

  it('splits multi-line JSX tags', () => {
    const out = lineHtml('<div\n  id="x"\n/>', 'jsx')
    expect(out).toHaveLength(3)
    expect(out[0]).toBe(
      '<span class="token tag"><span class="token tag"><span class="token punctuation">&#x3C;</span>div</span></span>',
    )
    expect(out[1]).toContain('<span class="token attr-name">id</span>')
    expect(out[2]).toBe('<span class="token tag"><span class="token punctuation">/></span></span>')
  })

  it('keeps empty lines as empty arrays', () => {
    expect(highlightLines('a\n\nb', 'js').map((line) => line.length)).toEqual([1, 0, 1])
  })

  it.each([
    'js',
    'javascript',
    'jsx',
    'ts',
    'typescript',
    'tsx',
    'bash',
    'sh',
    'shell',
    'json',
    'css',
    'diff',
    'html',
    'markup',
    'xml',
    'svg',
    'TSX',
  ])('highlights %s', (language) => {
    expect(isHighlightedLanguage(language)).toBe(true)
    expect(lineHtml('x', language)).toHaveLength(1)
  })

  it('treats shell as bash', () => {
    expect(lineHtml('echo "hi" # c', 'shell')).toEqual(lineHtml('echo "hi" # c', 'bash'))
    expect(lineHtml('echo "hi" # c', 'shell')[0]).toContain('<span class="token comment"># c</span>')
  })

  it('marks diff lines', () => {
    expect(lineHtml('- a\n+ b', 'diff')).toEqual([
      '<span class="token deleted-sign deleted"><span class="token prefix deleted">-</span><span class="token line"> a</span></span>',
      '<span class="token inserted-sign inserted"><span class="token prefix inserted">+</span><span class="token line"> b</span></span>',
    ])
  })

  it('renders unknown languages (and Prism internals) as plain text without crashing', () => {
    for (const language of ['python', 'text', '', 'constructor', 'extend', 'DFS']) {
      expect(isHighlightedLanguage(language)).toBe(false)
      expect(highlightLines('a < b\nc', language)).toEqual([
        [{ type: 'text', value: 'a < b' }],
        [{ type: 'text', value: 'c' }],
      ])
    }
  })
})
