// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { text } from './dom.js'
import { makeDoc } from './fixtures.js'
import { parse, renderApp } from './render.js'

const banner = (page: HTMLElement) => page.querySelector('.version-banner')

describe('DocPage', () => {
  it('shows no old-version banner on the latest version', () => {
    expect(banner(parse(renderApp(makeDoc())))).toBeNull()
  })

  it('shows the banner on older versions, linking to the same page in the latest version', () => {
    const page = parse(renderApp(makeDoc({ version: '4.x', path: '/docs/4.x/api/use-hotkeys' })))
    const box = banner(page)!
    expect(text(box)).toContain(
      'This is documentation for React Hotkeys Hook 4.x, which is no longer actively maintained.',
    )
    expect(text(box)).toContain('For up-to-date documentation, see the latest version (5.0).')
    expect(box.querySelector('a')!.getAttribute('href')).toBe('/docs/api/use-hotkeys')
  })

  it("links the banner to the latest version's main doc when the page does not exist there", () => {
    const page = parse(
      renderApp(
        makeDoc({ version: '3.x', docId: 'api/use-is-hotkey-pressed', path: '/docs/3.x/api/use-is-hotkey-pressed' }),
      ),
    )
    expect(banner(page)!.querySelector('a')!.getAttribute('href')).toBe('/docs/intro')
  })

  it('shows the version badge, breadcrumbs, title, edit link and pagination', () => {
    const page = parse(renderApp(makeDoc()))
    expect(text(page.querySelector('.doc-version-badge'))).toBe('Version: 5.0')
    const crumbs = page.querySelector('nav[aria-label="Breadcrumbs"]')!
    expect(Array.from(crumbs.querySelectorAll('li'), (li) => text(li))).toEqual(['', 'API', 'useHotkeys'])
    expect(crumbs.querySelector('[aria-current="page"]')?.textContent).toBe('useHotkeys')
    expect(page.querySelector('article h1')?.textContent).toBe('useHotkeys')
    const edit = Array.from(page.querySelectorAll('a')).find((a) => text(a).startsWith('Edit this page'))!
    expect(edit.getAttribute('href')).toContain('/edit/main/documentation/docs/api/use-hotkeys.mdx')
    expect(edit.getAttribute('target')).toBe('_blank')
    const pager = page.querySelector('nav.pagination-nav')!
    expect(text(pager)).toBe('Previous « Quick Start')
    expect(pager.querySelector('a')!.getAttribute('href')).toBe('/docs/intro')
  })

  it('hides the title when asked', () => {
    expect(parse(renderApp(makeDoc({ hideTitle: true }))).querySelector('article h1')).toBeNull()
  })

  it('marks the active sidebar link and never makes categories collapsible', () => {
    const sidebar = parse(renderApp(makeDoc())).querySelector('aside nav[aria-label="Docs sidebar"]')!
    const active = sidebar.querySelectorAll('[aria-current="page"]')
    expect(active).toHaveLength(1)
    expect(active[0].getAttribute('href')).toBe('/docs/api/use-hotkeys')
    expect(sidebar.querySelector('button, [aria-expanded]')).toBeNull()
    expect(text(sidebar.querySelector('.menu__category'))).toBe('API')
  })

  it('renders the table of contents ("On this page") nested by level, twice: right column and mobile disclosure', () => {
    const page = parse(renderApp(makeDoc()))
    const tocs = page.querySelectorAll('nav[aria-label="On this page"]')
    expect(tocs).toHaveLength(2)
    const right = page.querySelector('.doc-page__toc .table-of-contents')!
    expect(text(right.querySelector('.table-of-contents__title'))).toBe('On this page')
    expect(right.querySelector('li > a[href="#options"] + ul a[href="#enabled"]')).not.toBeNull()
    const mobile = page.querySelector('.toc-collapsible details')!
    expect(text(mobile.querySelector('summary'))).toBe('On this page')
  })

  it("renders a toc entry's value as the HTML it is: inline code and emphasis shown, escaped text as text", () => {
    const toc = [{ id: 'keys', value: 'The <code>keys</code> &amp; <em>more</em> &lt;b&gt;', level: 2 }]
    const link = parse(renderApp(makeDoc({ toc }))).querySelector('.doc-page__toc a[href="#keys"]')!
    expect(link.innerHTML).toBe('The <code>keys</code> &amp; <em>more</em> &lt;b&gt;')
    expect(text(link)).toBe('The keys & more <b>')
  })

  it('hides the table of contents when asked or when there are no headings', () => {
    expect(
      parse(renderApp(makeDoc({ hideTableOfContents: true }))).querySelector('nav[aria-label="On this page"]'),
    ).toBeNull()
    expect(parse(renderApp(makeDoc({ toc: [] }))).querySelector('nav[aria-label="On this page"]')).toBeNull()
  })

  it('shows tags', () => {
    const page = parse(renderApp(makeDoc({ tags: [{ label: 'hooks', permalink: '/docs/tags/hooks' }] })))
    expect(page.querySelector('.tags-list a[href="/docs/tags/hooks"]')?.textContent).toBe('hooks')
  })
})
