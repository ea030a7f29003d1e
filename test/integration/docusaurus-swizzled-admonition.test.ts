/**
 * A Docusaurus site with its own src/theme/Admonition (docusaurus-swizzled fixture): the Markdown admonitions of its
 * docs (.md and .mdx), blog post and Markdown page go through that component, as Docusaurus' MDX hands them to the
 * theme's Admonition; pages without an admonition stay static Markdown, with no module to load.
 */
import { mkdtemp, readFile, rename, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, type BuildResult } from '../../src/build.js'
import { cachedBuild } from '../../src/cache/cached-build.js'
import type { RouteData } from '../../src/shared/types.js'
import { copyFixtureSite } from '../helpers/fixture-site.js'

type Site = Awaited<ReturnType<typeof copyFixtureSite>>

/** each admonition of a page: the site's frame's type, the theme's classes inside it, its heading's text */
function siteAdmonitions(html: string): Array<[string, string, string]> {
  const found = html.matchAll(
    /<section data-lantern-admonition="(\w+)"><div class="theme-admonition (theme-admonition-\w+)[^"]*"><div class="admonitionHeading_hd"><span class="admonitionIcon_hd"><svg[^>]*>.*?<\/svg><\/span>(.*?)<\/div>/g,
  )
  return [...found].map(([, type, kind, heading]) => [type!, kind!, heading!])
}

describe("a Docusaurus site's own Admonition renders its Markdown admonitions (docusaurus-swizzled fixture)", () => {
  let site: Site
  let result: BuildResult
  const out = (p: string) => site.read(`build/${p}`)
  const data = async (p: string) => JSON.parse(await out(`__data/${p}.json`)) as RouteData & { modules?: string[] }

  beforeAll(async () => {
    site = await copyFixtureSite('docusaurus-swizzled')
    result = await build({ configFile: site.file('docusaurus.config.js'), outDir: site.file('build') })
  })
  afterAll(() => site.remove())

  it('builds without warnings', () => {
    expect(result.warnings).toEqual([])
  })

  it('wraps the admonitions of an .md doc, styled titles and the older names with a spaced title included', async () => {
    expect(siteAdmonitions(await out('docs/intro.html'))).toEqual([
      ['note', 'theme-admonition-note', 'note'],
      ['tip', 'theme-admonition-tip', 'Keep <em>spare</em> glass'],
      ['important', 'theme-admonition-important', 'Mind the flame'],
    ])
    expect(await out('docs/intro.html')).toContain('Trim the wick before each evening.')
  })

  it("keeps a heading's inline code in the table of contents of a doc compiled as a module", async () => {
    const { toc } = (await data('docs/intro')) as RouteData & { toc: Array<{ value: string }> }
    expect(toc.map((item) => item.value)).toEqual(['Carrying it by the <code>bail</code>'])
    expect(await out('docs/intro.html')).toContain(
      'href="#carrying-it-by-the-bail">Carrying it by the <code>bail</code></a>',
    )
  })

  it("wraps an .mdx doc's :::danger and its <Admonition> from @theme/Admonition alike", async () => {
    expect(siteAdmonitions(await out('docs/oils.html'))).toEqual([
      ['info', 'theme-admonition-info', 'Ask first'],
      ['danger', 'theme-admonition-danger', 'danger'],
    ])
  })

  it("wraps a Markdown page's and a blog post's; the blog list keeps the post's excerpt", async () => {
    expect(siteAdmonitions(await out('index.html'))).toEqual([['tip', 'theme-admonition-tip', 'tip']])
    expect(siteAdmonitions(await out('blog/2026/02/01/first-light.html'))).toEqual([
      ['info', 'theme-admonition-info', 'info'],
    ])
    const list = await out('blog.html')
    expect(list).toContain('lit for the first time')
    expect(list).not.toContain('lighting schedule')
  })

  it('compiles a module only for the content with an admonition: the others load none', async () => {
    expect((await data('docs/intro')).modules).toEqual(['mdx:docs/intro.md'])
    expect((await data('docs/oils')).modules).toEqual(['mdx:docs/oils'])
    expect((await data('docs/storage')).modules).toBeUndefined()
    expect((await data('docs/wicks')).modules).toBeUndefined()
    expect(await out('docs/storage.html')).not.toContain('data-lantern-admonition')
  })

  it('gives useDocusaurusContext().globalData to the page whose code reads it, and to no page that reads only siteConfig', async () => {
    expect(await out('ledger.html')).toContain(
      '<ul class="ledger"><li data-version="current">intro oils storage wicks</li></ul>',
    )
    expect(Object.keys((await data('ledger')).globalData ?? {})).toEqual(['docusaurus-plugin-content-docs'])
    expect(await out('about.html')).toContain('<p class="about-title">About <!-- -->Lantern</p>')
    for (const page of ['about', 'docs/intro', 'index'])
      expect(await out(`__data/${page}.json`)).not.toContain('globalData')
  })
})

describe('the persistent build cache when a site adds or removes its own Admonition', () => {
  it('renders the admonitions of unchanged files anew: static markup without it, the component with it', async () => {
    const site = await copyFixtureSite('docusaurus-swizzled')
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'hd-swizzle-cache-'))
    try {
      const own = site.file('src/theme/Admonition.tsx')
      const aside = path.join(tmp, 'Admonition.tsx')
      const warm = async () => {
        const outDir = path.join(tmp, 'warm')
        await cachedBuild({ configFile: site.file('docusaurus.config.js'), outDir, cacheDir: path.join(tmp, 'cache') })
        return readFile(path.join(outDir, 'docs/intro.html'), 'utf8')
      }
      await rename(own, aside)
      const without = await warm()
      expect(without).toContain('theme-admonition-tip')
      expect(without).not.toContain('data-lantern-admonition')
      await rename(aside, own)
      expect(siteAdmonitions(await warm()).map(([type]) => type)).toEqual(['note', 'tip', 'important'])
      await rename(own, aside)
      expect(await warm()).not.toContain('data-lantern-admonition')
    } finally {
      await site.remove()
      await rm(tmp, { recursive: true, force: true })
    }
  })
})
