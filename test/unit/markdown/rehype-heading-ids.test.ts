import { describe, expect, it } from 'vitest'
import { html, lines, render } from './render-helpers.js'

describe('rehype-heading-ids', () => {
  it('gives h2–h6 a github-slugger id and a labelled hash link', () => {
    expect(html('## Getting started: the `useHotkeys` hook!')).toBe(
      '<h2 id="getting-started-the-usehotkeys-hook">Getting started: the <code>useHotkeys</code> hook!' +
        '<a class="hash-link" href="#getting-started-the-usehotkeys-hook" aria-label="Direct link to Getting started: the useHotkeys hook!">#</a></h2>',
    )
    expect(html('###### Deep')).toBe(
      '<h6 id="deep">Deep<a class="hash-link" href="#deep" aria-label="Direct link to Deep">#</a></h6>',
    )
  })

  it("gives the toc Docusaurus' value: the heading's inline code, emphasis, strong and deleted text as HTML", () => {
    const result = render(
      lines(
        '## The `useHotkeys` hook',
        '## *Fast* and **sure**, ~~slow~~',
        '## See [the `options`](https://example.test) & <more>',
        "## It's :kbd[Ctrl] {#ctrl}",
      ),
    )
    expect(result.toc.map((item) => item.value)).toEqual([
      'The <code>useHotkeys</code> hook',
      '<em>Fast</em> and <strong>sure</strong>, <del>slow</del>',
      // a link gives its content; text escaped as React escapes it
      'See the <code>options</code> &amp; &lt;more&gt;',
      // other elements give their text; the custom id is not part of it
      'It&#x27;s Ctrl',
    ])
  })

  it('numbers duplicate slugs', () => {
    const result = render(lines('## Intro', '## Intro', '### Intro'))
    expect(result.toc.map((item) => item.id)).toEqual(['intro', 'intro-1', 'intro-2'])
    expect(result.anchors).toEqual(['intro', 'intro-1', 'intro-2'])
  })

  it('uses and strips a {#custom-id} suffix', () => {
    const result = render('## Options object {#options}')
    expect(result.html).toBe(
      '<h2 id="options">Options object<a class="hash-link" href="#options" aria-label="Direct link to Options object">#</a></h2>',
    )
    expect(result.toc).toEqual([{ id: 'options', value: 'Options object', level: 2 }])
  })

  it('strips a custom id after inline markup', () => {
    expect(html('## The `enabled` option {#enabled}')).toBe(
      '<h2 id="enabled">The <code>enabled</code> option<a class="hash-link" href="#enabled" aria-label="Direct link to The enabled option">#</a></h2>',
    )
  })

  it('reserves custom ids so generated slugs do not collide with them', () => {
    const result = render(lines('## First {#intro}', '## Intro'))
    expect(result.anchors).toEqual(['intro', 'intro-1'])
    expect(result.warnings).toEqual([])
  })

  it('warns about a custom id used twice', () => {
    const result = render(lines('## Intro', '', '## Other {#intro}'), { lineOffset: 2 })
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'duplicate-heading-id', line: 5 })])
  })

  it("with titleIdReserved (a Docusaurus doc or page), counts the title's id: a later heading of its text is -1", () => {
    const same = lines('# Intro', '', '## Intro', '', '## Top')
    expect(render(same).anchors).toEqual(['intro', 'top'])
    expect(render(same, { titleIdReserved: true }).anchors).toEqual(['intro-1', 'top'])
    // a custom id of the title is the one reserved
    const custom = lines('# Intro {#top}', '', '## Intro', '', '## Top')
    expect(render(custom, { titleIdReserved: true }).anchors).toEqual(['intro', 'top-1'])
    expect(render(custom, { titleIdReserved: true }).title).toBe('Intro')
  })

  it('removes the first h1 and returns its text as title, without its custom id', () => {
    const result = render(lines('# Hello *world* {#top}', '', 'Text', '', '## Section'))
    expect(result.title).toBe('Hello world')
    expect(result.html).toBe(
      '<p>Text</p>\n<h2 id="section">Section<a class="hash-link" href="#section" aria-label="Direct link to Section">#</a></h2>',
    )
    expect(result.anchors).toEqual(['section'])
  })

  it('takes the first top-level h1 even after a paragraph, and leaves later h1s (id, no hash link)', () => {
    const result = render(lines('Intro', '', '# Title', '', '# Second'))
    expect(result.title).toBe('Title')
    expect(result.html).toBe('<p>Intro</p>\n<h1 id="second">Second</h1>')
  })

  it('does not let the removed title take a slug', () => {
    expect(render(lines('# Intro', '## Intro')).anchors).toEqual(['intro'])
  })

  it('has no title without an h1', () => {
    expect(render('## Only h2').title).toBeUndefined()
  })

  it('does not treat an h1 inside an admonition as the title', () => {
    const result = render(lines(':::note', '# Inside', ':::'))
    expect(result.title).toBeUndefined()
    expect(result.html).toContain('<h1 id="inside">Inside</h1>')
  })

  it('gives headings inside admonitions and tabs ids too', () => {
    const result = render(lines(':::::tabs', '::::tab[A]', '## In tab', '::::', ':::::', ':::tip', '### In tip', ':::'))
    expect(result.toc).toEqual([
      { id: 'in-tab', value: 'In tab', level: 2 },
      { id: 'in-tip', value: 'In tip', level: 3 },
    ])
  })

  it('resets the slugger for every document', () => {
    render('## Intro')
    expect(render('## Intro').anchors).toEqual(['intro'])
  })

  it('falls back to an id for headings without text', () => {
    expect(render('## ![](/img/x.png)').anchors).toEqual(['section'])
  })

  it('leaves the footnotes heading as generated (its own id, no hash link, not in the toc)', () => {
    const result = render(lines('Text[^a]', '', '[^a]: Note'))
    expect(result.html).toContain('<h2 class="sr-only" id="footnote-label">Footnotes</h2>')
    expect(result.toc).toEqual([])
  })
})
