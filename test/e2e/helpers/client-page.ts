import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { collectConsoleProblems } from './browser.js'

/** `<html data-client-ready>`: hydrated, router and page behaviours running (src/client/start-client.tsx). */
export const CLIENT_READY = 'html[data-client-ready]'

export interface OpenedPage {
  context: BrowserContext
  page: Page
  /** the HTTP status the page was answered with */
  status: number | undefined
  problems: string[]
  close(): Promise<void>
}

/** A page in a fresh context (its own storage), opened at `path` and hydrated. */
export async function openClientPage(
  browser: Browser,
  baseUrl: string,
  path: string,
  options: BrowserContextOptions & { init?: string; beforeGoto?: (page: Page) => Promise<unknown> } = {},
): Promise<OpenedPage> {
  const { init, beforeGoto, ...contextOptions } = options
  const context = await browser.newContext(contextOptions)
  if (init) await context.addInitScript(init)
  await stubThirdPartyResources(context, baseUrl)
  context.setDefaultTimeout(10_000)
  const page = await context.newPage()
  const problems = collectConsoleProblems(page)
  await beforeGoto?.(page)
  const response = await page.goto(baseUrl + path)
  await page.waitForSelector(CLIENT_READY, { state: 'attached' })
  return { context, page, status: response?.status(), problems, close: () => context.close() }
}

/** Tests run offline: third-party resources (blog author avatars) get an empty stand-in instead of a console error. */
export async function stubThirdPartyResources(context: BrowserContext, baseUrl: string): Promise<void> {
  const origin = new URL(baseUrl).origin
  await context.route(
    (url) => url.origin !== origin,
    (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
  )
}

/** Marks the window; a client-side navigation keeps the mark, a full page load loses it. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(window as unknown as { __hdMarker?: string }).__hdMarker = 'still here'
  })
}

export async function windowMarker(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { __hdMarker?: string }).__hdMarker)
}

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForFunction((p) => location.pathname === p, pathname)
}
