import { describe, expect, it } from 'vitest'
import { toHtml } from 'hast-util-to-html'
import { renderMarkdown } from '../../../src/markdown/render-markdown.js'

const html = (md: string) => toHtml(renderMarkdown(md, { file: 'kbd.md' }).hast)

describe(':kbd[…] directive', () => {
  it('renders key names as <kbd> elements', () => {
    expect(html('Press :kbd[Ctrl] + :kbd[K] to search.')).toBe('<p>Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to search.</p>')
  })
  it('leaves other text directives and times as text', () => {
    expect(html('At 3:30, :kbdx[Ctrl] stays.')).toBe('<p>At 3:30, :kbdx[Ctrl] stays.</p>')
  })
  it('keeps an empty :kbd[] as written', () => {
    expect(html('Empty :kbd[] here.')).toBe('<p>Empty :kbd[] here.</p>')
  })
})
