/**
 * The react-hotkeys-hook site's content as built: each docs page's heading outline (the h2/h3 entries of its table
 * of contents) against the outlines the reference gives for the original pages (reference/docs-5.0.md,
 * docs-4.x.md, docs-3.x.md), the option headings of the API pages against the package's own `Options` type, the
 * blog post on the list page, the Markdown page and the site's icons.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Element, Root } from 'hast'
import { toString as hastToString } from 'hast-util-to-string'
import { JSDOM } from 'jsdom'
import { visit } from 'unist-util-visit'
import { beforeAll, describe, expect, it } from 'vitest'
import { build, type BuildResult } from '../../src/build.js'
import { renderRoutes } from '../../src/render/render-routes.js'
import type { BlogListRouteData, DocRouteData, MarkdownPageRouteData } from '../../src/shared/types.js'
import { REPO_ROOT } from '../helpers/fixture-site.js'

/**
 * Where our outline deliberately differs from the original's, the entry is written with `differs(ours, why)`:
 * the test expects ours, and the reason stays next to it.
 */
const differences: string[] = []
function differs(ours: string, why: string): string {
  differences.push(`${ours}: ${why}`)
  return ours
}

type Outline = string[]

/** docs 5.0 (reference/docs-5.0.md), route below /docs/ → TOC entries ('## ' h2, '### ' h3). */
const CURRENT: Record<string, Outline> = {
  intro: ['## Install', '## Usage'],
  'documentation/installation': ['## Via Package Manager', '## Via CDN'],
  'documentation/useHotkeys/basic-usage': [
    '## Import',
    '## Simple hotkey',
    '## Multiple hotkeys per component',
    '## Key combinations',
    '## Multiple bindings for one callback',
    '## Sequential hotkeys',
    differs(
      '### Timeout',
      'an h4 in the original: a heading right under an h2 may not skip a level (axe heading-order)',
    ),
    '## Modifiers',
    '## Cross-platform compatibility',
    '## Special keys',
  ],
  'documentation/useHotkeys/scoping-hotkeys': [
    '## Global hotkeys and scoped components',
    '## Scoping with non-focusable elements',
    '## Nesting scoped hotkeys',
  ],
  'documentation/useHotkeys/setting-callback-dependencies': [
    '## The stale-state problem',
    '## Using the dependency array',
  ],
  'documentation/useHotkeys/disable-hotkeys': [
    '## Dynamically disable or enable',
    '### Toggle hotkeys with the enabled flag',
    '## Prevent default browser behavior',
    '### Disable callback execution while keeping listeners',
    '### Enable hotkeys on form fields',
    '### Enable hotkeys on contentEditable elements',
  ],
  'documentation/useHotkeys/ignore-layouts': [
    '## Option 1 — Listen to the physical key (layout-independent)',
    '## Option 2 — Listen to the produced character (layout-dependent)',
    '## Symbol and punctuation keys',
    '### Listening to the physical key',
    '### Listening to the produced character',
    '### When to choose which',
  ],
  'documentation/use-record-hotkeys': [
    '## Basic usage',
    '### Record hotkeys',
    '## Ignoring specific keys',
    '## Recording produced characters vs. key codes',
  ],
  'documentation/is-hotkey-pressed': [
    '## Basic usage',
    '### Check for pressed keys inside callbacks',
    '### Check multiple keys simultaneously',
  ],
  'documentation/hotkeys-provider': [
    '## Assigning hotkeys to scopes',
    '## Activating and deactivating scopes',
    '## Set initially active scopes',
    '## Common use case: modal dialogs',
  ],
  'documentation/advanced-usage': [
    '## Using ts-key-enum for type-safe key names',
    '## Building a help panel with metadata',
    '## Custom hooks built on useHotkeys',
    '## Listening inside iframes',
    '## Event listener options',
  ],
  'documentation/typescript': ['## Type-safe key names', '## Typing the ref', '## Typed options', '## Custom metadata'],
  'api/use-hotkeys': [
    '## Arguments',
    '### keys',
    '### callback',
    '### options',
    '### deps',
    '## Return value',
    '### React.RefCallback<T | null>',
    '## Function signature overloads',
  ],
  'api/is-hotkey-pressed': ['## Arguments', '### key', '### delimiter', '## Return value', '### boolean'],
  'api/use-record-hotkeys': [
    '## useKey',
    '## blacklist',
    '## Return value',
    '### keys',
    '### start',
    '### stop',
    '### resetKeys',
    '### isRecording',
  ],
  'migrate-to-5': [
    '## Behavior changes',
    '### useHotkeys listens to physical keys by default',
    '### HotkeysProvider scope behavior',
    '## API changes',
    '### useHotkeys options renamed',
    '### HotkeysProvider context',
    '## Other changes',
    // the original only mentions the end of CommonJS here; the issue asks for every breaking change with code
    differs('### ES modules only', 'the original has one sentence and no heading for it'),
    differs('### mod follows the platform (5.3.0)', 'breaking change the original leaves out'),
    differs('### The returned ref', 'breaking change the original leaves out'),
    differs(
      "### enabled as a function no longer blocks the browser's default action (5.3.0)",
      'breaking change the original leaves out',
    ),
    differs('### handler.hotkey is lowercased', 'breaking change the original leaves out'),
    differs(
      '### More elements count as form fields',
      'breaking change the original leaves out (ARIA roles, docs-5.0 §2.2.4)',
    ),
  ],
}

