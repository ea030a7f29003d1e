import { describe, expect, it } from 'vitest'
import { firstSidebarLink, mainDoc } from '../../../src/content/main-doc.js'
import type { SidebarItem } from '../../../src/shared/types.js'
import { makeDoc } from '../pipeline-factories.js'

const link = (label: string, href: string): SidebarItem => ({ type: 'link', label, href })
const docs = () => [
  makeDoc('alpha'),
  makeDoc('intro'),
  makeDoc('start/here', { title: 'Here' }),
  makeDoc('category:/docs/category/tools', { permalink: '/docs/category/tools', generatedIndex: true }),
]
const sidebars = (): Record<string, SidebarItem[]> => ({
  first: [
    link('Changelog', 'https://example.org/changelog'),
    { type: 'category', label: 'Tools', href: '/docs/category/tools', items: [link('Here', '/docs/start/here')] },
    link('Alpha', '/docs/alpha'),
  ],
  second: [link('Intro', '/docs/intro')],
})

describe('mainDoc', () => {
  it('ours: the doc with id intro, whatever the sidebars say', () => {
    expect(mainDoc(docs(), sidebars(), '/docs', true)?.id).toBe('intro')
  })

  it("Docusaurus': the first doc of the first sidebar, skipping external links and generated indexes", () => {
    expect(mainDoc(docs(), sidebars(), '/docs', false)?.id).toBe('start/here')
  })

  it("Docusaurus': the doc whose slug is the version's root comes first", () => {
    const all = [...docs(), makeDoc('home', { permalink: '/docs' })]
    expect(mainDoc(all, sidebars(), '/docs', false)?.id).toBe('home')
  })

  it("Docusaurus': without sidebars, the first doc", () => {
    expect(mainDoc(docs(), {}, '/docs', false)?.id).toBe('alpha')
  })
})

describe('firstSidebarLink', () => {
  it('is the first link on the site: a category page counts, an external link does not', () => {
    expect(firstSidebarLink(sidebars().first)?.href).toBe('/docs/category/tools')
  })
})
