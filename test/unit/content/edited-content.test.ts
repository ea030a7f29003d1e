import { rm, writeFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import type { SiteContent } from '../../../src/content/content-types.js'
import { editedContent } from '../../../src/content/edited-content.js'
import { loadContent } from '../../../src/content/load-content.js'
import { cleanUpFixtureSites, type FixtureSite, fixtureSite, md, render, siteConfig } from './content-site.js'

cleanUpFixtureSites()

const GUIDE = 'content/docs/current/guides/first-guide.md'
const CATEGORY = 'content/docs/current/guides/_category_.json'

async function load(site: FixtureSite): Promise<SiteContent> {
  return loadContent(await siteConfig(site), { renderMarkdown: render, isProduction: true })
}

/** The content after the edits, derived from `before` (undefined: declined). */
async function derive(site: FixtureSite, before: SiteContent, files: string[]) {
  return editedContent(
    await siteConfig(site),
    before,
    files.map((f) => site.file(f)),
    render,
  )
}

/** What the later stages read of a version: its docs (without the tree objects' identity), sidebars and meta. */
const versionsOf = (content: SiteContent) =>
  content.versions.map((v) => ({
    meta: v.meta,
    sidebars: v.sidebars,
    categories: v.categories,
    docs: v.docs.map(({ markdown, ...doc }) => ({ ...doc, html: JSON.stringify(markdown.hast), toc: markdown.toc })),
  }))

describe('editedContent', () => {
  it('derives a body edit as loadContent reads it, re-rendering only the edited doc', async () => {
    const site = await fixtureSite()
    const before = await load(site)
    await site.edit(GUIDE, (text) => text.replace(/\n$/, '\n\n## Added section\n\nA new paragraph.\n'))
    let renders = 0
    const counted: typeof render = (source, options) => {
      renders++
      return render(source, options)
    }
    const config = await siteConfig(site)
    const edited = editedContent(config, before, [site.file(GUIDE)], counted)
    expect(renders).toBe(1)
    expect(edited?.versions).toEqual(new Set(['current']))
    expect(versionsOf(edited!.content)).toEqual(versionsOf(await load(site)))
    // the version not edited is the same object
    expect(edited!.content.versions[1]).toBe(before.versions[1])
  })

  it('derives a title and a category label change into the sidebar', async () => {
    const site = await fixtureSite()
    const before = await load(site)
    await site.edit(GUIDE, (text) => text.replace('# First guide', '# A renamed guide'))
    await writeFile(site.file(CATEGORY), '{ "label": "Walkthroughs", "position": 2 }\n')
    const edited = await derive(site, before, [GUIDE, CATEGORY])
    const after = await load(site)
    expect(versionsOf(edited!.content)).toEqual(versionsOf(after))
    expect(JSON.stringify(after.versions[0].sidebars)).toContain('Walkthroughs')
    expect(JSON.stringify(after.versions[0].sidebars)).toContain('A renamed guide')
  })

  it.each([
    ['a changed slug (the URL moves)', GUIDE, md({ slug: '/moved' }, '# First guide')],
    ['a draft', GUIDE, md({ draft: true }, '# First guide')],
    ['broken front matter', GUIDE, '---\ntitle: [unclosed\n---\nText.\n'],
    ['a broken category file', CATEGORY, '{ "label": '],
  ])('declines %s: the rebuild loads it', async (_name, file, text) => {
    const site = await fixtureSite()
    const before = await load(site)
    await writeFile(site.file(file), text)
    expect(await derive(site, before, [file])).toBeUndefined()
  })

  it('declines a file it did not read before (a new doc, a blog post)', async () => {
    const site = await fixtureSite({ 'content/docs/current/guides/third-guide.md': null })
    const before = await load(site)
    await writeFile(site.file('content/docs/current/guides/third-guide.md'), md({ title: 'Third' }))
    expect(await derive(site, before, ['content/docs/current/guides/third-guide.md'])).toBeUndefined()
    expect(await derive(site, before, ['content/blog/2021-09-24-hello.md'])).toBeUndefined()
  })

  it('on a site with its own src/theme/Admonition, declines a doc with an admonition (a component module) only', async () => {
    const ADMONITION = 'export default function Admonition(props) { return props.children }\n'
    const site = await fixtureSite({ 'src/theme/Admonition.js': ADMONITION })
    const before = await load(site)
    await site.edit(GUIDE, (text) => `${text}\nA plain paragraph.\n`)
    expect((await derive(site, before, [GUIDE]))?.versions).toEqual(new Set(['current']))
    await site.edit(GUIDE, (text) => `${text}\n:::note\n\nTrim the wick.\n\n:::\n`)
    expect(await derive(site, before, [GUIDE])).toBeUndefined()
    // without the site's own Admonition, the same edit renders the admonition as static markup: derived
    await rm(site.file('src/theme'), { recursive: true })
    expect((await derive(site, before, [GUIDE]))?.versions).toEqual(new Set(['current']))
  })

  it('on a site that reads .md as MDX, declines a doc whose edit gives it a tag (MDX: maybe a component module)', async () => {
    const site = await fixtureSite({}, (text) =>
      text.replace('export default {', "export default {\n  markdownFormat: 'mdx',"),
    )
    const before = await load(site)
    await site.edit(GUIDE, (text) => `${text}\nA plain paragraph.\n`)
    expect((await derive(site, before, [GUIDE]))?.versions).toEqual(new Set(['current']))
    await site.edit(GUIDE, (text) => `${text}\nPress <kbd>Esc</kbd>.\n`)
    expect(await derive(site, before, [GUIDE])).toBeUndefined()
  })
})
