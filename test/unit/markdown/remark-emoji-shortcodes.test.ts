import { describe, expect, it } from 'vitest'
import { html, render } from './render-helpers.js'

const docusaurus = { markup: 'docusaurus' } as const

describe('emoji shortcodes', () => {
  it('become emoji in a Docusaurus site, as Docusaurus converts them by default', () => {
    expect(html('Ship it :tada: now, :+1:', docusaurus)).toBe('<p>Ship it 🎉 now, 👍</p>')
    expect(html('- :rocket: launch', docusaurus)).toBe('<ul>\n<li>🚀 launch</li>\n</ul>')
  })

  it('leave code, unknown names and times as written', () => {
    expect(html('`:tada:` and :not_an_emoji: at 3:30', docusaurus)).toBe(
      '<p><code>:tada:</code> and :not_an_emoji: at 3:30</p>',
    )
    expect(html('```\n:tada:\n```', docusaurus)).toContain(':tada:')
  })

  it('reach the title and the heading ids', () => {
    const page = render('# Released :sparkles:\n\n## Fixed :bug:\n', docusaurus)
    expect(page.title).toBe('Released ✨')
    expect(page.html).toContain('Fixed 🐛')
  })

  it("stay as written in this theme's own sites", () => {
    expect(html('Ship it :tada: now')).toBe('<p>Ship it :tada: now</p>')
  })
})
