/** `serve --watch` of a site with `baseUrl: '/sub/'`: the output is served under the base, and follows a config edit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyUrlRules } from '../../helpers/url-rules-site.js'
import { startWatchHarness, type WatchHarness } from './watch-harness.js'

let h: WatchHarness

beforeAll(async () => {
  h = await startWatchHarness({ codeDirs: ['theme'], before: (site) => applyUrlRules(site, "baseUrl: '/sub/',") })
}, 120_000)
afterAll(async () => {
  await h?.close()
})

describe('watch mode under a base URL', () => {
  it('serves the site under the base, says so in its URL, and nothing outside it', async () => {
    expect(h.watched.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sub\/$/)
    const page = await h.get('/sub/docs/intro')
    expect(page.status).toBe(200)
    expect(page.text).toContain('Welcome to the fixture.')
    expect(page.text).toContain('href="/sub/docs/api"')
    expect((await h.get('/docs/intro')).status).toBe(404)
  })

  it('follows the base URL when the config changes', async () => {
    await h.changeAndRebuild(() =>
      h.site.edit('site.config.ts', (t) => t.replace("baseUrl: '/sub/',", "baseUrl: '/docs-site/',")),
    )
    expect((await h.get('/docs-site/docs/intro')).status).toBe(200)
    expect((await h.get('/sub/docs/intro')).status).toBe(404)
  })
})
