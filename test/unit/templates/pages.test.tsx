// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { CrashPage } from '../../../templates/pages/CrashPage.js'
import { Loader } from '../../../templates/pages/Loader.js'
import { PageError } from '../../../templates/pages/PageError.js'
import { click, mount, text } from './dom.js'
import { h, root, routesByKind } from './fixtures.js'
import { parse, renderApp } from './render.js'

describe('SearchPage', () => {
  it('renders the form shell and no query text (the server never has the query)', () => {
    const html = renderApp({ ...routesByKind.search, path: '/search' })
    const page = parse(html)
    expect(page.querySelector('main h1')?.textContent).toBe('Search the documentation')
    const form = page.querySelector('main form')!
    expect(form.getAttribute('action')).toBe('/search')
    expect(form.getAttribute('method')).toBe('get')
    const input = form.querySelector('input[name="q"]')!
    expect(input.hasAttribute('value')).toBe(false)
    expect(input.getAttribute('maxlength')).toBe('64')
    expect(form.querySelector(`label[for="${input.id}"]`)).not.toBeNull()
    expect(page.querySelector('[data-search-results]')?.textContent).toBe('')
    expect(html).not.toMatch(/[?&]q=/)
  })

  it('does not echo the query even when the page is rendered in a browser at ?q=', () => {
    window.history.replaceState(null, '', '/search?q=%3Cscript%3Esecret-term')
    const html = renderApp(routesByKind.search)
    expect(html).not.toContain('secret-term')
    window.history.replaceState(null, '', '/')
  })
})

describe('NotFound', () => {
  it('says so and links to the home page and the docs', () => {
    const page = parse(renderApp(routesByKind.notFound))
    const main = page.querySelector('main')!
    expect(main.querySelector('h1')?.textContent).toBe('Page Not Found')
    expect(main.querySelector('p')?.textContent).toMatch(/does not exist/)
    const hrefs = Array.from(main.querySelectorAll('a'), (a) => a.getAttribute('href'))
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/docs/intro']))
  })
})

describe('MarkdownPage', () => {
  it('renders the title unless hidden, and an empty page without a heading', () => {
    const withTitle = {
      ...routesByKind.markdownPage,
      title: 'Markdown page example',
      content: root(h('p', {}, ['Hello'])),
    }
    expect(parse(renderApp(withTitle)).querySelector('main h1')?.textContent).toBe('Markdown page example')
    expect(parse(renderApp({ ...withTitle, hideTitle: true })).querySelector('main h1')).toBeNull()
    expect(parse(renderApp(routesByKind.markdownPage)).querySelector('main h1')).toBeNull()
  })
})

describe('error views', () => {
  it('CrashPage shows the message chain and "Try again" calls the prop', async () => {
    const error = new Error('Rendering the sidebar failed', { cause: new TypeError('items is undefined') })
    const page = parse(renderToString(<CrashPage error={error} tryAgain={() => {}} />))
    expect(page.querySelector('h1')?.textContent).toBe('This page crashed.')
    expect(Array.from(page.querySelectorAll('.error-chain__message'), (p) => text(p))).toEqual([
      'Rendering the sidebar failed',
      'Cause: items is undefined',
    ])

    const tryAgain = vi.fn()
    const { container, unmount } = await mount(<CrashPage error={error} tryAgain={tryAgain} />)
    const button = Array.from(container.querySelectorAll('button')).find((b) => text(b) === 'Try again')!
    await click(button)
    expect(tryAgain).toHaveBeenCalledTimes(1)
    unmount()
  })

  it('PageError is titled "Page Error"', () => {
    const page = parse(renderToString(<PageError error={new Error('Could not load the page data')} />))
    expect(page.querySelector('h1')?.textContent).toBe('Page Error')
    expect(text(page)).toContain('Could not load the page data')
  })

  it('Loader shows a spinner, or the error text with a Retry button', async () => {
    const spinner = parse(renderToString(<Loader />))
    expect(spinner.querySelector('[role="status"] .loader__spinner')).not.toBeNull()
    expect(renderToString(<Loader pastDelay={false} />)).toBe('')

    const retry = vi.fn()
    const { container, unmount } = await mount(<Loader error={new Error('Loading chunk 7 failed')} retry={retry} />)
    expect(text(container)).toContain('Loading chunk 7 failed')
    await click(Array.from(container.querySelectorAll('button')).find((b) => text(b) === 'Retry')!)
    expect(retry).toHaveBeenCalledTimes(1)
    unmount()
  })
})

describe('component pages', () => {
  it('renders the registered component inside the layout', () => {
    const page = parse(renderApp(routesByKind.componentPage, undefined, { index: () => <p id="home">home</p> }))
    expect(page.querySelector('main #home')).not.toBeNull()
  })

  it('throws when the registry has no such page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderApp(routesByKind.componentPage, undefined, {})).toThrow(/The page module "index" is not loaded/)
  })
})
