// @vitest-environment jsdom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import { App } from '../../../templates/App.js'
import type { NavbarItem } from '../../../src/config/site-config.js'
import { click, mount, text } from './dom.js'
import { makeDoc, makeSite, routesByKind } from './fixtures.js'
import { parse, renderApp } from './render.js'

afterEach(() => {
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('data-theme')
  document.documentElement.removeAttribute('data-theme-choice')
  localStorage.clear()
  vi.restoreAllMocks()
})

function versionLinks(html: string) {
  const dropdown = parse(html).querySelector('.navbar .dropdown')!
  return {
    label: text(dropdown.querySelector('button')),
    links: Array.from(dropdown.querySelectorAll('a'), (a) => [a.textContent, a.getAttribute('href')]),
    current: dropdown.querySelector('a[aria-current="page"]')?.textContent,
  }
}

describe('docs version dropdown', () => {
  it('links to the same doc in every version that has it', () => {
    const result = versionLinks(renderApp(makeDoc()))
    expect(result.label).toBe('5.0')
    expect(result.links).toEqual([
      ['5.0', '/docs/api/use-hotkeys'],
      ['4.x', '/docs/4.x/api/use-hotkeys'],
      ['3.x', '/docs/3.x/api/use-hotkeys'],
    ])
    expect(result.current).toBe('5.0')
  })

  it("falls back to a version's main doc when the doc does not exist there", () => {
    const doc = makeDoc({
      path: '/docs/documentation/useHotkeys/ignore-layouts',
      docId: 'documentation/useHotkeys/ignore-layouts',
    })
    expect(versionLinks(renderApp(doc)).links).toEqual([
      ['5.0', '/docs/documentation/useHotkeys/ignore-layouts'],
      ['4.x', '/docs/4.x/intro'],
      ['3.x', '/docs/3.x/intro'],
    ])
  })

  it('shows the browsed version on older docs, and main docs off the docs', () => {
    const old = makeDoc({ version: '3.x', path: '/docs/3.x/api/use-hotkeys' })
    const onOld = versionLinks(renderApp(old))
    expect(onOld.label).toBe('3.x')
    expect(onOld.current).toBe('3.x')

    const onBlog = versionLinks(renderApp(routesByKind.blogList))
    expect(onBlog.label).toBe('5.0')
    expect(onBlog.links).toEqual([
      ['5.0', '/docs/intro'],
      ['4.x', '/docs/4.x/intro'],
      ['3.x', '/docs/3.x/intro'],
    ])
  })

  it('is labelled "Versions" in the mobile menu', async () => {
    const { container } = await mount(<App site={makeSite()} route={makeDoc()} />)
    await click(container.querySelector('button[aria-label="Toggle navigation bar"]'))
    const panel = container.querySelector('[role="dialog"]')!
    // on a docs page the menu opens on the docs sidebar; the back button leads to the navbar items
    expect(panel.querySelector('.navbar-sidebar__item:not([hidden]) nav[aria-label="Docs sidebar"]')).not.toBeNull()
    await click(Array.from(panel.querySelectorAll('button')).find((b) => text(b) === '← Back to main menu')!)
    const versions = Array.from(panel.querySelectorAll('button')).find((b) => text(b) === 'Versions')!
    expect(versions.getAttribute('aria-expanded')).toBe('false')
    await click(versions)
    expect(versions.getAttribute('aria-expanded')).toBe('true')
    expect(Array.from(panel.querySelectorAll('.menu__list a'), (a) => a.textContent)).toEqual(
      expect.arrayContaining(['Documentation', 'Blog', '5.0', '4.x', '3.x']),
    )
  })
})

