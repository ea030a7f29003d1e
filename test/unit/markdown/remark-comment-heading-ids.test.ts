import { describe, expect, it } from 'vitest'
import { compileMdxModule } from '../../../src/markdown/compile-mdx-module.js'
import { html, lines, render } from './render-helpers.js'

const MDX = { file: 'content/docs/current/page.mdx' }

describe('remark-comment-heading-ids: a heading id written as a comment, as Docusaurus 3 reads them', () => {
  it('takes the id of an MDX comment {/* #id */} ending a heading, and removes it with the space before it', () => {
    const result = render(lines('## Options object {/* #options */}', '', '### Keys {/*#keys*/}'), MDX)
    expect(result.html).toBe(
      lines(
        '<h2 id="options">Options object<a class="hash-link" href="#options" aria-label="Direct link to Options object">#</a></h2>',
        '<h3 id="keys">Keys<a class="hash-link" href="#keys" aria-label="Direct link to Keys">#</a></h3>',
      ),
    )
    expect(result.toc).toEqual([
      { id: 'options', value: 'Options object', level: 2 },
      { id: 'keys', value: 'Keys', level: 3 },
    ])
  })

  it('takes the id of an HTML comment <!-- #id --> ending a Markdown heading', () => {
    expect(html('## The `enabled` option <!-- #enabled -->')).toBe(
      '<h2 id="enabled">The <code>enabled</code> option<a class="hash-link" href="#enabled" aria-label="Direct link to The enabled option">#</a></h2>',
    )
  })

  it('reads only the first word, and only when it starts with #', () => {
    expect(render('## Intro {/* #intro-id more words */}', MDX).anchors).toEqual(['intro-id'])
    // a comment that is no id, or an expression beside the comment: the slug of the text, the comment dropped
    expect(render('## Intro {/* a note */}', MDX).anchors).toEqual(['intro'])
    expect(render('## Intro <!-- a note -->').anchors).toEqual(['intro'])
    expect(render('## Intro {/* #a */ /* #b */}', MDX).anchors).toEqual(['intro'])
  })

  it('reserves the id like a {#id} suffix, and gives the title heading none', () => {
    const result = render(lines('# Title {/* #top */}', '', '## First {/* #intro */}', '', '## Intro'), MDX)
    expect(result.title).toBe('Title')
    expect(result.anchors).toEqual(['intro', 'intro-1'])
  })

  it('works in MDX compiled to a component module', () => {
    const { markdown } = compileMdxModule(lines('## Usage {/* #use */}', '', 'Text.'), MDX)
    expect(markdown.toc).toEqual([{ id: 'use', value: 'Usage', level: 2 }])
    expect(markdown.anchors).toEqual(['use'])
  })
})
