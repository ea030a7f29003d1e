/**
 * `trailingSlash` and `baseUrl` through a whole build of the basic fixture: every link a page writes, the canonical
 * URL, the sitemap, feeds, llms.txt, the search index, the assets and the route data follow the setting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fg from 'fast-glob'
import { build, type BuildResult } from '../../src/build.js'
import { isFilePath } from '../../src/shared/paths.js'
import type { copyFixtureSite } from '../helpers/fixture-site.js'
import { fixtureWithUrlRules } from '../helpers/url-rules-site.js'

type Site = Awaited<ReturnType<typeof copyFixtureSite>>

/** Every page's attribute values: `<a href>`, and `<link href>` / `<script src>` / `<img src>` separately. */
async function attributesOfPages(
  site: Site,
): Promise<{ links: Map<string, string[]>; resources: Map<string, string[]> }> {
  const links = new Map<string, string[]>()
  const resources = new Map<string, string[]>()
  for (const file of await fg('**/*.html', { cwd: site.file('build') })) {
    const html = await readFile(site.file(`build/${file}`), 'utf8')
    links.set(
      file,
      [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&')),
    )
    resources.set(
      file,
      [...html.matchAll(/<(?:link|script|img)\b[^>]*?\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]),
    )
  }
  return { links, resources }
}
const internal = (href: string) => href.startsWith('/') && !href.startsWith('//')
const pathOf = (href: string) => href.split(/[?#]/)[0]

describe('trailingSlash: true', () => {
  let site: Site
  let result: BuildResult
  beforeAll(async () => {
    site = await fixtureWithUrlRules("baseUrl: '/',\n  trailingSlash: true,")
    result = await build({ configFile: site.file('site.config.ts'), outDir: site.file('build') })
  })
  afterAll(() => site.remove())

  it('builds without warnings, one index.html per route folder', () => {
    expect(result.warnings).toEqual([])
    for (const f of [
      'index.html',
      'docs/intro/index.html',
      'docs/1.x/index.html',
      'blog/tags/v-4/index.html',
      'about/index.html',
      '404.html',
    ])
      expect(site.exists(`build/${f}`), f).toBe(true)
  })

  it('every internal link to a route, on every page, ends in a slash (files do not)', async () => {
    const { links } = await attributesOfPages(site)
    const wrong: string[] = []
    let routeLinks = 0
    for (const [file, hrefs] of links) {
      for (const href of hrefs.filter(internal)) {
        const p = pathOf(href)
        if (isFilePath(p)) {
          if (p.endsWith('/')) wrong.push(`${file}: ${href}`)
          continue
        }
        routeLinks++
        if (!p.endsWith('/')) wrong.push(`${file}: ${href}`)
      }
    }
    expect(wrong).toEqual([])
    expect(routeLinks).toBeGreaterThan(100)
    // a sample: navbar, sidebar, Markdown (a relative .md link with its anchor), the React page, footer
    const intro = links.get('docs/intro/index.html')!
    expect(intro).toEqual(
      expect.arrayContaining(['/blog/', '/docs/guides/first-guide/', '/docs/guides/first-guide/#setup', '/docs/api/']),
    )
    expect(links.get('index.html')).toContain('/docs/intro/')
    expect(links.get('docs/api/index.html')).toContain('/blog/rss.xml')
  })

  it('canonical URLs, og:url, the sitemap, feeds, llms.txt and the search index use the slash', async () => {
    const intro = await site.read('build/docs/intro/index.html')
    expect(intro).toContain('<link rel="canonical" href="https://example.test/docs/intro/">')
    expect(intro).toContain('<meta property="og:url" content="https://example.test/docs/intro/">')
    expect(await site.read('build/docs/1.x/index.html')).toContain(
      '<link rel="canonical" href="https://example.test/docs/1.x/intro/">',
    )
    expect(await site.read('build/index.html')).toContain('<link rel="canonical" href="https://example.test/">')
    const locs = [...(await site.read('build/sitemap.xml')).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
    expect(locs.length).toBeGreaterThan(5)
    expect(locs.filter((l) => !l.endsWith('/'))).toEqual([])
    expect(await site.read('build/blog/rss.xml')).toContain('<link>https://example.test/blog/hello/</link>')
    expect(await site.read('build/llms.txt')).toContain('(https://example.test/docs/intro/)')
    const index = await site.read((await fg('build/__search/*.json', { cwd: site.dir }))[0])
    const urls = [...index.matchAll(/"url":"([^"]*)"/g)].map((m) => m[1])
    expect(urls.length).toBeGreaterThan(0)
    expect(urls.filter((u) => !pathOf(u).endsWith('/'))).toEqual([])
  })
})

describe("baseUrl: '/sub/'", () => {
  let site: Site
  let result: BuildResult
  beforeAll(async () => {
    site = await fixtureWithUrlRules("baseUrl: '/sub/',")
    result = await build({ configFile: site.file('site.config.ts'), outDir: site.file('build') })
  })
  afterAll(() => site.remove())

  it('builds without broken links or warnings (the output folder is the site root)', () => {
    expect(result.warnings).toEqual([])
    expect(result.links.brokenLinks).toEqual([])
    expect(site.exists('build/docs/intro.html')).toBe(true)
  })

  it('every internal link, stylesheet, script, preload, image and icon on every page is under /sub/', async () => {
    const { links, resources } = await attributesOfPages(site)
    const outside = [...links, ...resources].flatMap(([file, values]) =>
      values.filter((v) => internal(v) && !v.startsWith('/sub/')).map((v) => `${file}: ${v}`),
    )
    expect(outside).toEqual([])
    const intro = links.get('docs/intro.html')!
    expect(intro).toEqual(
      expect.arrayContaining(['/sub/', '/sub/blog', '/sub/docs/guides/first-guide#setup', '/sub/docs/api']),
    )
    expect(links.get('index.html')).toContain('/sub/docs/intro')
    expect(resources.get('docs/api.html')).toContain('/sub/img/icon.svg')
    expect(resources.get('docs/intro.html')!.some((v) => /^\/sub\/assets\/app\.[\w]+\.js$/.test(v))).toBe(true)
  })

  it('canonical URLs, the sitemap, robots.txt, feeds, llms.txt, the search index and its URL are under /sub/', async () => {
    const intro = await site.read('build/docs/intro.html')
    expect(intro).toContain('<link rel="canonical" href="https://example.test/sub/docs/intro">')
    expect(intro).toContain('href="/sub/blog/rss.xml"')
    const locs = [...(await site.read('build/sitemap.xml')).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
    expect(locs.filter((l) => !l.startsWith('https://example.test/sub/'))).toEqual([])
    expect(await site.read('build/robots.txt')).toContain('Sitemap: https://example.test/sub/sitemap.xml')
    const rss = await site.read('build/blog/rss.xml')
    expect(rss).toContain('<link>https://example.test/sub/blog/hello</link>')
    expect(rss).toContain('href="https://example.test/sub/docs/intro"') // a link in a post's content
    expect(await site.read('build/llms.txt')).toContain('(https://example.test/sub/docs/intro)')
    const siteData = JSON.parse(
      /<script id="__HD_SITE__" type="application\/json">([^<]*)<\/script>/.exec(intro)![1],
    ) as { search: { indexParts: Array<{ url: string }> } }
    expect(siteData.search.indexParts.length).toBeGreaterThan(0)
    for (const part of siteData.search.indexParts) {
      expect(part.url).toMatch(/^\/sub\/__search\//)
      const index = await site.read(path.join('build', part.url.slice('/sub/'.length)))
      const urls = [...index.matchAll(/"url":"([^"]*)"/g)].map((m) => m[1])
      expect(urls.length).toBeGreaterThan(0)
      expect(urls.filter((u) => !u.startsWith('/sub/'))).toEqual([]) // the embedded index keeps root-relative URLs
    }
  })

  it('a link that leaves the base URL is a broken link', async () => {
    await site.edit('content/docs/current/api.md', (t) => `${t}\n[Outside](/sub2/page)\n`)
    await expect(
      build({ configFile: site.file('site.config.ts'), outDir: site.file('build-2'), dryRun: true }),
    ).rejects.toThrow(/Broken link on \/docs\/api: \/sub\/sub2\/page/)
  })
})