describe('navbar items', () => {
  it('links "Documentation" to the main doc of the browsed version, else the latest', () => {
    const href = (html: string) => parse(html).querySelector('.navbar a.navbar__link')!.getAttribute('href')
    expect(href(renderApp(makeDoc({ version: '4.x', path: '/docs/4.x/api/use-hotkeys' })))).toBe('/docs/4.x/intro')
    expect(href(renderApp(routesByKind.blogPost))).toBe('/docs/intro')
  })

  it('links a docSidebar item to the first link of that sidebar, on every page', () => {
    const items: NavbarItem[] = [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Guide', position: 'left' }]
    const site = makeSite({ navbar: { ...makeSite().navbar, items } })
    const link = parse(renderApp(routesByKind.blogList, site)).querySelector('.navbar a.navbar__link')!
    expect([link.textContent, link.getAttribute('href')]).toEqual(['Guide', '/docs/intro'])
  })

  it('links a doc item to the doc in the browsed version, else in the latest version (no error)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const items: NavbarItem[] = [
      { type: 'doc', docId: 'migrate-to-5', label: 'Migrate', position: 'left' },
      { type: 'doc', docId: 'api/use-hotkeys', label: 'API', position: 'left' },
    ]
    const site = makeSite({ navbar: { ...makeSite().navbar, items } })
    const links = (html: string) =>
      Array.from(parse(html).querySelectorAll('.navbar__desktop-items a.navbar__link'), (a) => [
        a.textContent,
        a.getAttribute('href'),
      ])
    // 3.x has no migrate-to-5: the latest version's page; api/use-hotkeys exists in 3.x: the 3.x page
    expect(links(renderApp(makeDoc({ version: '3.x', path: '/docs/3.x/intro', docId: 'intro' }), site))).toEqual([
      ['Migrate', '/docs/migrate-to-5'],
      ['API', '/docs/3.x/api/use-hotkeys'],
    ])
    expect(links(renderApp(routesByKind.blogList, site))).toEqual([
      ['Migrate', '/docs/migrate-to-5'],
      ['API', '/docs/api/use-hotkeys'],
    ])
    expect(error).not.toHaveBeenCalled()
  })

  it('tells the render reporter, not the console, about a failing item when the page renders with one (the build)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = { type: 'doc', docId: 'no/such-doc', label: 'Missing', position: 'left' } as const
    const site = makeSite({ navbar: { ...makeSite().navbar, items: [broken] } })
    const reports: Array<{ item: unknown; message: string }> = []
    renderToString(<App site={site} route={routesByKind.blogList} onRenderProblem={(p) => reports.push(p)} />)
    expect(error).not.toHaveBeenCalled()
    expect(reports.length).toBeGreaterThan(0)
    expect(reports[0].item).toBe(broken)
    expect(reports[0].message).toContain('"no/such-doc"')
  })

  it('reports an item whose view throws on the server through the reporter (the Suspense fallback)', () => {
    const reports: Array<{ item: unknown; message: string }> = []
    // resolves (a link with a `to`), then its view throws: an object is not a valid React child
    const odd = { label: { not: 'text' }, to: '/blog', position: 'left' } as unknown as NavbarItem
    const site = makeSite({ navbar: { ...makeSite().navbar, items: [odd] } })
    renderToString(<App site={site} route={routesByKind.blogList} onRenderProblem={(p) => reports.push(p)} />)
    expect(reports.map((r) => r.item)).toContain(odd)
    expect(reports[0].message).toContain('threw while rendering on the server')
  })

  it('reports a docSidebar item whose sidebar has no link, or does not exist', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const items: NavbarItem[] = [
      { type: 'docSidebar', sidebarId: 'emptySidebar', label: 'Empty', position: 'left' },
      { type: 'docSidebar', sidebarId: 'nope', label: 'Nope', position: 'left' },
    ]
    const site = makeSite({ navbar: { ...makeSite().navbar, items } })
    const navbar = parse(renderApp(routesByKind.blogList, site)).querySelector('nav[aria-label="Main"]')!
    expect(text(navbar)).not.toContain('Empty')
    const messages = error.mock.calls.map((call) => `${String(call[0])} ${String(call[1])}`)
    expect(messages.find((m) => m.includes('"label":"Empty"'))).toContain('has no link')
    expect(messages.find((m) => m.includes('"label":"Nope"'))).toContain('does not exist')
  })

  it('renders an href from the site root as a link of the site: no new tab, no external mark, under the base URL', () => {
    const items: NavbarItem[] = [{ label: 'Help', href: '/docs/intro#help', position: 'right' }]
    const site = makeSite({ navbar: { ...makeSite().navbar, items }, baseUrl: '/sub/' })
    const link = [...parse(renderApp(routesByKind.blogList, site)).querySelectorAll('nav[aria-label="Main"] a')].find(
      (a) => a.textContent === 'Help',
    )!
    expect(link.getAttribute('href')).toBe('/sub/docs/intro#help')
    expect(link.hasAttribute('target')).toBe(false)
    expect(link.querySelector('svg')).toBeNull()
  })

  it('reports an item that fails and still renders the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const items: NavbarItem[] = [
      { label: 'Blog', to: '/blog', position: 'left' },
      { type: 'docsVersionDropdown', versions: ['9.x'], position: 'right' },
      { type: 'doc', docId: 'no/such-doc', label: 'Missing', position: 'left' },
      { type: 'nonsense', label: 'Odd' } as unknown as NavbarItem,
      { label: 'GitHub', href: 'https://github.com/JohannesKlauss/react-hotkeys-hook', position: 'right' },
    ]
    const site = makeSite({ navbar: { ...makeSite().navbar, items } })
    const navbar = parse(renderApp(routesByKind.blogList, site)).querySelector('nav[aria-label="Main"]')!
    expect(text(navbar)).toContain('Blog')
    expect(text(navbar)).toContain('GitHub')
    expect(navbar.querySelector('.dropdown')).toBeNull()
    expect(text(navbar)).not.toContain('Missing')
    expect(text(navbar)).not.toContain('Odd')

    const messages = error.mock.calls.map((call) => String(call[0]))
    expect(messages).toContain(
      'Navbar item failed to render: {"position":"right","type":"docsVersionDropdown","label":null}',
    )
    expect(messages).toContain('Navbar item failed to render: {"position":"left","type":"doc","label":"Missing"}')
    expect(messages).toContain('Navbar item failed to render: {"position":"right","type":"nonsense","label":"Odd"}')
    expect(String(error.mock.calls.find((c) => String(c[0]).includes('docsVersionDropdown'))![1])).toContain('"9.x"')
  })

  it('renders the search button with its shortcut hint and a no-JavaScript link to the search page', () => {
    const navbar = parse(renderApp(routesByKind.blogList)).querySelector('nav[aria-label="Main"]')!
    const button = navbar.querySelector('button[data-search-button]')!
    expect(button.getAttribute('type')).toBe('button')
    expect(text(button.querySelector('.navbar__search-label'))).toBe('Search')
    expect(Array.from(button.querySelectorAll('kbd'), (k) => k.textContent)).toEqual(['Ctrl', 'K'])
    expect(navbar.querySelector('a.navbar__search-link')?.getAttribute('href')).toBe('/search')
  })

  it.each([
    ['MacIntel', '⌘'],
    ['iPhone', '⌘'],
    ['Win32', 'Ctrl'],
    ['Linux x86_64', 'Ctrl'],
  ])(
    'hydrates the Ctrl K hint without a mismatch, then shows the key of the platform (%s: %s)',
    async (platform, key) => {
      vi.spyOn(navigator, 'platform', 'get').mockReturnValue(platform)
      const route = routesByKind.blogList
      const site = makeSite()
      const container = document.createElement('div')
      container.innerHTML = renderApp(route, site)
      document.body.appendChild(container)
      const keys = () => Array.from(container.querySelectorAll('button[data-search-button] kbd'), (k) => k.textContent)
      expect(keys()).toEqual(['Ctrl', 'K'])
      const onRecoverableError = vi.fn()
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
      let root: ReturnType<typeof hydrateRoot> | undefined
      await act(async () => {
        root = hydrateRoot(container, <App site={site} route={route} pages={{}} />, { onRecoverableError })
      })
      expect(onRecoverableError).not.toHaveBeenCalled()
      expect(consoleError).not.toHaveBeenCalled()
      expect(keys()).toEqual([key, 'K'])
      act(() => root!.unmount())
    },
  )

  it('offers only English in the locale dropdown, labelled "Languages" on mobile', async () => {
    const items: NavbarItem[] = [{ type: 'localeDropdown', position: 'right' }]
    const site = makeSite({ navbar: { ...makeSite().navbar, items } })
    const dropdown = parse(renderApp(routesByKind.blogList, site)).querySelector('.navbar .dropdown')!
    expect(Array.from(dropdown.querySelectorAll('a'), (a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['English', '/blog'],
    ])

    const { container } = await mount(<App site={site} route={routesByKind.blogList} />)
    await click(container.querySelector('button[aria-label="Toggle navigation bar"]'))
    const panel = container.querySelector('[role="dialog"]')!
    expect(panel.querySelector('.navbar-sidebar__back')).toBeNull()
    expect(Array.from(panel.querySelectorAll('button'), (b) => text(b))).toContain('Languages')
  })
})

