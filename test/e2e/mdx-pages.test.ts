/**
 * MDX in the browser: a page with a site component (compiled as a component module) hydrates, so the component
 * works, in a page of its own as in a doc or a blog post, also reached by a client-side navigation; tabs lowered
 * from <Tabs>/<TabItem> switch like Markdown tabs; code blocks with a title (fenced, with a highlighted line and
 * showLineNumbers, and @theme/CodeBlock in JSX) in a component module hydrate with the server's markup; none of it
 * logs a console problem. (On the issue15-mdx branch a titled block in a doc using the site's MDXComponents failed
 * hydration with React #418: the client rendered the raw <pre data-title>, without the theme's code block.)
 */
import type { Browser } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import type { ServedSite } from '../helpers/built-site.js'
import { buildAndServe } from '../helpers/built-site.js'
import { copyFixtureSite } from '../helpers/fixture-site.js'
import { markWindow, openClientPage, waitForPath, windowMarker } from './helpers/client-page.js'
import { withServedSite } from './helpers/served-site.js'

describe('MDX pages in the browser (test/fixtures/sites/mdx-site)', () => {
  let fixture: Awaited<ReturnType<typeof copyFixtureSite>> | undefined
  let site: ServedSite
  let browser: Browser
  withServedSite((served) => ({ site, browser } = served), {
    serve: async () => {
      fixture = await copyFixtureSite('mdx-site')
      return buildAndServe(fixture.file('site.config.ts'))
    },
  })
  afterAll(() => fixture?.remove())

  it('hydrates a site component on an MDX page', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/counter')
    const counter = page.locator('button.kettle-counter')
    await expect(counter.textContent()).resolves.toBe('Cups: 3')
    await counter.click()
    await expect(counter.textContent()).resolves.toBe('Cups: 4')
    expect(problems).toEqual([])
    await close()
  })

  it('switches the tabs of an MDX doc', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/intro')
    const npm = page.getByRole('tab', { name: 'npm', exact: true })
    await expect(npm.getAttribute('aria-selected')).resolves.toBe('false')
    await npm.click()
    await expect(npm.getAttribute('aria-selected')).resolves.toBe('true')
    await expect(page.getByText('npm install tiny-kettle').isVisible()).resolves.toBe(true)
    expect(problems).toEqual([])
    await close()
  })

  it('hydrates a site component in an MDX doc and a blog post', async () => {
    for (const [path, before, after] of [
      ['/docs/guides/pouring', 'Poured: 4', 'Poured: 5'],
      ['/blog/counting', 'Posts: 1', 'Posts: 2'],
    ]) {
      const { page, problems, close } = await openClientPage(browser, site.url, path)
      const counter = page.locator('main button.kettle-counter').first()
      await expect(counter.textContent()).resolves.toBe(before)
      await counter.click()
      await expect(counter.textContent()).resolves.toBe(after)
      expect(problems).toEqual([])
      await close()
    }
  })

  it('navigates in the page to an MDX doc with a site component and away from it', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/guides/cups')
    await markWindow(page)
    await page.click('main a:text("pour")')
    await waitForPath(page, '/docs/guides/pouring')
    const counter = page.locator('main button.kettle-counter')
    await expect(counter.textContent()).resolves.toBe('Poured: 4')
    await counter.click()
    await expect(counter.textContent()).resolves.toBe('Poured: 5')
    await page.click('main a:text("the cups")')
    await waitForPath(page, '/docs/guides/cups')
    await expect(page.textContent('main h1')).resolves.toBe('Cups')
    await page.goBack()
    await waitForPath(page, '/docs/guides/pouring')
    await expect(counter.textContent()).resolves.toBe('Poured: 4')
    expect(await windowMarker(page)).toBe('still here')
    expect(problems).toEqual([])
    await close()
  })

  it('hydrates an MDX doc with a titled code block, a highlighted line and line numbers, with no console problem', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/guides/pouring')
    const block = page.locator('main .code-block').filter({ hasText: 'pour.js' })
    await expect(block.locator('.code-block__title').textContent()).resolves.toBe('pour.js')
    await expect(block.locator('.code-line.highlighted').count()).resolves.toBe(1)
    await expect(block.locator('.code-line.highlighted').textContent()).resolves.toContain('const cup')
    // the same from @theme/CodeBlock in JSX
    const component = page.locator('main .code-block').filter({ hasText: 'cup.js' })
    await expect(component.locator('.code-block__title').textContent()).resolves.toBe('cup.js')
    await expect(component.textContent()).resolves.toContain('drink(cup)')
    await expect(component.locator('.code-block__pre--numbered').count()).resolves.toBe(1)
    // hydrated: the site component on the same page answers
    const counter = page.locator('main button.kettle-counter')
    await counter.click()
    await expect(counter.textContent()).resolves.toBe('Poured: 5')
    expect(problems).toEqual([])
    await close()
  })

  it("hydrates a doc using the site's MDXComponents with no console problem", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/guides/steam')
    await expect(page.locator('main mark.steam').textContent()).resolves.toBe('rising vapour')
    expect(problems).toEqual([])
    await close()
  })
})
