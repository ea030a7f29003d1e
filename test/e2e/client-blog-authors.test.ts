/**
 * A blog author's picture that cannot load (offline, a moved URL; here its requests are aborted) shows the author's
 * initials instead of a broken-image icon: when it fails after hydration, before hydration, and without JavaScript.
 */
import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type { ServedSite } from '../helpers/built-site.js'
import { CLIENT_READY, openClientPage } from './helpers/client-page.js'
import { withServedSite } from './helpers/served-site.js'

const POST = '/blog/new-documentation'
const AVATAR_HOST = 'https://avatars0.githubusercontent.com/**'

/** Images on the page that are shown although they failed to load (the browser draws its broken-image icon). */
const visibleBrokenImages = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.images).filter((img) => img.complete && img.naturalWidth === 0 && img.checkVisibility())
        .length,
  )

/** How many pixels of two same-sized screenshots of a round avatar differ, inside a circle 4 px within its rim. */
async function differingPixelsInsideCircle(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async (urls) => {
      const pixels = await Promise.all(
        urls.map(async (url) => {
          const image = new Image()
          image.src = url
          await image.decode()
          const canvas = new OffscreenCanvas(image.width, image.height)
          const context = canvas.getContext('2d')!
          context.drawImage(image, 0, 0)
          return context.getImageData(0, 0, image.width, image.height)
        }),
      )
      const [first, second] = pixels
      if (first.width !== second.width || first.height !== second.height) return -1
      const radius = Math.min(first.width, first.height) / 2 - 4
      let differing = 0
      for (let y = 0; y < first.height; y++) {
        for (let x = 0; x < first.width; x++) {
          if (Math.hypot(x + 0.5 - first.width / 2, y + 0.5 - first.height / 2) > radius) continue
          const at = (y * first.width + x) * 4
          if ([0, 1, 2, 3].some((channel) => first.data[at + channel] !== second.data[at + channel])) differing++
        }
      }
      return differing
    },
    [a, b].map((png) => `data:image/png;base64,${png.toString('base64')}`),
  )
}

describe('blog author avatars', () => {
  let site: ServedSite
  let browser: Browser
  withServedSite((served) => ({ site, browser } = served))

  it('shows the initials when the picture fails after hydration', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, POST, {
      // the picture's request fails once the page is hydrated: its error event reaches React
      beforeGoto: (page) =>
        page.route(AVATAR_HOST, async (route) => {
          await page.waitForSelector(CLIENT_READY, { state: 'attached' })
          await route.abort()
        }),
    })
    const initials = page.locator('.blog-author .blog-author__avatar--initials')
    await initials.waitFor()
    expect(await initials.textContent()).toBe('JK')
    expect(await initials.boundingBox()).toMatchObject({ width: 48, height: 48 })
    expect(await visibleBrokenImages(page)).toBe(0)
    expect(problems.filter((p) => !p.includes('net::ERR_FAILED'))).toEqual([])
    await close()
  })

  it('shows the initials when the picture failed before the page hydrated', async () => {
    let pictureBroken: Promise<unknown> | undefined
    const { page, close } = await openClientPage(browser, site.url, POST, {
      beforeGoto: async (page) => {
        await page.route(AVATAR_HOST, (route) => route.abort())
        // the page's scripts wait until the picture has failed: its error event is over before React is there
        await page.route(/\/assets\/.*\.js$/, async (route) => {
          pictureBroken ??= page.waitForFunction(() => {
            const img = document.querySelector<HTMLImageElement>('.blog-author img')
            return img?.complete && img.naturalWidth === 0
          })
          await pictureBroken
          await route.continue()
        })
      },
    })
    const initials = page.locator('.blog-author .blog-author__avatar--initials')
    await initials.waitFor()
    expect(await initials.textContent()).toBe('JK')
    expect(await visibleBrokenImages(page)).toBe(0)
    await close()
  })

  it('without JavaScript, draws the initials over the broken picture', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    await context.route(
      (url) => url.origin !== new URL(site.url).origin,
      (route) => route.abort(),
    )
    const page = await context.newPage()
    await page.goto(site.url + POST)
    const avatar = page.locator('.blog-author img.blog-author__avatar')
    await avatar.evaluate((img: HTMLImageElement) =>
      img.complete ? undefined : new Promise((done) => img.addEventListener('error', done)),
    )
    expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true)
    const cover = await avatar.evaluate((img) => {
      const style = getComputedStyle(img, '::before')
      return { content: style.content, width: style.width, height: style.height, position: style.position }
    })
    expect(cover).toEqual({ content: '"JK"', width: '48px', height: '48px', position: 'absolute' })

    // drawn as the hydrated page draws its initials: the same pixels inside the circle (its anti-aliased rim aside),
    // so the initials are rendered and cover the image box (the browser's icon would be in its top-left corner)
    const drawn = await avatar.screenshot()
    const hydrated = await openClientPage(browser, site.url, POST, {
      beforeGoto: (page) => page.route(AVATAR_HOST, (route) => route.abort()),
    })
    const initials = hydrated.page.locator('.blog-author .blog-author__avatar--initials')
    await initials.waitFor()
    expect(await differingPixelsInsideCircle(hydrated.page, drawn, await initials.screenshot())).toBe(0)
    await hydrated.close()
    await context.close()
  })
})