/** docs 4.x (reference/docs-4.x.md), below /docs/4.x/. */
const V4: Record<string, Outline> = {
  intro: ['## Install', '## Usage'],
  'documentation/installation': ['## Yarn & NPM', '## ES Module', '## Direct CommonJS Module'],
  'documentation/useHotkeys/basic-usage': [
    '## Simple Hotkey',
    '## Multiple hotkeys per component',
    '## Keystrokes',
    '## Multiple hotkeys',
    '## Modifiers & Special keys',
  ],
  'documentation/useHotkeys/scoping-hotkeys': [
    '## Global hotkeys and scoped components',
    '## Scoping with non-focusable components',
    '## Nesting scoped hotkeys',
  ],
  'documentation/useHotkeys/setting-callback-dependencies': [],
  'documentation/useHotkeys/disable-hotkeys': [
    '## Dynamically disable or enable',
    '### Toggle hotkeys with the enabled flag',
    '## Prevent default browser behavior',
    '### Disable callback execution',
    '### Enable hotkeys on form fields',
    '### Enable hotkeys on tags leveraging contentEditable',
  ],
  'documentation/use-record-hotkeys': ['## Basic Usage', '### Record hotkeys'],
  'documentation/is-hotkey-pressed': ['## Basic Usage', '### Check for pressed keys on callbacks'],
  'documentation/hotkeys-provider': ['## Activating and deactivating scopes', '## Set initially active scopes'],
  'documentation/advanced-usage': ['## Using typescript types to reference key names'],
  'documentation/typescript': ['## Examples'],
  'api/use-hotkeys': [
    '## Arguments',
    '### keys',
    '### callback',
    '### options',
    '### deps',
    '## Return value',
    differs(
      '### RefCallback<T>',
      'the original says React.MutableRef<T | null>, not a React type; 4.5.1+ return a ref callback',
    ),
    '## Function signature overloads',
  ],
  'api/is-hotkey-pressed': ['## Arguments', '### key', '### splitKey', '## Return value', '### boolean'],
  'api/use-record-hotkeys': [
    '## Return value',
    '### keys',
    '### start',
    '### stop',
    differs('### resetKeys', 'in the package since 4.5.0, missing from the original'),
    '### isRecording',
  ],
  'migrate-to-4': [
    '## API changes',
    '### useHotkeys hook',
    differs('### isHotkeyPressed and useIsHotkeyPressed', 'breaking change the original leaves out'),
    '## Under the hood',
  ],
}

