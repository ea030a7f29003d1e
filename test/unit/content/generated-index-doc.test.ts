import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import { generatedIndexDoc } from '../../../src/content/generated-index-doc.js'
import type { SidebarCategory } from '../../../src/shared/types.js'

const category: SidebarCategory = {
  type: 'category',
  label: 'Recipes',
  href: '/docs/category/recipes',
  items: [
    { type: 'link', label: 'Dim', href: '/docs/dim', docId: 'dim' },
    { type: 'link', label: 'Hidden', href: '/docs/hidden', docId: 'hidden', unlisted: true },
    { type: 'category', label: 'Empty', items: [] },
    {
      type: 'category',
      label: 'Two',
      items: [
        { type: 'link', label: 'A', href: '/docs/a' },
        { type: 'link', label: 'B', href: '/docs/b' },
      ],
    },
  ],
}
const link = { category, description: 'Short answers.', at: [] }
const descriptions: Record<string, string> = { dim: 'Dims the page.', hidden: 'Not shown.' }
const html = (markup?: 'docusaurus') =>
  toHtml(
    generatedIndexDoc('current', link, {
      sourceFile: 'sidebars.js',
      markup,
      descriptionOfDoc: (id) => descriptions[id],
    }).markdown.hast,
  )

describe('generatedIndexDoc', () => {
  it("on a Docusaurus site, shows the listed items as Docusaurus' cards: a doc's description, a category's count", () => {
    const cards = [...html('docusaurus').matchAll(/<a href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map((m) => [
      m[1],
      m[2].replace(/<[^>]+>/g, '|'),
    ])
    expect(cards).toEqual([
      ['/docs/dim', '|📄️ Dim||Dims the page.|'],
      // the unlisted doc and the category without any page are left out; a category leads to its first page
      ['/docs/a', '|🗃️ Two||2 items|'],
    ])
    expect(html('docusaurus')).toMatch(
      /^<p>Short answers\.<\/p><section class="row generated-index-cards"><article class="col col--6 margin-bottom--lg">/,
    )
  })

  it("keeps this theme's list on its own sites", () => {
    expect(html()).toMatch(
      /^<p>Short answers\.<\/p><ul class="generated-index"><li class="generated-index__item"><a href="\/docs\/dim"/,
    )
    expect(html()).not.toContain('card')
  })
})
