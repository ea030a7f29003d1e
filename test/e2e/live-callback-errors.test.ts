/**
 * Errors that live code throws outside React's rendering (an onClick handler, a hotkey callback) are not caught by
 * error boundaries. They belong to the block whose code threw: its error box shows them, the page's error report
 * does not, the other blocks and the page go on, and fixing the code recovers (issue 6; live-error-owners.ts).
 * On a copy of the basic fixture site with a page of two blocks.
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { openClientPage } from './helpers/client-page.js'
import { playground, selectInEditor } from './helpers/live.js'
import { buildAndServe, type ServedSite } from '../helpers/built-site.js'
import { copyFixtureSite } from '../helpers/fixture-site.js'
import { withServedSite } from './helpers/served-site.js'

const FENCE = '```'
const PAGE = [
  '---',
  'title: Live errors',
  '---',
  '',
  '# Live errors',
  '',
  FENCE + 'tsx live',
  'function Thrower() {',
  "  return <button onClick={() => { throw new Error('from the example') }}>Throw</button>",
  '}',
  FENCE,
  '',
  FENCE + 'tsx live',
  'function Counter() {',
  '  const [count, setCount] = useState(0)',
  "  useHotkeys('c', () => setCount((previous) => previous + 1))",
  '  return <p>Count {count}</p>',
  '}',
  FENCE,
  '',
].join('\n')

/** the machine may be busy: a key press or an edit can take a while to show */
const POLL = { timeout: 10_000 }

describe('errors thrown by callbacks of live code', { timeout: 90_000 }, () => {
  let fixture: Awaited<ReturnType<typeof copyFixtureSite>>
  let site: ServedSite
  let browser: Browser

  withServedSite((served) => ({ site, browser } = served), {
    serve: async () => {
      fixture = await copyFixtureSite('basic')
      await fixture.write('content/docs/current/live-errors.md', PAGE)
      return buildAndServe(fixture.file('site.config.ts'))
    },
  })
  afterAll(() => fixture?.remove())

  it("a precompiled example's click handler that throws: its block shows the error, the other block goes on", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/live-errors')
    const [thrower, counter] = [playground(page, 0), playground(page, 1)]
    await thrower.ready()
    await counter.ready()
    await thrower.result.getByRole('button', { name: 'Throw' }).click()
    const box = thrower.result.locator('.live-preview__error')
    await box.waitFor()
    expect(await box.textContent()).toBe('ErrorError: from the example')
    await page.locator('main h1').click()
    await page.keyboard.press('c')
    await expect.poll(() => counter.result.textContent(), POLL).toBe('Count 1')
    expect(await counter.result.locator('.live-preview__error').count()).toBe(0)
    // not reported as an uncaught error of the page
    expect(problems).toEqual([])
    await close()
  })

  it("edited code whose hotkey callback throws: the block shows 'Error: kaboom', the page still works, fixing the code recovers", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/live-errors')
    const [thrower, counter] = [playground(page, 0), playground(page, 1)]
    await counter.ready()
    await counter.openEditor()
    await counter.editor.click()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(
      "function Counter() { useHotkeys('k', () => { throw new Error('kaboom') }); return <p>Armed</p> }",
    )
    await expect.poll(() => counter.result.textContent(), POLL).toBe('Armed')
    await counter.result.click()
    await page.keyboard.press('k')
    const box = counter.result.locator('.live-preview__error')
    await box.waitFor()
    expect(await box.textContent()).toBe('ErrorError: kaboom')
    expect(await page.locator('.live-preview .sr-only[aria-live]').nth(1).textContent()).toBe('Error')
    // the rest of the page goes on: the other block is untouched and still runs its own code
    expect(await thrower.result.getByRole('button', { name: 'Throw' }).count()).toBe(1)
    expect(await page.locator('.live-preview__error').count()).toBe(1)

    await selectInEditor(counter.editor, "useHotkeys('k', () => { throw new Error('kaboom') }); return <p>Armed</p>")
    await page.keyboard.type(
      "const [n, setN] = useState(0); useHotkeys('k', () => setN((v) => v + 1)); return <p>Fixed {n}</p>",
    )
    await expect.poll(() => counter.result.textContent(), POLL).toBe('Fixed 0')
    await counter.result.click()
    await page.keyboard.press('k')
    await expect.poll(() => counter.result.textContent(), POLL).toBe('Fixed 1')
    expect(await box.count()).toBe(0)
    expect(problems).toEqual([])
    await close()
  })
})
