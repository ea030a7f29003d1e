import { describe, expect, it } from 'vitest'
import { loadPages } from '../../../src/content/load-pages.js'
import type { PageEntry } from '../../../src/content/content-types.js'
import { cleanUpFixtureSites, fixtureSite, md, render, siteConfig, type FixtureSite } from './content-site.js'

cleanUpFixtureSites()

const PAGES = 'content/pages'

async function pagesOf(site: FixtureSite, isProduction = true): Promise<PageEntry[]> {
  const result = await loadPages(await siteConfig(site), render, isProduction)
  if (result.errors.length) throw result.errors[0]
  return result.pages
}

function page(pages: PageEntry[], permalink: string): PageEntry {
  const found = pages.find((p) => p.permalink === permalink)
  if (!found) throw new Error(`no page ${permalink} in ${pages.map((p) => p.permalink).join(', ')}`)
  return found
}

describe('loadPages', () => {
  it('turns Markdown and React files into pages', async () => {
    const site = await fixtureSite()
    const pages = await pagesOf(site)
    expect(pages.map((p) => [p.permalink, p.kind, p.sourceFile])).toEqual([
      ['/about', 'markdown', `${PAGES}/about.md`],
      ['/', 'component', `${PAGES}/index.tsx`],
    ])
    expect(page(pages, '/')).toMatchObject({
      componentKey: 'index',
      componentFile: site.file(`${PAGES}/index.tsx`),
      hideTableOfContents: true,
    })
    expect(page(pages, '/about')).toMatchObject({
      title: 'About',
      description: 'About this fixture.',
      hideTitle: false,
      hideTableOfContents: false,
    })
    expect(page(pages, '/about').markdown?.plainText).toContain('About this fixture.')
  })

  it('nested files and index files map to folder routes', async () => {
    const site = await fixtureSite({
      [`${PAGES}/guides/index.md`]: md(null, '# Guides'),
      [`${PAGES}/guides/setup.md`]: md(null, '# Setup'),
      [`${PAGES}/tools/index.tsx`]: 'export default function Tools() { return null }\n',
    })
    const pages = await pagesOf(site)
    expect(page(pages, '/guides').title).toBe('Guides')
    expect(page(pages, '/guides/setup').title).toBe('Setup')
    expect(page(pages, '/tools')).toMatchObject({ kind: 'component', componentKey: 'tools/index' })
  })

  it('a slug replaces the route (slashes trimmed)', async () => {
    const site = await fixtureSite({ [`${PAGES}/about.md`]: md({ title: 'About', slug: '/company/about-us/' }) })
    expect(page(await pagesOf(site), '/company/about-us').sourceFile).toBe(`${PAGES}/about.md`)
  })

  it('title and description from front matter win; hide flags are read', async () => {
    const site = await fixtureSite({
      [`${PAGES}/about.md`]: md(
        { title: 'T', description: 'D', hide_title: true, hide_table_of_contents: true },
        '# Heading\n\nPara.',
      ),
    })
    expect(page(await pagesOf(site), '/about')).toMatchObject({
      title: 'T',
      description: 'D',
      hideTitle: true,
      hideTableOfContents: true,
    })
  })

  it('files starting with _ and test files are not pages', async () => {
    const site = await fixtureSite({
      [`${PAGES}/_partial.md`]: md(null),
      [`${PAGES}/_components/Widget.tsx`]: 'export default function W() { return null }\n',
      [`${PAGES}/index.test.tsx`]: 'export {}\n',
    })
    expect((await pagesOf(site)).map((p) => p.permalink).sort()).toEqual(['/', '/about'])
  })

  it('drafts are left out of production builds only', async () => {
    const site = await fixtureSite({ [`${PAGES}/wip.md`]: md({ title: 'WIP', draft: true }) })
    expect((await pagesOf(site, true)).map((p) => p.permalink)).not.toContain('/wip')
    expect(page(await pagesOf(site, false), '/wip').title).toBe('WIP')
  })

  it('unlisted pages are loaded with their flag', async () => {
    const site = await fixtureSite({ [`${PAGES}/hidden.md`]: md({ title: 'Hidden', unlisted: true }) })
    const pages = await pagesOf(site)
    expect(page(pages, '/hidden').unlisted).toBe(true)
    expect(page(pages, '/about').unlisted).toBeFalsy()
  })

  it('front matter type errors are collected with their line; unknown keys warn', async () => {
    const site = await fixtureSite({
      [`${PAGES}/about.md`]: md('title: About\nhide_title: 1'),
      [`${PAGES}/other.md`]: md('titel: x'),
    })
    const result = await loadPages(await siteConfig(site), render, true)
    expect(result.errors.map((e) => [e.code, e.file, e.line])).toEqual([['front-matter-type', `${PAGES}/about.md`, 3]])
    expect(result.warnings).toContainEqual(
      expect.objectContaining({
        code: 'front-matter-unknown-key',
        file: `${PAGES}/other.md`,
        line: 2,
        hint: 'Did you mean "title"?',
      }),
    )
  })

  it('no pages folder: no pages', async () => {
    const site = await fixtureSite({ [PAGES]: null })
    expect(await loadPages(await siteConfig(site), render, true)).toEqual({ pages: [], warnings: [], errors: [] })
  })
})
