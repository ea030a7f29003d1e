import { describe, expect, it } from 'vitest'
import type { Browser, Page, Route } from 'playwright-core'
import { CLIENT_READY, markWindow, openClientPage, waitForPath, windowMarker } from './helpers/client-page.js'
import type { ServedSite } from '../helpers/built-site.js'
import { withServedSite } from './helpers/served-site.js'

/** Head values a route's page carries, to compare a client-side navigation with a full load. */
async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
    docsearchTag: document.querySelector('meta[name="docsearch:docusaurus_tag"]')?.getAttribute('content'),
  }))
}

/** Records whether the progress bar ever appeared (a MutationObserver, so no timing is involved). */
const WATCH_PROGRESS_BAR = `
  window.__progressBarSeen = false
  new MutationObserver(() => {
    if (document.getElementById('hd-progress-bar')) window.__progressBarSeen = true
  }).observe(document, { childList: true, subtree: true })
`

describe('client-side navigation', () => {
  let site: ServedSite
  let browser: Browser
  withServedSite((served) => ({ site, browser } = served))

  it('keeps the window (no page load), updates title and head, moves focus to main', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/intro')
    await markWindow(page)
    await page.click('.doc-sidebar a[href="/docs/documentation/installation"]')
    await waitForPath(page, '/docs/documentation/installation')
    await page.waitForFunction(() => document.title === 'Installation | React Hotkeys Hook')
    expect(await page.textContent('main h1')).toBe('Installation')
    expect(await windowMarker(page)).toBe('still here')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('__main')
    const afterNavigation = await headOf(page)

    // the same route loaded as a full page has the same head
    const full = await browser.newPage()
    await full.goto(`${site.url}/docs/documentation/installation`)
    expect(await headOf(full)).toEqual(afterNavigation)
    await full.close()

    // a React page (the home page, its own chunk) and back to a doc of another version
    await page.click('a.navbar__brand')
    await waitForPath(page, '/')
    await page.waitForFunction(() => document.title === 'React Hotkeys Hook')
    expect(await windowMarker(page)).toBe('still here')
    await page.goto(`${site.url}/docs/4.x/intro`)
    await page.waitForSelector(CLIENT_READY, { state: 'attached' })
    await markWindow(page)
    await page.click('.doc-sidebar a[href="/docs/4.x/documentation/installation"]')
    await waitForPath(page, '/docs/4.x/documentation/installation')
    expect(await headOf(page)).toMatchObject({ docsearchTag: 'docs-default-4.x' })
    expect(await windowMarker(page)).toBe('still here')
    expect(problems).toEqual([])
    await close()
  })

  it('loads the router only when a navigation is likely, and a reload restores the scroll position', async () => {
    const scripts: string[] = []
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/intro', {
      beforeGoto: async (page) => {
        page.on('request', (r) => {
          if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
        })
      },
    })
    await page.waitForLoadState('networkidle')
    const routerChunk = (name: string) => /\/router\.[A-Z0-9]+\.js$/.test(name)
    expect(scripts.filter(routerChunk)).toEqual([])
    await page.hover('.doc-sidebar a[href="/docs/api/use-hotkeys"]')
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => /\/router\.[A-Z0-9]+\.js$/.test(e.name)),
    )
    await page.click('.doc-sidebar a[href="/docs/api/use-hotkeys"]')
    await waitForPath(page, '/docs/api/use-hotkeys')
    await page.evaluate(() => window.scrollTo(0, 2222))
    await page.waitForFunction(() => window.scrollY === 2222)
    await page.reload()
    await page.waitForSelector(CLIENT_READY, { state: 'attached' })
    await page.waitForFunction(() => window.scrollY === 2222)
    expect(problems).toEqual([])
    await close()
  })

  it('restores the scroll position on back and forward', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/api/use-hotkeys')
    await page.evaluate(() => window.scrollTo(0, 1500))
    await page.waitForFunction(() => window.scrollY === 1500)
    await page.click('.doc-sidebar a[href="/docs/documentation/installation"]')
    await waitForPath(page, '/docs/documentation/installation')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.evaluate(() => window.scrollTo(0, 300))
    await page.waitForFunction(() => window.scrollY === 300)

    await page.goBack()
    await waitForPath(page, '/docs/api/use-hotkeys')
    await page.waitForFunction(() => window.scrollY === 1500)
    await page.goForward()
    await waitForPath(page, '/docs/documentation/installation')
    await page.waitForFunction(() => window.scrollY === 300)
    expect(await page.textContent('main h1')).toBe('Installation')
    expect(problems).toEqual([])
    await close()
  })

  it('remembers the position of a page left by back before its scroll event was handled', async () => {
    // a busy page can handle the back before the scroll event: here the scroll events are held back meanwhile
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/api/use-hotkeys', {
      init: `window.addEventListener('scroll', (event) => { if (window.__holdScrollEvents) event.stopImmediatePropagation() }, true)`,
    })
    await page.click('.doc-sidebar a[href="/docs/documentation/installation"]')
    await waitForPath(page, '/docs/documentation/installation')
    await page.evaluate(() => {
      ;(window as { __holdScrollEvents?: boolean }).__holdScrollEvents = true
      window.scrollTo(0, 400)
      history.back()
    })
    await waitForPath(page, '/docs/api/use-hotkeys')
    await page.evaluate(() => ((window as { __holdScrollEvents?: boolean }).__holdScrollEvents = false))
    await page.waitForFunction(() => window.scrollY === 0)
    await page.goForward()
    await waitForPath(page, '/docs/documentation/installation')
    await page.waitForFunction(() => window.scrollY === 400)
    expect(problems).toEqual([])
    await close()
  })

  it('falls back to a full page load when the route data cannot be loaded', async () => {
    // from the start, so that no prefetch gets the data either
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/intro', {
      beforeGoto: (page) => page.route('**/__data/docs/documentation/installation.json*', (route) => route.abort()),
    })
    await markWindow(page)
    await page.click('.doc-sidebar a[href="/docs/documentation/installation"]')
    await page.waitForFunction(
      () => location.pathname === '/docs/documentation/installation' && !(window as { __hdMarker?: string }).__hdMarker,
    )
    await page.waitForSelector(CLIENT_READY, { state: 'attached' })
    expect(await page.textContent('main h1')).toBe('Installation')
    expect(
      problems.some((p) => p.startsWith('warning: Could not load /docs/documentation/installation in the page')),
    ).toBe(true)
    await close()
  })

  it.each([
    {
      chunk: "the target's page-kind chunk",
      pattern: '**/other-page-kinds.*.js',
      warning: 'warning: Could not load /blog in the page',
    },
    {
      chunk: 'the router chunk',
      pattern: '**/router.*.js',
      warning: 'warning: Could not load the router; loading /blog as a full page instead.',
    },
  ])('falls back to a full page load when $chunk cannot be loaded', async ({ pattern, warning }) => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/intro', {
      beforeGoto: (page) => page.route(pattern, (route) => route.abort()),
    })
    await markWindow(page)
    await page.click('.navbar a.navbar__link[href="/blog"]')
    await page.waitForFunction(() => location.pathname === '/blog' && !(window as { __hdMarker?: string }).__hdMarker)
    expect(await page.textContent('main h1, main h2')).toBeTruthy()
    expect(problems.some((p) => p.startsWith(warning))).toBe(true)
    await close()
  })

  it('shows the progress bar only when the route data takes longer than 200 ms', async () => {
    // slow: the data is held back (from the start: a prefetch shares the request) until the bar has appeared
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/intro', {
      init: WATCH_PROGRESS_BAR,
      beforeGoto: (page) =>
        page.route('**/__data/docs/documentation/typescript.json*', async (route: Route) => {
          await released
          await route.continue()
        }),
    })
    await page.click('.doc-sidebar a[href="/docs/documentation/typescript"]')
    await page.waitForSelector('#hd-progress-bar[role="progressbar"]')
    expect(await page.evaluate(() => location.pathname)).toBe('/docs/intro') // still on the old page while it waits
    release()
    await waitForPath(page, '/docs/documentation/typescript')
    await page.waitForSelector('#hd-progress-bar', { state: 'detached' })

    // fast: the data is already there (hover prefetched it), so the route updates at once and the bar never shows
    await page.evaluate(() => ((window as { __progressBarSeen?: boolean }).__progressBarSeen = false))
    await page.hover('.doc-sidebar a[href="/docs/documentation/installation"]')
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((e) => e.name.includes('/__data/docs/documentation/installation.json')),
    )
    await page.click('.doc-sidebar a[href="/docs/documentation/installation"]')
    await waitForPath(page, '/docs/documentation/installation')
    await page.waitForFunction(() => document.title.startsWith('Installation'))
    expect(await page.evaluate(() => (window as { __progressBarSeen?: boolean }).__progressBarSeen)).toBe(false)
    expect(problems).toEqual([])
    await close()
  })

  it('scrolls to the fragment of the target page, eases to a same-page anchor, and goes back', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/documentation/installation')
    await markWindow(page)
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '/docs/api/use-hotkeys#options'
      link.id = 'test-link'
      link.textContent = 'to the options'
      document.querySelector('main')!.prepend(link)
    })
    const topOf = (id: string) =>
      page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), id)
    await page.click('#test-link')
    await waitForPath(page, '/docs/api/use-hotkeys')
    await page.waitForFunction(() => window.scrollY > 0)
    expect(await topOf('options')).toBeLessThan(120)
    expect(await windowMarker(page)).toBe('still here')

    // same page: the browser's fragment navigation (URL, history entry), eased: many scroll positions on the way
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForFunction(() => window.scrollY === 0)
    await page.evaluate(() => {
      const w = window as unknown as { __positions: number[] }
      w.__positions = []
      addEventListener('scroll', () => w.__positions.push(scrollY))
    })
    // where the jump lands: the heading below the navbar (scroll-padding-top), or the end of the page
    const target = await page.evaluate(() => {
      const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)
      const top = document.getElementById('return-value')!.getBoundingClientRect().top + scrollY - padding
      return Math.round(Math.min(top, document.documentElement.scrollHeight - innerHeight))
    })
    await page.click('.table-of-contents a[href="#return-value"]')
    await page.waitForFunction(() => location.hash === '#return-value')
    await page.waitForFunction((target) => Math.abs(window.scrollY - target) <= 1, target)
    const positions = await page.evaluate(() => (window as unknown as { __positions: number[] }).__positions)
    expect(new Set(positions).size).toBeGreaterThan(3)
    for (let i = 1; i < positions.length; i++) expect(positions[i]).toBeGreaterThanOrEqual(positions[i - 1])

    // back: the previous fragment entry, where the reader was (the top)
    await page.goBack()
    await page.waitForFunction(() => location.hash === '#options' && window.scrollY === 0)
    expect(await windowMarker(page)).toBe('still here')
    expect(problems).toEqual([])
    await close()
  })

  it('refetches the current route in place when watch mode reports its data changed', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/api/use-hotkeys')
    await markWindow(page)
    await page.evaluate(() => window.scrollTo(0, 800))
    await page.route('**/__data/docs/api/use-hotkeys.json*', async (route) => {
      const response = await route.fetch()
      const data = await response.json()
      data.title = 'useHotkeys (edited)'
      await route.fulfill({ response, json: data })
    })
    const prevented = await page.evaluate(
      () =>
        !window.dispatchEvent(
          new CustomEvent('hotkeys-docs:route-data', { detail: { path: '/docs/api/use-hotkeys' }, cancelable: true }),
        ),
    )
    expect(prevented).toBe(true)
    await page.waitForFunction(() => document.title === 'useHotkeys (edited) | React Hotkeys Hook')
    expect(await page.evaluate(() => window.scrollY)).toBe(800)
    expect(await windowMarker(page)).toBe('still here')
    expect(problems).toEqual([])
    await close()
  })

  it('prefetches the data of links in view and of a link hovered, but nothing with the data saver on', async () => {
    const saveData = `Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })`
    const footerLink = 'footer a[href="/docs/api/is-hotkey-pressed"]'
    for (const init of [undefined, saveData]) {
      const requested: string[] = []
      const { page, close } = await openClientPage(browser, site.url, '/blog', {
        init,
        viewport: { width: 1280, height: 500 }, // the footer is out of view
        beforeGoto: async (page) => {
          page.on('request', (r) => {
            if (r.url().includes('/__data/')) requested.push(new URL(r.url()).pathname)
          })
        },
      })
      expect(
        await page.evaluate(
          (selector) => document.querySelector(selector)!.getBoundingClientRect().top > innerHeight,
          footerLink,
        ),
      ).toBe(true)
      // a pointer over the link, without scrolling it into view
      await page.dispatchEvent(footerLink, 'mouseover')
      if (init === undefined) {
        await page.waitForFunction(() =>
          ['/__data/blog/new-documentation.json', '/__data/docs/api/is-hotkey-pressed.json'].every((p) =>
            performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === p),
          ),
        )
        expect(requested).toContain('/__data/blog/new-documentation.json') // in view
        expect(requested).toContain('/__data/docs/api/is-hotkey-pressed.json') // hovered
        expect(requested).not.toContain('/__data/docs/api/use-hotkeys.json') // neither
      } else {
        // give idle callbacks and observers their turn, then check nothing went out
        await page.evaluate(
          () =>
            new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
        )
        await page.hover('.blog-sidebar__link')
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 0))))
        expect(requested).toEqual([])
      }
      await close()
    }
  })

  it('shows the "Page Error" view when the layout itself throws, and a navigation leaves it', async () => {
    const { page, close } = await openClientPage(browser, site.url, '/docs/intro', {
      beforeGoto: (page) =>
        page.route('**/__data/docs/documentation/typescript.json*', async (route) => {
          const response = await route.fetch()
          const data = await response.json()
          data.sidebar = null // the navbar (outside the page's boundary) cannot render this
          await route.fulfill({ response, json: data })
        }),
    })
    await markWindow(page)
    await page.click('.doc-sidebar a[href="/docs/documentation/typescript"]')
    await page.waitForSelector('h1:text-is("Page Error")')
    await page.waitForFunction(() => document.title === 'Page Error')
    expect(await page.isVisible('button:text-is("Try again")')).toBe(true)
    await page.goBack()
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Quick Start')
    expect(await windowMarker(page)).toBe('still here')
    await close()
  })

  it('titles the "Page Error" view also when the layout throws while the first page hydrates', async () => {
    const { page, close } = await openClientPage(browser, site.url, '/docs/documentation/typescript', {
      beforeGoto: (page) =>
        page.route('**/docs/documentation/typescript', async (route) => {
          const response = await route.fetch()
          const html = await response.text()
          // the page's inlined route data, with a sidebar the navbar (outside the page's boundary) cannot render
          const broken = html.replace(
            /(<script id="__HD_DATA__" type="application\/json">)(.*?)(<\/script>)/s,
            (_, open: string, json: string, end: string) => {
              const data = JSON.parse(json)
              data.route.sidebar = null
              return open + JSON.stringify(data).replace(/</g, '\\u003c') + end
            },
          )
          expect(broken).not.toBe(html)
          await route.fulfill({ response, body: broken })
        }),
    })
    await page.waitForSelector('h1:text-is("Page Error")')
    await page.waitForFunction(() => document.title === 'Page Error')
    await close()
  })

  it('shows the crash page around a page that throws, with the navbar still there, and Try again', async () => {
    const { page, close } = await openClientPage(browser, site.url, '/docs/intro', {
      beforeGoto: (page) =>
        page.route('**/__data/docs/documentation/typescript.json*', async (route) => {
          const response = await route.fetch()
          const data = await response.json()
          data.breadcrumbs = null // the page cannot render this
          await route.fulfill({ response, json: data })
        }),
    })
    await page.click('.doc-sidebar a[href="/docs/documentation/typescript"]')
    await page.waitForSelector('text=This page crashed.')
    expect(await page.isVisible('nav.navbar')).toBe(true)
    expect(await page.textContent('.error-chain')).toMatch(/null|undefined/)
    await page.click('text=Try again')
    await page.waitForSelector('text=This page crashed.') // the data is still broken: it crashes again
    // another route clears the crash
    await page.click('.navbar__desktop-items a:text-is("Documentation")')
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Quick Start')
    await close()
  })
})
