import { describe, expect, it } from 'vitest'
import { ADMONITION_TITLES, isAdmonitionType } from '../../../src/markdown/remark-admonitions.js'
import { cacheKey } from '../../../src/serve/markdown-cache.js'
import { ADMONITION_ICON_PATHS } from '../../../src/shared/docusaurus-markup.js'
import { html, lines, render } from './render-helpers.js'

describe('remark-admonitions', () => {
  it('renders an admonition without a title with the default title', () => {
    expect(html(lines(':::note', 'Some *content*.', ':::'))).toBe(
      '<div class="admonition admonition-note"><div class="admonition-heading">Note</div>' +
        '<div class="admonition-content"><p>Some <em>content</em>.</p></div></div>',
    )
  })

  it('uses the bracket title, keeping its inline Markdown', () => {
    expect(html(lines(':::tip[Works *out* of the box]', 'Body', ':::'))).toBe(
      '<div class="admonition admonition-tip"><div class="admonition-heading">Works <em>out</em> of the box</div>' +
        '<div class="admonition-content"><p>Body</p></div></div>',
    )
  })

  it.each(Object.entries(ADMONITION_TITLES))('supports :::%s with default title "%s"', (type, title) => {
    const out = html(lines(`:::${type}`, 'x', ':::'))
    expect(out).toContain(`<div class="admonition admonition-${type}"><div class="admonition-heading">${title}</div>`)
  })

  it('falls back to the default title for an empty label', () => {
    expect(html(lines(':::danger[]', 'x', ':::'))).toContain('<div class="admonition-heading">Danger</div>')
  })

  it('ignores attributes', () => {
    expect(html(lines(':::info{.custom #id}', 'x', ':::'))).toBe(
      '<div class="admonition admonition-info"><div class="admonition-heading">Info</div><div class="admonition-content"><p>x</p></div></div>',
    )
  })

  it('keeps block content: lists, code and nested admonitions (longer outer fence)', () => {
    const out = html(
      lines('::::warning', '- one', '- two', '', ':::note[Inner]', 'inner', ':::', '', '```js', 'x', '```', '::::'),
    )
    expect(out).toContain(
      '<div class="admonition admonition-warning"><div class="admonition-heading">Warning</div><div class="admonition-content"><ul>',
    )
    expect(out).toContain(
      '<div class="admonition admonition-note"><div class="admonition-heading">Inner</div><div class="admonition-content"><p>inner</p></div></div>',
    )
    expect(out).toContain(
      '<pre data-language="js"><code class="language-js"><span class="code-line">x</span></code></pre></div></div>',
    )
  })

  it('renders an admonition without content', () => {
    expect(html(lines(':::note', ':::'))).toBe(
      '<div class="admonition admonition-note"><div class="admonition-heading">Note</div><div class="admonition-content"></div></div>',
    )
  })

  it('produces no warnings', () => {
    expect(render(lines(':::caution', 'x', ':::')).warnings).toEqual([])
  })

  it('knows its types and nothing from Object.prototype', () => {
    expect(isAdmonitionType('tip')).toBe(true)
    expect(isAdmonitionType('tabs')).toBe(false)
    expect(isAdmonitionType('constructor')).toBe(false)
  })

  it('reads a title after a space, as Docusaurus does (:::note Title)', () => {
    expect(html(lines(':::note Watch *out*', 'Body', ':::'))).toBe(html(lines(':::note[Watch *out*]', 'Body', ':::')))
  })
})

describe("remark-admonitions in a Docusaurus site (markup: 'docusaurus')", () => {
  const docusaurus = { markup: 'docusaurus' } as const
  const icon = (name: keyof typeof ADMONITION_ICON_PATHS) =>
    `<span class="admonitionIcon_hd"><svg viewBox="0 0 24 24" aria-hidden="true"><path fill-rule="evenodd" d="${ADMONITION_ICON_PATHS[name]}"></path></svg></span>`

  it("renders Docusaurus' markup: Infima's alert classes, the heading with the icon and title, the content wrapper", () => {
    expect(html(lines(':::tip[Works *out* of the box]', 'Body', ':::'), docusaurus)).toBe(
      '<div class="theme-admonition theme-admonition-tip admonition_hd alert alert--success">' +
        `<div class="admonitionHeading_hd">${icon('tip')}Works <em>out</em> of the box</div>` +
        '<div class="admonitionContent_hd"><p>Body</p></div></div>',
    )
  })

  it.each([
    ['note', 'secondary', 'note'],
    ['tip', 'success', 'tip'],
    ['info', 'info', 'info'],
    ['warning', 'warning', 'warning'],
    ['caution', 'warning', 'warning'],
    ['danger', 'danger', 'danger'],
  ] as const)(':::%s is an alert--%s with the %s icon and its lower-case label', (type, alert, iconName) => {
    const out = html(lines(`:::${type}`, 'x', ':::'), docusaurus)
    expect(out).toContain(
      `<div class="theme-admonition theme-admonition-${type} admonition_hd alert alert--${alert}">` +
        `<div class="admonitionHeading_hd">${icon(iconName)}${type}</div>`,
    )
  })

  it.each([
    ['secondary', 'secondary', 'note'],
    ['important', 'info', 'info'],
    ['success', 'success', 'tip'],
  ] as const)('takes the older name :::%s as Docusaurus does (alert--%s, the %s icon)', (type, alert, iconName) => {
    const result = render(lines(`:::${type}`, 'x', ':::'), docusaurus)
    expect(result.html).toContain(
      `<div class="theme-admonition theme-admonition-${type} admonition_hd alert alert--${alert}">` +
        `<div class="admonitionHeading_hd">${icon(iconName)}${type}</div>`,
    )
    expect(result.warnings).toEqual([])
    // elsewhere it stays an unknown directive, shown as text
    expect(render(lines(`:::${type}`, 'x', ':::')).warnings.map((w) => w.code)).toEqual(['unknown-directive'])
  })

  it('takes the older names in .mdx, as <Admonition type="important">, too', () => {
    const out = render(
      lines("import Admonition from '@theme/Admonition'", '', '<Admonition type="important">x</Admonition>'),
      { ...docusaurus, file: 'a.mdx' },
    ).html
    expect(out).toContain('class="theme-admonition theme-admonition-important admonition_hd alert alert--info"')
  })

  it('keeps nested admonitions and block content, and warns of nothing', () => {
    const result = render(lines('::::warning', '- one', '', ':::note[Inner]', 'inner', ':::', '::::'), docusaurus)
    expect(result.html.match(/class="theme-admonition /g)).toHaveLength(2)
    expect(result.html).toContain('<div class="admonitionContent_hd"><ul>')
    expect(result.warnings).toEqual([])
  })

  it('differs from the default markup only by the option (which is part of the Markdown cache key)', () => {
    expect(html(lines(':::note', 'x', ':::'))).toContain('class="admonition admonition-note"')
    expect(html(lines(':::note', 'x', ':::'), docusaurus)).not.toContain('class="admonition ')
    expect(cacheKey(':::note\nx\n:::', { file: 'a.md', ...docusaurus })).not.toBe(
      cacheKey(':::note\nx\n:::', { file: 'a.md' }),
    )
  })
})