describe('colour mode toggle', () => {
  const toggle = (root: ParentNode) => root.querySelector<HTMLButtonElement>('.navbar .color-mode-toggle')!

  it('is disabled until hydrated and says the current mode', () => {
    const button = toggle(parse(renderApp(routesByKind.blogList)))
    expect(button.hasAttribute('disabled')).toBe(true)
    expect(button.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently system mode)')
  })

  it('cycles system → light → dark → system and stores the choice under "theme"', async () => {
    const { container } = await mount(<App site={makeSite()} route={routesByKind.blogList} />)
    const button = toggle(container)
    expect(button.disabled).toBe(false)
    await click(button)
    expect(button.getAttribute('aria-label')).toContain('(currently light mode)')
    expect(localStorage.getItem('theme')).toBe('light')
    expect(document.documentElement.getAttribute('data-theme')).toBe('light')
    await click(button)
    expect(button.getAttribute('aria-label')).toContain('(currently dark mode)')
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark')
    await click(button)
    expect(button.getAttribute('aria-label')).toContain('(currently system mode)')
    expect(localStorage.getItem('theme')).toBeNull()
  })

  it('toggles between dark and light when the system preference is not respected', async () => {
    const site = makeSite({
      colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    })
    const { container } = await mount(<App site={site} route={routesByKind.blogList} />)
    const button = toggle(container)
    expect(button.getAttribute('aria-label')).toContain('(currently light mode)')
    await click(button)
    expect(button.getAttribute('aria-label')).toContain('(currently dark mode)')
    await click(button)
    expect(button.getAttribute('aria-label')).toContain('(currently light mode)')
  })

  it('is absent when the switch is disabled', () => {
    const site = makeSite({
      colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
    })
    expect(parse(renderApp(routesByKind.blogList, site)).querySelector('.color-mode-toggle')).toBeNull()
  })
})

describe('mobile sidebar', () => {
  it('opens from the hamburger button and closes with its close button, returning focus', async () => {
    const { container } = await mount(<App site={makeSite()} route={routesByKind.blogList} />)
    const hamburger = container.querySelector<HTMLButtonElement>('button[aria-label="Toggle navigation bar"]')!
    expect(hamburger.getAttribute('aria-expanded')).toBe('false')
    expect(container.querySelector('[role="dialog"]')).toBeNull()
    await click(hamburger)
    expect(hamburger.getAttribute('aria-expanded')).toBe('true')
    const dialog = container.querySelector('[role="dialog"]')!
    expect(dialog.id).toBe(hamburger.getAttribute('aria-controls'))
    const close = dialog.querySelector<HTMLButtonElement>('button[aria-label="Close navigation bar"]')!
    expect(document.activeElement).toBe(close)
    await click(close)
    expect(container.querySelector('[role="dialog"]')).toBeNull()
    expect(document.activeElement).toBe(hamburger)
  })
})
