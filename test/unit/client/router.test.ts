// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageComponents } from '../../../templates/AppFrame.js'
import { ROUTE_CHANGE_EVENT } from '../../../src/client/client-events.js'
import type { ProgressBar } from '../../../src/client/progress-bar.js'
import type { RouteDataLoader } from '../../../src/client/route-data-loader.js'
import { type Router, type RouteView, startRouter } from '../../../src/client/router.js'
import type { RouteData } from '../../../src/shared/types.js'
import { makeDoc, makeSite } from '../templates/fixtures.js'
import { deferred } from '../../helpers/deferred.js'

const intro = makeDoc({ path: '/docs/intro', title: 'Intro' })
const api = makeDoc({ path: '/docs/api', title: 'API' })

let router: Router | undefined
let rendered: RouteView[]
let progress: string[]
let loads: Map<string, Promise<RouteData>>

function loader(): RouteDataLoader {
  return {
    load: (path) => loads.get(path) ?? Promise.reject(new Error(`no data for ${path}`)),
    prefetch: () => {},
    invalidate: vi.fn(),
    reload: (path) => loads.get(path) ?? Promise.reject(new Error(`no data for ${path}`)),
    peek: () => undefined,
    prime: vi.fn(),
  }
}

function start(): Router {
  const fakeProgress: ProgressBar = { start: () => progress.push('start'), done: () => progress.push('done') }
  router = startRouter({
    site: makeSite(),
    initial: { route: intro, pages: {}, pageComponents: { doc: () => null } as unknown as PageComponents },
    loader: loader(),
    loadPageComponent: () => Promise.reject(new Error('no pages')),
    render: (view) => rendered.push(view),
    progress: fakeProgress,
  })
  return router
}

beforeEach(() => {
  history.replaceState(null, '', '/docs/intro')
  document.body.innerHTML = '<main id="__main" tabindex="-1"><a id="to-api" href="/docs/api">API</a></main>'
  rendered = []
  progress = []
  loads = new Map([['/docs/api', Promise.resolve<RouteData>(api)]])
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
  // jsdom has no CSS.escape (fragment targets are looked up with it)
  vi.stubGlobal('CSS', { escape: (value: string) => value })
})

afterEach(() => {
  router?.stop()
  router = undefined
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('startRouter', () => {
  it('takes a route link click: loads, pushes the entry, renders, updates the head, tells the page, focuses main', async () => {
    const changes: string[] = []
    const onChange = (event: Event) => changes.push((event as CustomEvent<{ path: string }>).detail.path)
    window.addEventListener(ROUTE_CHANGE_EVENT, onChange)
    const r = start()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    document.getElementById('to-api')!.addEventListener('click', (event) => r.handleClick(event))
    const length = history.length
    document.getElementById('to-api')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(rendered).toHaveLength(1))
    window.removeEventListener(ROUTE_CHANGE_EVENT, onChange)
    expect(rendered[0].route).toBe(api)
    expect(location.pathname).toBe('/docs/api')
    expect(history.length).toBe(length + 1)
    expect(document.title).toContain('API')
    expect(changes).toEqual(['/docs/api'])
    expect(document.activeElement?.id).toBe('__main')
    expect(progress).toEqual(['start', 'done'])
    expect(r.current()).toBe(api)
  })

  it('drops a navigation that a later one overtook', async () => {
    const slow = deferred<RouteData>()
    loads.set('/docs/slow', slow.promise)
    const r = start()
    const first = r.navigate('/docs/slow')
    await r.navigate('/docs/api')
    slow.resolve(makeDoc({ path: '/docs/slow' }))
    await first
    expect(rendered.map((view) => view.route.path)).toEqual(['/docs/api'])
    expect(location.pathname).toBe('/docs/api')
  })

  it('replace shows the route under the current entry and leaves the focus where it is', async () => {
    const r = start()
    const length = history.length
    await r.replace('/docs/api#usage')
    expect(rendered[0].route).toBe(api)
    expect(history.length).toBe(length)
    expect(location.href).toMatch(/\/docs\/api#usage$/)
    expect(document.activeElement?.id).not.toBe('__main')
  })

  it('a route that cannot be loaded is loaded as a full page, after a warning, with nothing rendered', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const r = start()
    const fullLoad = { href: location.href, assign: vi.fn(), replace: vi.fn() }
    vi.stubGlobal('location', fullLoad)
    await r.navigate('/docs/missing')
    expect(fullLoad.assign).toHaveBeenCalledWith('http://localhost:3000/docs/missing')
    expect(rendered).toEqual([])
    expect(progress).toEqual(['start', 'done'])
    expect(warn.mock.calls[0][0]).toBe('Could not load /docs/missing in the page; loading it as a full page instead.')
    await r.replace('/docs/gone')
    expect(fullLoad.replace).toHaveBeenCalledWith('http://localhost:3000/docs/gone')
  })

  it('refetches the data of the route shown in place, and only forgets that of another', async () => {
    const r = start()
    const newer = makeDoc({ path: '/docs/intro', title: 'Intro, edited' })
    loads.set('/docs/intro', Promise.resolve<RouteData>(newer))
    r.routeDataChanged('/docs/api/')
    expect(rendered).toEqual([])
    r.routeDataChanged('/docs/intro/')
    await vi.waitFor(() => expect(rendered).toHaveLength(1))
    expect(rendered[0].route).toBe(newer)
    expect(r.current()).toBe(newer)
  })

  it('back to another entry of the page shown only scrolls; to another page navigates', async () => {
    const r = start()
    await r.navigate('/docs/api')
    history.pushState({ hdKey: 'k' }, '', '/docs/api#usage')
    window.dispatchEvent(new PopStateEvent('popstate', { state: { hdKey: 'k' } }))
    expect(rendered).toHaveLength(1)
    loads.set('/docs/intro', Promise.resolve<RouteData>(intro))
    history.replaceState(null, '', '/docs/intro')
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
    await vi.waitFor(() => expect(rendered).toHaveLength(2))
    expect(rendered[1].route).toBe(intro)
  })
})
