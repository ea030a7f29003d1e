/**
 * A live block on an `.mdx` page of a Docusaurus site (docusaurus-live fixture) runs with the site's own
 * ReactLiveScope in the browser: the precompiled preview hydrates with the site's component (and its CSS module) and
 * hook, the package's hotkey works, and an edit re-runs the code against the same scope; the same for the live
 * blocks of an MDX content module (a fence and a `<CodeBlock live>`). No console errors.
 */
import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { buildAndServeFixture, type ServedSite } from '../helpers/built-site.js'
import { openClientPage } from './helpers/client-page.js'
import { playground, selectInEditor } from './helpers/live.js'
import { withServedSite } from './helpers/served-site.js'

/** the machine may be busy: a key press or an edit can take a while to show */
const POLL = { timeout: 10_000 }

describe("a Docusaurus site's live block, in the browser", () => {
  let site: ServedSite
  let browser: Browser
  withServedSite((served) => ({ site, browser } = served), {
    serve: () => buildAndServeFixture('docusaurus-live', 'docusaurus.config.js'),
    timeoutMs: 60_000,
  })

  it("runs and edits against the site's ReactLiveScope", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/next/intro')
    const live = playground(page)
    await live.ready()
    const lamp = live.result.locator('[data-lamp]')
    expect(await lamp.textContent()).toBe('Porch: lit')
    // the site component's CSS module (the scope's stylesheet) applies
    expect(await lamp.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(253, 230, 138)')
    // the site's hook, through a click; the package's hook, through its key
    await live.result.locator('button').click()
    await expect.poll(() => lamp.getAttribute('data-lamp'), POLL).toBe('dark')
    await page.keyboard.press('l')
    await expect.poll(() => lamp.getAttribute('data-lamp'), POLL).toBe('lit')

    // an edit runs against the same scope: the component and the hook are there
    await live.openEditor()
    await selectInEditor(live.editor, 'useBlink(true)')
    await page.keyboard.type('useBlink(false)')
    await selectInEditor(live.editor, 'label="Porch"')
    await page.keyboard.type('label="Attic"')
    await expect.poll(() => live.result.locator('[data-lamp]').textContent(), POLL).toBe('Attic: dark')
    expect(await live.result.locator('.live-preview__error').count()).toBe(0)
    expect(problems).toEqual([])
    await close()
  })

  it("lays a live block out as Docusaurus' playground: Live Editor (and the toolbar) above the code, then Result", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/next/intro')
    const live = playground(page)
    await live.ready()
    const box = async (selector: string) =>
      (await page.locator(`.playgroundContainer_hd ${selector}`).first().boundingBox())!
    const layout = async () => {
      const [editorHeader, toolbar, code, resultHeader, result] = await Promise.all(
        [
          '.live-preview__header',
          '.live-preview__editor',
          '.code-block--live',
          '.live-preview__header >> nth=1',
          '[data-live-result]',
        ].map(box),
      )
      return {
        editorHeader: editorHeader!,
        toolbar: toolbar!,
        code: code!,
        resultHeader: resultHeader!,
        result: result!,
      }
    }
    const before = await layout()
    expect(await page.locator('.playgroundContainer_hd .live-preview__header').allTextContents()).toEqual([
      'Live Editor',
      'Result',
    ])
    // the toolbar shares the header's row, at its end
    expect(before.toolbar.y).toBe(before.editorHeader.y)
    expect(before.toolbar.x).toBeGreaterThan(before.editorHeader.x)
    expect(before.code.y).toBeGreaterThanOrEqual(before.editorHeader.y + before.editorHeader.height)
    expect(before.resultHeader.y).toBeGreaterThanOrEqual(before.code.y + before.code.height)
    expect(before.result.y).toBeGreaterThanOrEqual(before.resultHeader.y + before.resultHeader.height)
    // editing keeps the layout: the editor takes the code's place, Reset is in the header's row
    await live.openEditor()
    await selectInEditor(live.editor, 'label="Porch"')
    await page.keyboard.type('label="Den"')
    await expect.poll(() => live.result.locator('[data-lamp]').textContent(), POLL).toBe('Den: lit')
    const reset = (await live.reset.boundingBox())!
    const after = await layout()
    expect(reset.y).toBeGreaterThanOrEqual(after.editorHeader.y)
    expect(reset.y + reset.height).toBeLessThanOrEqual(after.code.y)
    expect(after.resultHeader.y).toBeGreaterThanOrEqual(after.code.y + after.code.height)
    expect(problems).toEqual([])
    await close()
  })

  it('an MDX content module: a fence and a <CodeBlock live> hydrate and edit with the same scope', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/next/lab')
    const [fence, prop] = [playground(page, 0), playground(page, 1)]
    await fence.ready()
    await prop.ready()
    expect(await fence.result.textContent()).toBe('Fence: dark')
    // the precompiled example runs: the site hook answers a click
    await prop.result.locator('button').click()
    await expect.poll(() => prop.result.locator('[data-lamp]').getAttribute('data-lamp'), POLL).toBe('dark')
    await prop.openEditor()
    await selectInEditor(prop.editor, 'label="Prop"')
    await page.keyboard.type('label="Edited"')
    await expect.poll(() => prop.result.locator('[data-lamp]').textContent(), POLL).toBe('Edited: lit')
    expect(problems).toEqual([])
    await close()
  })

  it("a category page's <DocCardList /> hydrates, and a card is a route link the client router follows", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/next/shelf')
    const cards = page.locator('section.row a.card')
    expect(await cards.allTextContents()).toEqual(['📄️ Bulbs', '📄️ Wicks'])
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    await cards.first().click()
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Bulbs')
    // followed in the page, not by a full load
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    expect(problems).toEqual([])
    await close()
  })

  it("admonitions look like Infima's alerts in light and dark, after a client navigation too", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/next/shelf')
    await page.locator('section.row a.card').first().click()
    const tip = page.locator('.theme-admonition-tip')
    await tip.waitFor(POLL)
    const look = () =>
      tip.evaluate((box) => {
        const style = getComputedStyle(box)
        const heading = box.querySelector('.admonitionHeading_hd')!
        const icon = box.querySelector('.admonitionIcon_hd svg')!
        return {
          borderLeft: style.borderLeftWidth,
          borderTop: style.borderTopWidth,
          background: style.backgroundColor,
          color: style.color,
          heading: getComputedStyle(heading).textTransform,
          iconFill: getComputedStyle(icon).fill,
          iconHeight: icon.getBoundingClientRect().height > 0,
        }
      })
    // Infima's shape (a 5px left border only) and its default success colours, as Docusaurus draws a tip
    expect(await look()).toEqual({
      borderLeft: '5px',
      borderTop: '0px',
      background: 'rgb(230, 246, 230)',
      color: 'rgb(0, 49, 0)',
      heading: 'uppercase',
      iconFill: 'rgb(0, 49, 0)',
      iconHeight: true,
    })
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'))
    await page.waitForFunction(() => document.getAnimations().length === 0)
    expect(await look()).toMatchObject({ background: 'rgb(0, 49, 0)', iconFill: 'rgb(230, 246, 230)' })
    expect(await page.locator('.theme-admonition-caution.alert--warning').count()).toBe(1)
    expect(problems).toEqual([])
    await close()
  })

  it('a .js page whose component draws an imported .svg and shows imported images hydrates without a mismatch', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/porch')
    expect(await page.locator('p.porch-sign svg.porch-bulb circle').count()).toBe(1)
    // imported and required images load from their copies
    await expect
      .poll(
        () =>
          page
            .locator('img.porch-doormat, img.porch-light')
            .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth)),
        POLL,
      )
      .toEqual([3, 2])
    expect(problems).toEqual([])
    await close()
  })

  it('a page reading @docusaurus/useGlobalData renders the docs from its route data after a client navigation', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/next/intro')
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
      const link = document.createElement('a')
      link.href = '/porch'
      link.textContent = 'To the porch'
      link.id = 'to-porch'
      document.querySelector('main')!.append(link)
    })
    await page.locator('#to-porch').click()
    await page.locator('.docs-index').waitFor(POLL)
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    expect(await page.locator('.docs-index li').count()).toBe(7)
    expect(await page.locator('.docs-index ul[data-version="1.x"]').getAttribute('data-first')).toBe('/docs/intro')
    expect(problems).toEqual([])
    await close()
  })
})
