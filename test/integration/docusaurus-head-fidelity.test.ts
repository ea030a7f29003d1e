/**
 * What a Docusaurus site's pages put in their head and stylesheet, as Docusaurus 3.10 builds them (observed on its
 * own builds): a page without a front matter description is described by its first line of text, a page without
 * any has no description tags (not the tagline), a React page's `<Head><title>` is the document's title as written,
 * and the site's CSS resolves `url(…)` to files of the static folder (docusaurus-versioned fixture).
 */
import { readdir } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../../src/build.js'
import { copyFixtureSite } from '../helpers/fixture-site.js'

type Site = Awaited<ReturnType<typeof copyFixtureSite>>

const tag = (html: string, pattern: RegExp) => html.match(pattern)?.[1]
const title = (html: string) => tag(html, /<title>([^<]*)<\/title>/)
const description = (html: string) => tag(html, /<meta name="description" content="([^"]*)">/)
const ogTitle = (html: string) => tag(html, /<meta property="og:title" content="([^"]*)">/)

describe("a Docusaurus site's head and stylesheet, as Docusaurus writes them", () => {
  let site: Site

  beforeAll(async () => {
    site = await copyFixtureSite('docusaurus-versioned')
    await build({ configFile: site.file('docusaurus.config.js'), outDir: site.file('build') })
  })
  afterAll(() => site.remove())

  it('describes a page without a front matter description by its first line of text, an admonition title left out', async () => {
    expect(description(await site.read('build/notes.html'))).toBe('Start with the install guide,')
  })

  it('writes no description tags for a page without any text or description, where this theme writes the tagline', async () => {
    for (const page of ['build/draft.html', 'build/changelog.html']) {
      const html = await site.read(page)
      expect(html).not.toContain('name="description"')
      expect(html).not.toContain('property="og:description"')
    }
  })

  it("writes a React page's <Head><title> as given, and a <Layout title> with the site's (its titleDelimiter ·)", async () => {
    const lamps = await site.read('build/lamps.html')
    expect(title(lamps)).toBe('Every lamp Lantern lights')
    expect(ogTitle(lamps)).toBe('Lamps · Lantern')
    const changelog = await site.read('build/changelog.html')
    expect(title(changelog)).toBe('Changelog · Lantern')
    expect(ogTitle(changelog)).toBe('Changelog · Lantern')
  })

  it("resolves the stylesheet's url()s: a small file inlined, a larger one copied to the output", async () => {
    const assets = await readdir(site.file('build/assets'))
    const css = (
      await Promise.all(assets.filter((f) => f.endsWith('.css')).map((f) => site.read(`build/assets/${f}`)))
    ).join('\n')
    const lamp = `data:image/svg+xml;base64,${Buffer.from(await site.read('static/img/lamp.svg')).toString('base64')}`
    expect(css).toContain(`.lamp-badge{background-image:url(${lamp})}`)
    expect(css).toContain(`.lamp-badge--root{background-image:url(${lamp})}`)
    const banner = css.match(/\.lamp-banner\{background-image:url\(([^)]*)\)\}/)?.[1]
    expect(banner).toMatch(/^\/assets\/files\/lamp-banner\.[0-9a-f]+\.svg$/)
    expect(await site.read(`build${banner}`)).toBe(await site.read('static/img/lamp-banner.svg'))
  })
})
