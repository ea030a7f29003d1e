/**
 * Live code playgrounds on /docs/intro (issue 6): the precompiled preview is in the HTML and hydrates in place,
 * its hotkey works before any editing and without the editor chunk; the editor chunk is prefetched when idle but
 * only run on the intent to edit (hover, focus, click), and the example keeps its state when it loads; the editor
 * re-runs edits, shows syntax errors and errors thrown by callbacks in a box and recovers; Reset; keyboard access;
 * pages without live blocks load none of it.
 */
import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { openClientPage, waitForPath } from './helpers/client-page.js'
import { liveAssets, playground, recordAssetRequests, selectInEditor, type LiveAssets } from './helpers/live.js'
import type { ServedSite } from '../helpers/built-site.js'
import { withServedSite } from './helpers/served-site.js'

const BLOCKED_EDITOR = /Failed to load resource|live code editor could not be loaded/

/** the machine may be busy: a key press or an edit can take a while to show */
const POLL = { timeout: 10_000 }

describe('live playground on /docs/intro', { timeout: 90_000 }, () => {
  let site: ServedSite
  let browser: Browser
  let assets: LiveAssets

  withServedSite((served) => {
    ;({ site, browser } = served)
    assets = liveAssets(site.outDir)
  })

  it('server-renders the preview and modulepreloads its module, the scope and the 5.x library', async () => {
    const html = await (await fetch(`${site.url}/docs/intro`)).text()
    expect(html).toMatch(/data-live-result=""><!--\$--><p>You pressed the A key <!-- -->0<!-- --> times\.<\/p>/)
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)].map((m) => m[1])
    expect(preloads.filter((u) => assets.modules.rhh5.includes(u))).toHaveLength(1)
    for (const chunk of assets.libraryChunks.rhh5) expect(preloads).toContain(chunk)
    expect(assets.editor).toMatch(/^\/assets\/chunks\/live-editor\.[A-Z0-9]+\.js$/)
    expect(assets.shell.has(assets.editor)).toBe(false)
    expect(preloads).not.toContain(assets.editor)
  })

  it('pressing A updates the preview once the page is interactive, with the editor chunk blocked, keeping the server markup', async () => {
    const context = await browser.newContext()
    await context.route('**/live-editor.*.js', (route) => route.abort())
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { __serverResult?: Element | null }).__serverResult =
          document.querySelector('[data-live-result] p')
      })
    })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()))
    page.on('pageerror', (e) => problems.push(e.message))
    await page.goto(`${site.url}/docs/intro`)
    const live = playground(page)
    await live.ready()
    await page.keyboard.press('a')
    await page.keyboard.press('a')
    await expect.poll(() => live.result.textContent(), POLL).toBe('You pressed the A key 2 times.')
    // hydrated in place: the element the server rendered is the one React now updates
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __serverResult?: Element }).__serverResult ===
          document.querySelector('[data-live-result] p'),
      ),
    ).toBe(true)
    // the intent to edit: the editor cannot load, and says so; the example keeps working
    await live.code.locator('pre').hover()
    await live.preview.and(page.locator('[data-live-editor-state="failed"]')).waitFor()
    expect(await live.code.getByRole('textbox').count()).toBe(0)
    await page.keyboard.press('a')
    await expect.poll(() => live.result.textContent(), POLL).toBe('You pressed the A key 3 times.')
    expect(problems.filter((p) => !BLOCKED_EDITOR.test(p))).toEqual([])
    await context.close()
  })

  it('prefetches the editor chunk when idle without running it; the example keeps its state when the editor loads', async () => {
    let requested: string[] = []
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/intro', {
      beforeGoto: async (page) => {
        requested = recordAssetRequests(page, site.url)
      },
    })
    const live = playground(page)
    await live.ready()
    await page.keyboard.press('a')
    await expect.poll(() => live.result.textContent(), POLL).toBe('You pressed the A key 1 times.')
    const before = await live.result.locator('p').elementHandle()
    // the idle prefetch: the chunk's bytes are fetched ...
    await expect.poll(() => requested.includes(assets.editor), POLL).toBe(true)
    expect(await page.locator(`link[rel="prefetch"][href="${assets.editor}"]`).count()).toBe(1)
    await page.waitForLoadState('networkidle')
    // ... and not run: no editor until the reader shows the intent to edit
    expect(await live.preview.getAttribute('data-live-editor-state')).toBe('idle')
    expect(await live.code.getByRole('textbox').count()).toBe(0)

    await live.openEditor()
    expect(await live.editor.count()).toBe(1)
    // the precompiled example is the same element with the same state, and still runs
    expect(await live.result.textContent()).toBe('You pressed the A key 1 times.')
    expect(await before!.evaluate((p) => p.isConnected && p === document.querySelector('[data-live-result] p'))).toBe(
      true,
    )
    await live.result.click()
    await page.keyboard.press('a')
    await expect.poll(() => live.result.textContent(), POLL).toBe('You pressed the A key 2 times.')
    expect(problems).toEqual([])
    await close()
  })

  it('an edit re-runs the code; a syntax error shows a box and fixing it recovers; Reset restores', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/intro')
    const live = playground(page)
    await live.ready()
    await live.openEditor()
    await expect(live.editor.getAttribute('aria-label')).resolves.toBe('Live code editor, example 1')
    const describedBy = await live.editor.getAttribute('aria-describedby')
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toMatch(/Escape, then Tab/)
    await expect(live.reset.isDisabled()).resolves.toBe(true)

    await selectInEditor(live.editor, 'the A key')
    await page.keyboard.type('the letter A')
    await expect.poll(() => live.result.textContent(), POLL).toBe('You pressed the letter A 0 times.')
    // the edited code binds the hotkey too (once the focus has left the editor)
    await live.result.click()
    await page.keyboard.press('a')
    await expect.poll(() => live.result.textContent(), POLL).toBe('You pressed the letter A 1 times.')

    // a syntax error: a readable box with the line, the page goes on
    await selectInEditor(live.editor, 'useState(0)')
    await page.keyboard.type('useState(0')
    const box = live.result.locator('.live-preview__error')
    await box.waitFor()
    expect(await box.textContent()).toMatch(/^Syntax error on line \d+Unexpected token/)
    expect(await page.textContent('main h1')).toBe('Quick Start')
    // fixing it recovers
    await page.keyboard.type(')')
    await expect.poll(() => live.result.textContent(), POLL).toBe('You pressed the letter A 0 times.')
    expect(await box.count()).toBe(0)

    // a runtime error in the new code: a box as well
    await live.result.click()
    await page.keyboard.press('a')
    await expect.poll(() => live.result.textContent(), POLL).toBe('You pressed the letter A 1 times.')
    await selectInEditor(live.editor, 'return <p>')
    await page.keyboard.type('if (count > 0) throw new Error("boom")\n  return <p>')
    // the new code runs (a fresh component: the count starts again)
    await expect.poll(() => live.result.textContent(), POLL).toBe('You pressed the letter A 0 times.')
    await live.result.click()
    await page.keyboard.press('a')
    await box.waitFor()
    expect(await box.textContent()).toBe('ErrorError: boom')

    await live.reset.click()
    await expect.poll(() => live.result.textContent(), POLL).toBe('You pressed the A key 0 times.')
    expect(await live.editor.textContent()).toContain('You pressed the A key {count} times.')
    expect(await live.reset.isDisabled()).toBe(true)
    // React reports the error the boundary caught; nothing else may be logged
    expect(problems.filter((p) => !/boom/.test(p))).toEqual([])
    await close()
  })

  it('clicking into the code loads the editor and puts the caret there; Tab indents, Escape then Tab leaves', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/intro')
    const live = playground(page)
    await live.ready()
    expect(await live.preview.getAttribute('data-live-editor-state')).toBe('idle')
    await live.code.locator('pre').click()
    await live.editorReady()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')), POLL).toBe('textbox')
    // the caret is where the click was (the middle of the block), not at the start
    const caret = await live.editor.evaluate((pre) => {
      const selection = window.getSelection()!
      const range = document.createRange()
      range.selectNodeContents(pre)
      range.setEnd(selection.focusNode!, selection.focusOffset)
      return range.toString().length
    })
    expect(caret).toBeGreaterThan(20)

    const before = await live.editor.textContent()
    await page.keyboard.press('Tab')
    await expect.poll(async () => (await live.editor.textContent())!.length, POLL).toBe(before!.length + 2)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('textbox')

    await page.keyboard.press('Escape')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('textbox')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Copy code to clipboard')
    expect(problems).toEqual([])
    await close()
  })

  it('a long burst of typing without pauses keeps every character; after Reset the editor takes edits again', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/intro')
    const live = playground(page)
    await live.ready()
    await live.openEditor()
    // far more keys in a row than React's nested-update limit (50): each one must arrive, in order
    const burst = 'the A key, ' + Array.from({ length: 24 }, (_, i) => `word${i}`).join(' ') + ','
    expect(burst.length).toBeGreaterThan(150)
    await selectInEditor(live.editor, 'the A key')
    await page.keyboard.type(burst)
    await expect.poll(() => live.result.textContent(), POLL).toBe(`You pressed ${burst} 0 times.`)
    expect(await live.editor.textContent()).toContain(`<p>You pressed ${burst} {count} times.</p>`)

    await live.reset.click()
    await expect.poll(() => live.editor.textContent(), POLL).toContain('<p>You pressed the A key {count} times.</p>')
    await selectInEditor(live.editor, 'the A key')
    await page.keyboard.type('the key A')
    await expect.poll(() => live.result.textContent(), POLL).toBe('You pressed the key A 0 times.')
    expect(await live.editor.textContent()).toContain('<p>You pressed the key A {count} times.</p>')
    expect(problems).toEqual([])
    await close()
  })

  it("under a Content-Security-Policy without 'unsafe-eval' the preview works and editing reports the refusal", async () => {
    const context = await browser.newContext()
    await context.route(`${site.url}/docs/intro`, async (route) => {
      const response = await route.fetch()
      // inline scripts stay allowed (the colour-mode head script); string evaluation does not
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': "script-src 'self' 'unsafe-inline'" },
      })
    })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()))
    page.on('pageerror', (e) => problems.push(e.message))
    await page.goto(`${site.url}/docs/intro`)
    const live = playground(page)
    await live.ready()
    await page.keyboard.press('a')
    await expect.poll(() => live.result.textContent(), POLL).toBe('You pressed the A key 1 times.')
    expect(problems).toEqual([])

    await live.openEditor()
    await selectInEditor(live.editor, 'the A key')
    await page.keyboard.type('the B key')
    const box = live.result.locator('.live-preview__error')
    await box.waitFor()
    expect(await box.textContent()).toMatch(/EvalError/)
    await context.close()
  })

  it("the editor's token colours follow the light/dark theme", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/intro', { colorScheme: 'light' })
    const live = playground(page)
    await live.openEditor()
    const keyword = live.editor.locator('.token.keyword').first()
    expect(await keyword.textContent()).toBe('function')
    const colour = () => keyword.evaluate((element) => getComputedStyle(element).color)
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme)
    expect(await theme()).toBe('light')
    const light = await colour()
    const toggle = page.getByRole('button', { name: /^Switch between dark and light mode/ }).first()
    for (let i = 0; i < 3 && (await theme()) !== 'dark'; i++) await toggle.click()
    expect(await theme()).toBe('dark')
    const dark = await colour()
    expect(dark).not.toBe(light)
    // the same colour as a keyword of the page's static code (App.tsx)
    const staticKeyword = page.locator('.code-block:not(.code-block--live) .token.keyword').first()
    expect(await staticKeyword.evaluate((element) => getComputedStyle(element).color)).toBe(dark)
    expect(problems).toEqual([])
    await close()
  })

  it('a focus-scoped example: the hint says so, a key press with nothing focused changes nothing, after a click into it the key works', async () => {
    const { page, problems, close } = await openClientPage(
      browser,
      site.url,
      '/docs/documentation/useHotkeys/scoping-hotkeys',
    )
    const global = playground(page, 0)
    const scoped = playground(page, 2)
    await global.ready()
    await scoped.ready()
    const hint = (live: ReturnType<typeof playground>) => live.preview.locator('.live-preview__hint').textContent()
    expect(await hint(scoped)).toMatch(/^This example listens only while it has focus: click into the result first/)
    expect(await hint(global)).toMatch(/^Press the keys with the focus outside the editor/)
    expect(await scoped.result.textContent()).toContain('Count: 0')

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Shift+A')
    // key events are handled in order: once the global example has seen the next key, Shift+A was handled too
    await page.keyboard.press('u')
    await expect.poll(() => global.result.textContent(), POLL).toBe('First counter: 1Second counter: 1')
    expect(await scoped.result.textContent()).toContain('Count: 0')

    await scoped.result.getByText(/Click inside this box/).click()
    await page.keyboard.press('Shift+A')
    await expect.poll(() => scoped.result.textContent(), POLL).toContain('Count: 1')
    expect(problems).toEqual([])
    await close()
  })

  it('each editor on a page with several blocks has its own accessible name', async () => {
    const { page, problems, close } = await openClientPage(
      browser,
      site.url,
      '/docs/documentation/useHotkeys/scoping-hotkeys',
    )
    const count = await page.locator('.live-preview').count()
    expect(count).toBeGreaterThan(2)
    const names: Array<string | null> = []
    for (let i = 0; i < count; i++) {
      const live = playground(page, i)
      await live.openEditor()
      names.push(await live.editor.getAttribute('aria-label'))
    }
    expect(names).toEqual(Array.from({ length: count }, (_, i) => `Live code editor, example ${i + 1}`))
    // as the accessibility tree has them
    for (const name of names) expect(await page.getByRole('textbox', { name: name!, exact: true }).count()).toBe(1)
    expect(problems).toEqual([])
    await close()
  })

  it('a client-side navigation to a page with a playground runs its preview', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/documentation/installation')
    await page.click('.doc-sidebar a[href="/docs/intro"]')
    await waitForPath(page, '/docs/intro')
    const live = playground(page)
    await live.ready()
    await page.locator('main h1').click()
    await page.keyboard.press('a')
    await expect.poll(() => live.result.textContent(), POLL).toBe('You pressed the A key 1 times.')
    expect(problems).toEqual([])
    await close()
  })

  it('without JavaScript the preview shows the example as the build rendered it', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${site.url}/docs/intro`)
    const result = playground(page).result.locator('p')
    expect(await result.textContent()).toBe('You pressed the A key 0 times.')
    expect(await result.isVisible()).toBe(true)
    await context.close()
  })

  it('pages without live blocks load no live module, editor or library chunk', async () => {
    for (const path of ['/docs/documentation/installation', '/blog']) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const requested = recordAssetRequests(page, site.url)
      const problems: string[] = []
      page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()))
      await page.goto(site.url + path)
      await page.waitForLoadState('networkidle')
      // past the idle time the editor would load on a page with live blocks
      await page.waitForTimeout(1500)
      const live = requested.filter(
        (u) =>
          u === assets.editor ||
          /\/assets\/live-/.test(u) ||
          Object.values(assets.libraryChunks).some((chunks) => chunks.has(u)),
      )
      expect(live, path).toEqual([])
      expect(await page.locator('.live-preview').count()).toBe(0)
      // (the blog's author avatar is on another host, unreachable here)
      expect(
        problems.filter((p) => !/ERR_NAME_NOT_RESOLVED/.test(p)),
        path,
      ).toEqual([])
      await context.close()
    }
  })
})
