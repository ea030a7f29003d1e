import { describe, expect, it } from 'vitest'
import { titleFromFileName, titleFromMarkdown } from '../../../src/content/title-from-markdown.js'

describe("a page's last resort title", () => {
  it("in a Docusaurus site, is the file's name as written, without its number prefix", () => {
    expect(titleFromFileName('guides/no-heading')).toBe('no-heading')
    expect(titleFromFileName('03-extras/01-themes')).toBe('themes')
    expect(titleFromFileName('2. setup_steps')).toBe('setup_steps')
    // a name that is only a number stays
    expect(titleFromFileName('2024')).toBe('2024')
  })

  it('elsewhere, is the file name made words', () => {
    expect(titleFromMarkdown('guides/no-heading')).toBe('No heading')
  })
})