/** docs 3.x (reference/docs-3.x.md), below /docs/3.x/. */
const V3: Record<string, Outline> = {
  intro: ['## Install', '## Usage'],
  'documentation/installation': ['## Yarn & NPM', '## ES Module', '## Direct CommonJS Module'],
  'documentation/useHotkeys/basic-usage': [
    '## Simple Hotkey',
    '## Multiple hotkeys per component',
    '## Keystrokes',
    '## Multiple hotkeys',
    '## Modifiers & Special keys',
  ],
  'documentation/useHotkeys/scoping-hotkeys': [
    '## Global hotkeys and scoped components',
    '## Scoping with non-focusable components',
    '## Nesting scoped hotkeys',
  ],
  'documentation/useHotkeys/setting-callback-dependencies': [],
  'documentation/useHotkeys/disable-hotkeys': [
    '## Dynamically disable or enable',
    '### Toggle hotkeys with the enabled flag',
    '## Prevent default browser behavior',
    '### Disable callback execution',
    '### Disable default behavior when callback execution is blocked',
    '### Enable hotkeys on form fields',
    '### Enable hotkeys on tags leveraging contentEditable',
  ],
  'documentation/is-hotkey-pressed': ['## Basic Usage', '### Check for pressed keys on callbacks'],
  'documentation/advanced-usage': [
    '## Listening on keyUp',
    '## Retrieve pressed hotkey',
    '## Enable hotkeys on input fields',
    '## The contentEditable prop',
    '## Using the filter option',
    '## filter vs enabled',
  ],
  'documentation/typescript': ['## Examples'],
  'api/use-hotkeys': [
    '## Arguments',
    '### keys',
    '### callback',
    '### options',
    '### deps',
    '## Return value',
    differs('### React.MutableRefObject<T | null>', "the original's React.MutableRef is not a React type"),
    '## Function signature overloads',
  ],
  'api/is-hotkey-pressed': ['## Arguments', '### key', '## Return value', '### boolean'],
  'api/use-is-hotkey-pressed': [],
}

const VERSIONS = [
  { name: 'current', prefix: '/docs/', outlines: CURRENT },
  { name: '4.x', prefix: '/docs/4.x/', outlines: V4 },
  { name: '3.x', prefix: '/docs/3.x/', outlines: V3 },
]

/** Text of a rendered heading, without its "#" anchor link. */
function headingText(node: Element): string {
  const copy: Element = {
    ...node,
    children: node.children.filter(
      (c) =>
        !(
          c.type === 'element' &&
          c.tagName === 'a' &&
          (c.properties.className as string[] | undefined)?.includes('hash-link')
        ),
    ),
  }
  return hastToString(copy).trim()
}

/** The h4 headings of a page that follow its h3 `below`, up to the next h2 or h3. */
function h4sBelow(content: Root, below: string): string[] {
  const out: string[] = []
  let inside = false
  visit(content, 'element', (node: Element) => {
    if (node.tagName === 'h2' || node.tagName === 'h3') inside = node.tagName === 'h3' && headingText(node) === below
    else if (node.tagName === 'h4' && inside) out.push(headingText(node))
  })
  return out
}

/** The property names of `type Options = { ... }` in a package's type declarations. */
function optionNames(declarationFile: string): string[] {
  const text = readFileSync(path.join(REPO_ROOT, 'node_modules', declarationFile), 'utf8')
  const body = /type Options = \{([\s\S]*?)\n\};?/.exec(text)?.[1]
  if (!body) throw new Error(`no Options type in ${declarationFile}`)
  return [...body.matchAll(/^\s*(\w+)\?:/gm)].map((m) => m[1]!)
}

