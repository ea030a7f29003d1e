import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '../../../src/markdown/render-markdown.js'
import { BuildError } from '../../../src/errors.js'
import { htmlOf, lines, render, renderError } from './render-helpers.js'

const fixtureUrl = new URL('../../fixtures/markdown/kitchen-sink.md', import.meta.url)
const kitchenSink = readFileSync(fileURLToPath(fixtureUrl), 'utf8')
const routes: Record<string, string> = {
  './scoping-hotkeys.md': '/docs/scoping-hotkeys',
  '../api/use-hotkeys.md': '/docs/api/use-hotkeys',
}
const renderKitchenSink = () =>
  render(kitchenSink, {
    file: 'content/docs/current/kitchen-sink.md',
    lineOffset: 4,
    resolveMarkdownLink: (href) => routes[href],
  })

/** Paths to values that JSON would lose or change (undefined, functions, non-plain objects). */
function nonJsonValues(value: unknown, path = '$'): string[] {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return [path]
  if (value === null || typeof value !== 'object')
    return typeof value === 'number' && !Number.isFinite(value) ? [path] : []
  if (Array.isArray(value)) return value.flatMap((item, i) => nonJsonValues(item, `${path}[${i}]`))
  if (Object.getPrototypeOf(value) !== Object.prototype) return [path]
  return Object.entries(value).flatMap(([key, item]) => nonJsonValues(item, `${path}.${key}`))
}

describe('renderMarkdown on a page using every feature', () => {
  it('renders the expected HTML', async () => {
    await expect(renderKitchenSink().html + '\n').toMatchFileSnapshot('../../fixtures/markdown/kitchen-sink.html')
  })

  it('returns title, toc, anchors, first paragraph and excerpt', () => {
    const result = renderKitchenSink()
    expect(result.title).toBe('Keyboard shortcuts')
    expect(result.toc).toEqual([
      { id: 'installation', value: 'Installation', level: 2 },
      { id: 'usage', value: 'Usage', level: 2 },
      { id: 'options', value: 'Options', level: 3 },
      { id: 'usage-1', value: 'Usage', level: 2 },
    ])
    expect(result.anchors).toEqual([
      'installation',
      'usage',
      'options',
      'user-content-fnref-spec',
      'usage-1',
      'footnote-label',
      'user-content-fn-spec',
    ])
    expect(result.defaultDescription).toBe(
      'Use hotkeys in a declarative way. Shortcuts fire at 3:30 or any other time.',
    )
    expect(result.hasTruncateMarker).toBe(true)
    expect(htmlOf(result.excerpt!)).toBe(
      '<p>Use hotkeys in a <strong>declarative</strong> way. Shortcuts fire at 3:30 or any other time.</p>',
    )
  })

  it('returns links, images and warnings with lines in the real file', () => {
    const result = renderKitchenSink()
    expect(result.links).toEqual([
      { href: '/docs/scoping-hotkeys#scopes', line: 27 },
      { href: '/docs/api/use-hotkeys', line: 27 },
      { href: 'https://github.com/JohannesKlauss/react-hotkeys-hook', line: 62 },
      { href: '/img/logo.svg', line: 64, image: true },
      { href: './gone.md', line: 69 },
    ])
    expect(result.warnings).toEqual([
      {
        code: 'broken-markdown-link',
        message: 'The Markdown link "./gone.md" does not point to a known document',
        file: 'content/docs/current/kitchen-sink.md',
        line: 69,
        hint: expect.any(String),
      },
    ])
  })

  it('returns live blocks', () => {
    expect(renderKitchenSink().liveBlocks).toEqual([
      {
        id: 'live-1',
        lang: 'jsx',
        code: lines(
          'function Counter() {',
          '  const [count, setCount] = useState(0)',
          "  useHotkeys('a', () => setCount((c) => c + 1))",
          '  return <p>Pressed {count} times.</p>',
          '}',
        ),
        noInline: false,
        line: 44,
      },
    ])
  })

  it('returns the plain text, code included', () => {
    const text = renderKitchenSink().plainText
    expect(
      text.startsWith(
        'Use hotkeys in a declarative way. Shortcuts fire at 3:30 or any other time.\nInstallation\nnpm i react-hotkeys-hook\n',
      ),
    ).toBe(true)
    expect(text).toContain('\n   over two lines */\n')
    expect(text).toContain('\nOption Default\nenabled true\n')
    expect(text).not.toContain('#')
  })

  it('is plain JSON data without source positions', () => {
    const result = renderKitchenSink()
    expect(nonJsonValues(result)).toEqual([])
    expect(JSON.parse(JSON.stringify(result))).toEqual(result)
    expect(JSON.stringify(result.hast)).not.toMatch(/"position"|"data":/)
  })

  it('is pure: the same input gives the same output, and the options are not touched', () => {
    const options = { file: 'a.md', lineOffset: 2 }
    const first = renderMarkdown(kitchenSink, options)
    renderMarkdown('## Usage\n\n```jsx live\nx\n```', { file: 'b.md' })
    const second = renderMarkdown(kitchenSink, options)
    expect(second).toEqual(first)
    expect(options).toEqual({ file: 'a.md', lineOffset: 2 })
  })
})

