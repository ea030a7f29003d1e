/**
 * A Docusaurus site's `.md` doc read as MDX (Docusaurus' default `markdown.format`) that renders a site component:
 * the component hydrates on a first load and after a client-side navigation, its `<details>` opens, and nothing
 * fails in the console.
 */
import { mkdir } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { buildAndServe, type ServedSite } from '../helpers/built-site.js'
import { copyFixtureSite } from '../helpers/fixture-site.js'
import { markWindow, openClientPage, waitForPath, windowMarker } from './helpers/client-page.js'
import { withServedSite } from './helpers/served-site.js'

const DIMMER = [
  "import React, { useState } from 'react'",
  '',
  'export default function Dimmer() {',
  '  const [steps, setSteps] = useState(0)',
  '  return <button type="button" onClick={() => setSteps(steps + 1)}>Dimmed {steps} times</button>',
  '}',
  '',
].join('\n')

const DOC = [
  '---',
  'title: Dimmer',
  '---',
  '',
  "import Dimmer from '@site/src/components/Dimmer'",
  '',
  'Press <kbd>D</kbd> or the button: <Dimmer />',
  '',
  '<details>',
  '<summary>How far?</summary>',
  '',
  'Down to a glow.',
  '',
  '</details>',
  '',
].join('\n')

describe("a Docusaurus site's .md doc read as MDX, in the browser", () => {
  let fixture: Awaited<ReturnType<typeof copyFixtureSite>>
  let site: ServedSite
  let browser: Browser

  withServedSite((served) => ({ site, browser } = served), {
    serve: async () => {
      fixture = await copyFixtureSite('docusaurus-versioned')
      await mkdir(fixture.file('src/components'), { recursive: true })
      await fixture.write('src/components/Dimmer.jsx', DIMMER)
      await fixture.write('docs/dimmer.md', DOC)
      await fixture.edit('docs/intro.md', (text) => `${text}\nSee [the dimmer](./dimmer.md).\n`)
      return buildAndServe(fixture.file('docusaurus.config.js'))
    },
    timeoutMs: 60_000,
  })
  afterAll(() => fixture?.remove())

  it('hydrates the site component on a first load; its <details> opens', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/next/dimmer')
    expect(await page.textContent('article kbd')).toBe('D')
    await page.click('button:text-is("Dimmed 0 times")')
    await page.waitForSelector('button:text-is("Dimmed 1 times")')
    await page.click('summary:text-is("How far?")')
    expect(await page.isVisible('text=Down to a glow.')).toBe(true)
    expect(problems).toEqual([])
    await close()
  })

  it('loads the module on a client-side navigation and hydrates it there too', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/next/intro')
    await markWindow(page)
    await page.click('article a:text-is("the dimmer")')
    await waitForPath(page, '/docs/next/dimmer')
    await page.click('button:text-is("Dimmed 0 times")')
    await page.waitForSelector('button:text-is("Dimmed 1 times")')
    expect(await windowMarker(page)).toBe('still here')
    expect(problems).toEqual([])
    await close()
  })
})
