/**
 * The setup every browser test shares, registered on the calling `describe`: a site built and served on loopback
 * (the real site on the embedded search index, unless `serve` makes another) and a headless chromium, both closed
 * after the describe's tests. `use` gets them once they are up.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { buildAndServe, type ServedSite } from '../../helpers/built-site.js'
import { launchBrowser } from './browser.js'

export interface ServedSiteOptions {
  /** makes and serves the site (default: `buildAndServe()`) */
  serve?: () => Promise<ServedSite>
  /** false: no browser (tests that only fetch) */
  browser?: boolean
  /** for the setup hook (a site with a fixture to prepare, or a slow machine) */
  timeoutMs?: number
}

export function withServedSite(
  use: (served: { site: ServedSite; browser: Browser }) => void,
  options: ServedSiteOptions = {},
): void {
  let site: ServedSite | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    site = await (options.serve ?? (() => buildAndServe()))()
    if (options.browser !== false) browser = await launchBrowser()
    use({ site, browser: browser as Browser })
  }, options.timeoutMs)
  afterAll(async () => {
    await browser?.close()
    await site?.close()
  })
}