describe('renderMarkdown: GFM', () => {
  it('renders tables with alignment', () => {
    expect(render(lines('| a | b |', '|:--|--:|', '| 1 | 2 |')).html).toBe(
      '<table>\n<thead>\n<tr>\n<th align="left">a</th>\n<th align="right">b</th>\n</tr>\n</thead>\n' +
        '<tbody>\n<tr>\n<td align="left">1</td>\n<td align="right">2</td>\n</tr>\n</tbody>\n</table>',
    )
  })

  it('renders task lists', () => {
    expect(render(lines('- [x] done', '- [ ] todo')).html).toBe(
      '<ul class="contains-task-list">\n' +
        '<li class="task-list-item"><input type="checkbox" checked disabled> done</li>\n' +
        '<li class="task-list-item"><input type="checkbox" disabled> todo</li>\n</ul>',
    )
  })

  it('renders strikethrough and autolinks (literal and bracketed)', () => {
    const result = render('~~old~~ see www.example.com, https://x.dev/a and <https://y.dev>')
    expect(result.html).toBe(
      '<p><del>old</del> see <a href="http://www.example.com">www.example.com</a>, <a href="https://x.dev/a">https://x.dev/a</a> and <a href="https://y.dev">https://y.dev</a></p>',
    )
    expect(result.links.map((link) => link.href)).toEqual([
      'http://www.example.com',
      'https://x.dev/a',
      'https://y.dev',
    ])
  })

  it('renders footnotes with prefixed ids listed as anchors', () => {
    const result = render(lines('Text[^note].', '', '[^note]: The *note*.'))
    expect(result.html).toBe(
      '<p>Text<sup><a href="#user-content-fn-note" id="user-content-fnref-note" data-footnote-ref aria-describedby="footnote-label">1</a></sup>.</p>\n' +
        '<section data-footnotes class="footnotes"><h2 class="sr-only" id="footnote-label">Footnotes</h2>\n<ol>\n' +
        '<li id="user-content-fn-note">\n<p>The <em>note</em>. <a href="#user-content-fnref-note" data-footnote-backref="" aria-label="Back to reference 1" class="data-footnote-backref">↩</a></p>\n</li>\n' +
        '</ol>\n</section>',
    )
    expect(result.anchors).toEqual(['user-content-fnref-note', 'footnote-label', 'user-content-fn-note'])
    expect(result.plainText).toBe('Text1.\nFootnotes\nThe note.')
  })
})

describe('renderMarkdown: input handling', () => {
  it('renders an empty document', () => {
    const result = renderMarkdown('', { file: 'empty.md' })
    expect(result).toEqual({
      hast: { type: 'root', children: [] },
      toc: [],
      anchors: [],
      hasTruncateMarker: false,
      links: [],
      liveBlocks: [],
      plainText: '',
      warnings: [],
    })
  })

  it('treats CRLF line endings like LF', () => {
    const source = lines('# T', '', ':::note', 'x', ':::', '', '```js {2}', 'a', 'b', '```', '', '[l](./x.md)')
    const withLf = render(source, { resolveMarkdownLink: () => undefined })
    const withCrLf = render(source.replace(/\n/g, '\r\n'), { resolveMarkdownLink: () => undefined })
    expect(withCrLf.html).toBe(withLf.html)
    expect(withCrLf.warnings).toEqual(withLf.warnings)
  })

  it('throws BuildErrors unchanged', () => {
    const error = renderError(':::tab[x]\n:::')
    expect(error).toBeInstanceOf(BuildError)
    expect(error.code).toBe('tab-outside-tabs')
  })

  it('sorts warnings by line', () => {
    const result = render(lines('[a](./a.md)', '', '<b>x</b>', '', '::foo'), { resolveMarkdownLink: () => undefined })
    expect(result.warnings.map((w) => [w.line, w.code])).toEqual([
      [1, 'broken-markdown-link'],
      [3, 'raw-html-not-supported'],
      [5, 'unknown-directive'],
    ])
  })
})
