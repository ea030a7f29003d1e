/**
 * What a first visit to a page downloads before the reader can interact: the HTML document, and the JS and CSS
 * the page loads up to the `load` event plus network idle (nothing requested for 500 ms), raw and gzip. JS the page
 * only prefetches (`<link rel="prefetch">`, fetched at idle priority into the cache and not run, e.g. the live
 * editor) is counted apart, as `prefetchedJs`: Chromium marks those requests `Sec-Purpose: prefetch`.
 * Recorded in headless Debian chromium (playwright-core) against the build output served on loopback. Without
 * chromium, the same figures come from the HTML alone: its stylesheets, module scripts and modulepreloads, and
 * the static imports of that JS, followed recursively (`dynamic import()` chunks are not counted then).
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export interface Weight {
  files: number
  bytes: number
  gzipBytes: number
}

export interface PageWeight {
  path: string
  html: Weight
  /** JS the page loads to run, without any input */
  js: Weight
  /** JS prefetched at idle priority, not run until the reader asks for it */
  prefetchedJs: Weight
  css: Weight
  /** every request the page made up to load + idle (document included) */
  requests: number
  /** how the figures were taken */
  method: 'chromium' | 'static'
  jsFiles: string[]
}

const gzipSize = (body: Buffer): number => gzipSync(body).length
const empty = (): Weight => ({ files: 0, bytes: 0, gzipBytes: 0 })
const add = (weight: Weight, body: Buffer): void => {
  weight.files++
  weight.bytes += body.length
  weight.gzipBytes += gzipSize(body)
}

/** Weighs each path of the site served at `baseUrl` (whose files are in `outDir`). */
export async function measurePageWeights(baseUrl: string, outDir: string, paths: string[]): Promise<PageWeight[]> {
  if (existsSync(CHROMIUM_PATH)) return measureInChromium(baseUrl, paths)
  return Promise.all(paths.map((p) => measureStatically(outDir, p)))
}

async function measureInChromium(baseUrl: string, paths: string[]): Promise<PageWeight[]> {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const results: PageWeight[] = []
    for (const pagePath of paths) {
      // a fresh context per page: an empty HTTP cache, as on a first visit
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      const bodies: Array<Promise<{ url: string; type: string; prefetch: boolean; body: Buffer } | undefined>> = []
      let requests = 0
      page.on('request', () => requests++)
      page.on('response', (response) => {
        const request = response.request()
        const type = request.resourceType()
        bodies.push(
          Promise.all([response.body(), request.allHeaders()])
            .then(([body, headers]) => ({
              url: response.url(),
              type,
              prefetch: /prefetch/i.test(headers['sec-purpose'] ?? headers.purpose ?? ''),
              body,
            }))
            .catch(() => undefined),
        )
      })
      await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'load' })
      await page.waitForLoadState('networkidle')
      const weight: PageWeight = {
        path: pagePath,
        html: empty(),
        js: empty(),
        prefetchedJs: empty(),
        css: empty(),
        requests,
        method: 'chromium',
        jsFiles: [],
      }
      for (const entry of await Promise.all(bodies)) {
        if (!entry) continue
        if (entry.type === 'document') add(weight.html, entry.body)
        else if (entry.type === 'script' || /\.m?js(\?|$)/.test(entry.url)) {
          if (entry.prefetch) add(weight.prefetchedJs, entry.body)
          else {
            add(weight.js, entry.body)
            weight.jsFiles.push(new URL(entry.url).pathname)
          }
        } else if (entry.type === 'stylesheet') add(weight.css, entry.body)
      }
      results.push(weight)
      await context.close()
    }
    return results
  } finally {
    await browser.close()
  }
}

async function measureStatically(outDir: string, pagePath: string): Promise<PageWeight> {
  const htmlFile = [
    path.join(outDir, pagePath, 'index.html'),
    path.join(outDir, `${pagePath.replace(/\/$/, '')}.html`),
  ].find((f) => existsSync(f))
  if (!htmlFile) throw new Error(`no HTML file for ${pagePath} in ${outDir}`)
  const html = await readFile(htmlFile)
  const weight: PageWeight = {
    path: pagePath,
    html: empty(),
    js: empty(),
    prefetchedJs: empty(),
    css: empty(),
    requests: 1,
    method: 'static',
    jsFiles: [],
  }
  add(weight.html, html)
  const text = html.toString('utf8')
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1]
  const css = [...text.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((m) => attr(m[0], 'href')!)
  const js = [
    ...[...text.matchAll(/<script\b[^>]*type="module"[^>]*src="[^"]+"[^>]*>/g)].map((m) => attr(m[0], 'src')!),
    ...[...text.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map((m) => attr(m[0], 'href')!),
  ]
  // the site's own files (a stylesheet of another host, such as a web font's, is not in the output)
  for (const href of css.filter((href) => href.startsWith('/'))) {
    add(weight.css, await readFile(path.join(outDir, href)))
    weight.requests++
  }
  const seen = new Set<string>()
  const queue = js.filter((href) => href.startsWith('/'))
  while (queue.length > 0) {
    const href = queue.shift()!
    if (seen.has(href)) continue
    seen.add(href)
    const body = await readFile(path.join(outDir, href))
    add(weight.js, body)
    weight.jsFiles.push(href)
    weight.requests++
    // static imports of esbuild's output: `import{a as b}from"./chunk.js"` / `import"./chunk.js"`
    for (const m of body.toString('utf8').matchAll(/\bimport\s*(?:[\w${},*\s]+from\s*)?["']([^"']+\.js)["']/g)) {
      queue.push(path.posix.resolve(path.posix.dirname(href), m[1]))
    }
  }
  return weight
}
