/**
 * The site on a host that maps URLs to files the way GitHub Pages does (test/helpers/github-pages-server.ts), not
 * `hotkeys-docs serve`, which resolves the other forms of a route URL itself. Spec §2: `/a/b.html`,
 * `/a/b/index.html` and the trailing-slash form the site does not write name the route `/a/b`. The host answers
 * some of them with its 404 page: its client recognises a URL that names a route, shows that page and replaces the
 * URL with the one the site writes (query and fragment kept). A page the host serves at another form of its URL
 * (`/docs/intro.html`) ends on the clean URL too. An unknown path stays the not-found page.
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { buildAndServe, type ServedSite } from '../helpers/built-site.js'
import { fixtureWithUrlRules } from '../helpers/url-rules-site.js'
import { markWindow, openClientPage, waitForPath, windowMarker } from './helpers/client-page.js'
import { withServedSite } from './helpers/served-site.js'

const h1 = (page: Page) => page.locator('main h1').first().textContent()
const urlOf = (page: Page) => page.evaluate(() => location.pathname + location.search + location.hash)

const landOn = (browser: Browser, site: ServedSite, path: string) => openClientPage(browser, site.url, path)

/** The host's 404 answers (the page itself, the route data looked up for an unknown path) log a console error. */
const unexpected = (problems: string[]) =>
  problems.filter((p) => !/Failed to load resource: the server responded with a status of 404/.test(p))

describe('GitHub Pages hosting, this site (trailingSlash: false)', () => {
  let site: ServedSite
  let browser: Browser
  withServedSite((served) => ({ site, browser } = served), {
    serve: () => buildAndServe(undefined, { host: 'github-pages' }),
  })

  it('shows the doc at /docs/intro/ (the host answers 404) and replaces the URL, keeping query and fragment', async () => {
    const { page, status, problems, close } = await landOn(browser, site, '/docs/intro/?from=old-link#usage')
    expect(status).toBe(404)
    await waitForPath(page, '/docs/intro')
    expect(await h1(page)).toBe('Quick Start')
    expect(await urlOf(page)).toBe('/docs/intro?from=old-link#usage')
    expect(await page.title()).toMatch(/^Quick Start \| /)
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toMatch(/\/docs\/intro$/)
    await page.waitForFunction(() => {
      const top = document.getElementById('usage')?.getBoundingClientRect().top ?? -1
      return top >= 0 && top < innerHeight
    })

    // the page works as any other: a client-side navigation from it, and back
    await markWindow(page)
    await page.click('.doc-sidebar a[href="/docs/migrate-to-5"]')
    await waitForPath(page, '/docs/migrate-to-5')
    await page.goBack()
    expect(await urlOf(page)).toBe('/docs/intro?from=old-link#usage')
    expect(await windowMarker(page)).toBe('still here')
    // the not-found URL made no history entry of its own: one more Back leaves the site
    await page.goBack()
    expect(page.url()).toBe('about:blank')
    expect(unexpected(problems)).toEqual([])
    await close()
  })

  it('normalises /docs/intro/index.html and /blog/index.html (404 from the host) to the routes', async () => {
    for (const [path, clean, content] of [
      ['/docs/intro/index.html', '/docs/intro', 'main h1:text-is("Quick Start")'],
      ['/blog/index.html', '/blog', 'main article.blog-post--summary'],
    ] as const) {
      const { page, status, problems, close } = await landOn(browser, site, path)
      expect(status, path).toBe(404)
      await waitForPath(page, clean)
      await page.locator(content).first().waitFor()
      expect(await page.locator('.not-found').count()).toBe(0)
      expect(unexpected(problems), path).toEqual([])
      await close()
    }
  })

  it('ends on the clean URL when the host serves the page at its .html file', async () => {
    for (const [path, clean] of [
      ['/docs/intro.html?x=1#install', '/docs/intro?x=1#install'],
      ['/index.html', '/'],
    ] as const) {
      const { page, status, problems, close } = await landOn(browser, site, path)
      expect(status, path).toBe(200)
      await page.waitForFunction((want) => location.pathname + location.search + location.hash === want, clean)
      await page.goBack()
      expect(page.url(), path).toBe('about:blank')
      expect(unexpected(problems), path).toEqual([])
      await close()
    }
  })

  it('keeps the not-found page (status 404) for unknown paths in any form', async () => {
    for (const path of ['/no-such-page', '/no-such-page/', '/docs/no-such-doc.html', '/docs/no-such-doc/index.html']) {
      const { page, status, close } = await landOn(browser, site, path)
      expect(status, path).toBe(404)
      await page.waitForLoadState('networkidle')
      expect(await h1(page), path).toBe('Page Not Found')
      expect(await urlOf(page), path).toBe(path)
      await close()
    }
  })
})

describe("GitHub Pages hosting under baseUrl '/sub/' with trailing slashes", () => {
  let fixture: Awaited<ReturnType<typeof fixtureWithUrlRules>>
  let site: ServedSite
  let browser: Browser
  withServedSite((served) => ({ site, browser } = served), {
    serve: async () => {
      fixture = await fixtureWithUrlRules("baseUrl: '/sub/',\n  trailingSlash: true,")
      return buildAndServe(fixture.file('site.config.ts'), { host: 'github-pages' })
    },
  })
  afterAll(() => fixture?.remove())

  it('shows the route for /sub/docs/intro and /sub/docs/intro.html (404 from the host) at /sub/docs/intro/', async () => {
    for (const path of ['/sub/docs/intro', '/sub/docs/intro.html', '/sub/docs/intro?q=1#setup']) {
      const { page, status, problems, close } = await landOn(browser, site, path)
      expect(status, path).toBe(404)
      await waitForPath(page, '/sub/docs/intro/')
      expect(await h1(page)).toBe('Introduction')
      if (path.includes('?')) expect(await urlOf(page)).toBe('/sub/docs/intro/?q=1#setup')
      expect(unexpected(problems), path).toEqual([])
      await close()
    }
  })

  it('ends on /sub/docs/intro/ when the host serves /sub/docs/intro/index.html, and /sub/ for /sub/index.html', async () => {
    for (const [path, clean] of [
      ['/sub/docs/intro/index.html', '/sub/docs/intro/'],
      ['/sub/index.html', '/sub/'],
    ] as const) {
      const { page, status, problems, close } = await landOn(browser, site, path)
      expect(status, path).toBe(200)
      await waitForPath(page, clean)
      expect(unexpected(problems), path).toEqual([])
      await close()
    }
  })

  it('keeps the not-found page for unknown paths and paths outside the base URL', async () => {
    for (const path of ['/sub/no-such-page', '/sub/no-such-page/', '/docs/intro/']) {
      const { page, status, close } = await landOn(browser, site, path)
      expect(status, path).toBe(404)
      await page.waitForLoadState('networkidle')
      expect(await h1(page), path).toBe('Page Not Found')
      expect(await urlOf(page), path).toBe(path)
      await close()
    }
  })
})
