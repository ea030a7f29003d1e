/**
 * Cache headers on a build of the real site: every file the build writes under /assets/ (esbuild's entries and
 * chunks, the live code blocks' modules, the embedded search index) is content-hashed and must be sent as
 * immutable; pages, route data and copied static files revalidate.
 */
import fg from 'fast-glob'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMMUTABLE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL } from '../../../src/serve/serve-constants.js'
import { buildAndServe, type ServedSite } from '../../helpers/built-site.js'
import { request } from './serve-fixture.js'

let site: ServedSite
let port: number
let assets: string[]

beforeAll(async () => {
  site = await buildAndServe() // the real site, with the embedded search index
  port = Number(new URL(site.url).port)
  assets = (await fg('assets/**/*', { cwd: site.outDir })).sort()
}, 60_000)
afterAll(async () => {
  await site?.close()
})

describe('cache headers on a built site', () => {
  it('the build wrote the kinds of hashed files the server must recognise', () => {
    expect(assets).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^assets\/app\.[A-Z2-7]{8}\.js$/),
        expect.stringMatching(/^assets\/theme\.[A-Z2-7]{8}\.css$/),
        expect.stringMatching(/^assets\/chunks\/[\w-]+\.[A-Z2-7]{8}\.js$/),
        expect.stringMatching(/^assets\/live-rhh5-[0-9a-f]{10}\.[0-9a-f]{10}\.js$/),
      ]),
    )
  })

  it('every file under /assets/ is sent with long-lived, immutable caching', async () => {
    const wrong: string[] = []
    for (const file of assets) {
      const res = await request(port, `/${file}`)
      if (res.status !== 200 || res.headers['cache-control'] !== IMMUTABLE_CACHE_CONTROL)
        wrong.push(`${file}: ${res.status} ${res.headers['cache-control']}`)
    }
    expect(wrong).toEqual([])
  })

  it('the page links the hashed entry script and stylesheet', async () => {
    const page = await request(port, '/docs/intro')
    const linked = [...page.text.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1])
    expect(linked.length).toBeGreaterThan(1)
    for (const file of linked) expect(assets, file).toContain(file)
  })

  // the search index's files too: named by docs version alone, so that an edit changes no other page's site data
  it.each([
    '/docs/intro',
    '/',
    '/__data/docs/intro.json',
    '/__search/index.docs-default-current.json',
    '/img/logo.svg',
    '/sitemap.xml',
  ])('%s revalidates (no-cache)', async (target) => {
    const res = await request(port, target)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE_CONTROL)
  })
})