describe('the react-hotkeys-hook site, as built', () => {
  let result: BuildResult
  const html = new Map<string, string>()
  const page = (route: string) => {
    const text = html.get(route)
    if (text === undefined) throw new Error(`no page ${route}`)
    return new JSDOM(text).window.document
  }
  const data = <T>(route: string): T => {
    const found = result.routes.find((r) => r.path === route)
    if (!found) throw new Error(`no route ${route}`)
    return found.data as T
  }

  beforeAll(async () => {
    result = await build({
      configFile: path.join(REPO_ROOT, 'site.config.ts'),
      dryRun: true,
      searchBackend: 'local',
      stages: {
        renderRoutes: function* (...args) {
          for (const r of renderRoutes(...args)) {
            html.set(r.route.path, r.html)
            yield r
          }
        },
      },
    })
  }, 120_000)

  describe.each(VERSIONS)('docs $name', ({ prefix, outlines }) => {
    it('has the heading outline of the reference on every page (TOC: h2 and h3)', () => {
      const root = prefix.slice(0, -1)
      const otherVersions = VERSIONS.filter((v) => v.prefix !== prefix && v.prefix.startsWith(prefix))
      const own = result.routes.filter(
        (r) =>
          r.data.kind === 'doc' &&
          r.path.startsWith(prefix) &&
          !otherVersions.some((v) => r.path.startsWith(v.prefix.slice(0, -1))),
      )
      expect(own.map((r) => r.path.slice(prefix.length)).sort()).toEqual(Object.keys(outlines).sort())
      // an entry's value is HTML (inline code kept, as Docusaurus does): the outline is its text
      const toc = (route: string) =>
        data<DocRouteData>(route).toc.map(
          (t) => `${'#'.repeat(t.level)} ${new JSDOM(t.value).window.document.body.textContent}`,
        )
      for (const route of own) expect(toc(route.path), route.path).toEqual(outlines[route.path.slice(prefix.length)])
      // the version's root shows its intro page
      expect(toc(root)).toEqual(outlines.intro)
    })
  })

  it('shows the TOC entries in the page, with working anchors', () => {
    const doc = page('/docs/migrate-to-5')
    const links = [...doc.querySelectorAll('.table-of-contents a, nav[aria-label*="contents" i] a')].map(
      (a) => a.getAttribute('href')!,
    )
    const toc = data<DocRouteData>('/docs/migrate-to-5').toc
    expect(links.length).toBeGreaterThanOrEqual(toc.length)
    for (const item of toc) {
      expect(links).toContain(`#${item.id}`)
      expect(doc.getElementById(item.id)?.tagName).toBe(`H${item.level}`)
    }
  })

  it('notes every deliberate difference from the original outlines', () => {
    // printed, so a reader of the test output sees them; the count guards against silent additions
    console.log(`Outline differences from the original docs:\n${differences.map((d) => `- ${d}`).join('\n')}`)
    expect(differences).toHaveLength(11)
  })

  // The API reference pages document one option per h4 heading (the original used an h4 "Properties" with one h5
  // per option). Below the TOC's levels, so the reader finds them on the page: they must be exactly the options of
  // that version's package.
  it.each([
    ['/docs/api/use-hotkeys', 'rhh5/packages/react-hotkeys-hook/dist/index.d.ts'],
    ['/docs/4.x/api/use-hotkeys', 'rhh4/dist/types.d.ts'],
    ['/docs/3.x/api/use-hotkeys', 'rhh3/dist/useHotkeys.d.ts'],
  ])('%s has one h4 per option of the package, and no other', (route, declarations) => {
    const names = optionNames(declarations)
    expect(names.length).toBeGreaterThan(5)
    expect(h4sBelow(data<DocRouteData>(route).content, 'options').sort()).toEqual(names.sort())
  })

  describe('the blog list page', () => {
    it('shows the post with its title, date, author, tags, the excerpt up to the truncate marker and "Read more"', () => {
      const list = data<BlogListRouteData>('/blog')
      expect(list.posts).toHaveLength(1)
      const post = list.posts[0]!
      expect(post.title).toBe('New Documentation and Support Channel')
      expect(post.date).toBe('2021-09-24')
      expect(post.authors.map((a) => a.name)).toEqual(['Johannes Klauss'])
      expect(post.tags).toEqual([
        { label: 'documentation', permalink: '/blog/tags/documentation' },
        { label: 'support', permalink: '/blog/tags/support' },
        { label: 'v4', permalink: '/blog/tags/v-4' },
      ])
      expect(post.hasTruncateMarker).toBe(true)

      const doc = page('/blog')
      const articles = doc.querySelectorAll('main article')
      expect(articles).toHaveLength(1)
      const article = articles[0]!
      expect(article.querySelector('h2 a')?.textContent).toBe('New Documentation and Support Channel')
      expect(article.querySelector('h2 a')?.getAttribute('href')).toBe('/blog/new-documentation')
      expect(article.querySelector('time')?.getAttribute('datetime')).toBe('2021-09-24')
      expect(article.querySelector('time')?.textContent).toBe('September 24, 2021')
      expect(article.querySelector('.blog-author__name')?.textContent).toBe('Johannes Klauss')
      expect([...article.querySelectorAll('a[rel="tag"]')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
        [
          ['documentation', '/blog/tags/documentation'],
          ['support', '/blog/tags/support'],
          ['v4', '/blog/tags/v-4'],
        ],
      )
      // the marker sits right after the first heading: the excerpt is that heading and nothing else
      const excerpt = article.querySelector('.markdown')!
      expect([...excerpt.children].map((e) => e.tagName)).toEqual(['H2'])
      expect(excerpt.querySelector('h2')?.firstChild?.textContent).toBe('New Docs')
      expect(excerpt.textContent).not.toContain('rewriting the documentation')
      const readMore = [...article.querySelectorAll('a')].filter((a) => a.textContent === 'Read more')
      expect(readMore.map((a) => a.getAttribute('href'))).toEqual(['/blog/new-documentation'])

      // and the post page has the whole text
      expect(page('/blog/new-documentation').querySelector('main')?.textContent).toContain(
        'rewriting the documentation',
      )
    })
  })

  it('renders /markdown-page from content/pages/markdown-page.md', () => {
    const route = data<MarkdownPageRouteData>('/markdown-page')
    expect(route.kind).toBe('markdownPage')
    expect(route.title).toBe('Markdown pages')
    const main = page('/markdown-page').querySelector('main')!
    expect(main.querySelector('h1')?.textContent).toBe('Markdown pages')
    expect(main.textContent).toContain('This page is written in plain Markdown.')
    expect(main.querySelector('.admonition, [class*="admonition"]')?.textContent).toContain('Need more than Markdown?')
    expect(main.querySelector('a[href="/docs/intro"]')?.textContent).toBe('Quick Start')
  })

  describe('icons', () => {
    it.each(['favicon.svg', 'logo.svg'])('static/img/%s is an SVG image of our own', (name) => {
      const text = readFileSync(path.join(REPO_ROOT, 'static/img', name), 'utf8')
      const svg = new JSDOM(text, { contentType: 'image/svg+xml' }).window.document.documentElement
      expect(svg.tagName).toBe('svg')
      expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg')
      expect(svg.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/)
      expect(svg.querySelectorAll('rect, path, circle, g').length).toBeGreaterThan(0)
      // drawn here, not embedded: no raster images or external references
      expect(text).not.toMatch(/<image|xlink:href|href="http|data:image/)
    })

    it('every page links the favicon', () => {
      for (const route of ['/', '/docs/intro', '/docs/3.x/intro', '/blog', '/markdown-page']) {
        const icons = [...page(route).querySelectorAll('link[rel="icon"]')]
        expect(
          icons.map((l) => [l.getAttribute('href'), l.getAttribute('type')]),
          route,
        ).toEqual([['/img/favicon.svg', 'image/svg+xml']])
      }
    })
  })
})
