/**
 * Each docs version's live blocks run that version's react-hotkeys-hook major (issue 6): the pages load their
 * own major's library chunk and no other, the scope differs where the majors differ (`useIsHotkeyPressed` only
 * in 3.x, `HotkeysProvider`/`useRecordHotkeys` only from 4.x on), and a 3.x-only example works.
 */
import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { openClientPage } from './helpers/client-page.js'
import { liveAssets, playground, recordAssetRequests, type LiveAssets } from './helpers/live.js'
import type { ServedSite } from '../helpers/built-site.js'
import { withServedSite } from './helpers/served-site.js'

const SCOPE_PROBE = '<p>{typeof useIsHotkeyPressed} {typeof HotkeysProvider} {typeof useRecordHotkeys}</p>'

/** the machine may be busy: a key press or an edit can take a while to show */
const POLL = { timeout: 10_000 }

describe('live playgrounds per docs version', { timeout: 90_000 }, () => {
  let site: ServedSite
  let browser: Browser
  let assets: LiveAssets

  withServedSite((served) => {
    ;({ site, browser } = served)
    assets = liveAssets(site.outDir)
  })

  it('builds one module per block and one library chunk set per major, none shared between majors', () => {
    expect(Object.keys(assets.modules).sort()).toEqual(['rhh3', 'rhh4', 'rhh5'])
    const [three, four, five] = ['rhh3', 'rhh4', 'rhh5'].map((alias) => assets.libraryChunks[alias])
    for (const [a, b] of [
      [three, four],
      [three, five],
      [four, five],
    ])
      expect([...a].filter((u) => b.has(u))).toEqual([])
    expect(three.size).toBeGreaterThan(0)
  })

  const cases = [
    {
      version: '3.x',
      path: '/docs/3.x/intro',
      alias: 'rhh3',
      text: 'You pressed "a" 1 times.',
      scope: 'function undefined undefined',
    },
    {
      version: '4.x',
      path: '/docs/4.x/intro',
      alias: 'rhh4',
      text: 'You pressed the a key 1 times.',
      scope: 'undefined function function',
    },
    {
      version: '5.0',
      path: '/docs/intro',
      alias: 'rhh5',
      text: 'You pressed the A key 1 times.',
      scope: 'undefined function function',
    },
  ]

  it.each(cases)(
    '$version page: loads only the $alias library, its hotkey works, its scope is its major',
    async ({ path, alias, text, scope }) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      const requested = recordAssetRequests(page, site.url)
      const problems: string[] = []
      page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()))
      page.on('pageerror', (e) => problems.push(e.message))
      await page.goto(site.url + path)
      const live = playground(page)
      await live.ready()

      for (const chunk of assets.libraryChunks[alias]) expect(requested).toContain(chunk)
      for (const [other, chunks] of Object.entries(assets.libraryChunks)) {
        if (other !== alias)
          expect(
            requested.filter((u) => chunks.has(u)),
            `${other} chunks on ${path}`,
          ).toEqual([])
      }
      const modules = requested.filter((u) => /\/assets\/live-rhh/.test(u))
      expect(modules.length).toBeGreaterThan(0)
      expect(modules.filter((u) => !assets.modules[alias].includes(u))).toEqual([])

      await page.locator('main h1').click()
      await page.keyboard.press('a')
      await expect.poll(() => live.result.textContent(), POLL).toBe(text)

      // edited code runs in the scope object of the precompiled module: this major's exports
      await live.openEditor()
      await live.editor.click()
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type(SCOPE_PROBE)
      await expect.poll(() => live.result.textContent(), POLL).toBe(scope)
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('the 3.x useIsHotkeyPressed example: a click while D is held adds twice', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/3.x/api/use-is-hotkey-pressed')
    const live = playground(page)
    await live.ready()
    const button = live.result.getByRole('button')
    await button.click()
    await expect.poll(() => live.result.locator('p').first().textContent(), POLL).toBe('Item 1, Item 2')
    await page.keyboard.down('d')
    await button.click()
    await page.keyboard.up('d')
    await expect.poll(() => live.result.locator('p').first().textContent(), POLL).toBe('Item 1, Item 2, Item 3, Item 3')
    expect(problems).toEqual([])
    await close()
  })
})
