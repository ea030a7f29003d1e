// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { makeSite, routesByKind } from './fixtures.js'
import { focusables, text } from './dom.js'
import { parse, renderApp } from './render.js'

describe('Layout', () => {
  it.each(Object.values(routesByKind))('puts the skip link first in tab order ($kind)', (route) => {
    const page = parse(renderApp(route, undefined, { index: () => <a href="/docs/intro">Start</a> }))
    const first = focusables(page)[0]
    expect(first.tagName).toBe('A')
    expect(first.getAttribute('href')).toBe('#__main')
    expect(first.className).toBe('skip-link')
    expect(text(first)).toBe('Skip to main content')
  })

  it('renders the landmarks: navigation, a focusable main with the skip target id, the footer', () => {
    const page = parse(renderApp(routesByKind.notFound))
    expect(page.querySelector('nav[aria-label="Main"]')).not.toBeNull()
    const main = page.querySelector('main')!
    expect(main.id).toBe('__main')
    expect(main.getAttribute('tabindex')).toBe('-1')
    expect(page.querySelectorAll('main')).toHaveLength(1)
    expect(page.querySelector('footer')).not.toBeNull()
  })

  it('renders no footer for a site without one (a Docusaurus config without themeConfig.footer)', () => {
    const page = parse(renderApp(routesByKind.notFound, makeSite({ footer: undefined })))
    expect(page.querySelector('footer.footer')).toBeNull()
  })

  it('shows the announcement bar as trusted HTML, with a close button only when closeable', () => {
    const closeable = makeSite({ announcementBar: { id: 'v5', content: 'Version <b>5</b> is out', closeable: true } })
    const page = parse(renderApp(routesByKind.notFound, closeable))
    const bar = page.querySelector('.announcement-bar')!
    expect(bar.querySelector('b')?.textContent).toBe('5')
    expect(bar.querySelector('button[aria-label="Close announcement"]')).not.toBeNull()
    // the skip link still comes before the bar's controls
    expect(focusables(page)[0].className).toBe('skip-link')

    const fixed = makeSite({ announcementBar: { id: 'v5', content: 'Hello' } })
    expect(parse(renderApp(routesByKind.notFound, fixed)).querySelector('.announcement-bar button')).toBeNull()
    expect(parse(renderApp(routesByKind.notFound)).querySelector('.announcement-bar')).toBeNull()
  })

  it('renders the footer groups with external links opening in a new tab, and the copyright', () => {
    const page = parse(renderApp(routesByKind.notFound))
    const footer = page.querySelector('footer')!
    expect(Array.from(footer.querySelectorAll('.footer__title'), (el) => el.textContent)).toEqual([
      'Docs',
      'API',
      'More',
    ])
    const quickStart = footer.querySelector('a[href="/docs/intro"]')!
    expect(quickStart.getAttribute('target')).toBeNull()
    const github = footer.querySelector('a[href^="https://github.com"]')!
    expect(github.getAttribute('target')).toBe('_blank')
    expect(github.getAttribute('rel')).toBe('noopener noreferrer')
    expect(text(footer.querySelector('.footer__copyright'))).toBe('Built with a static site generator.')
  })
})
