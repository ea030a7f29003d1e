// @vitest-environment jsdom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { App } from '../../../templates/App.js'
import type { RouteData } from '../../../src/shared/types.js'
import Home from '../../../content/pages/index.js'
import { h, makeDoc, makeSite, root, routesByKind } from './fixtures.js'
import { renderApp } from './render.js'
import './dom.js'

const richDoc = makeDoc({
  content: root(
    h('h2', { id: 'install' }, [
      'Install',
      h('a', { className: ['hash-link'], href: '#install', ariaLabel: 'Direct link to Install' }, ['#']),
    ]),
    h('hd-tabs', {}, [
      h('hd-tab', { label: 'npm', value: 'npm', default: true }, [h('p', {}, ['npm i react-hotkeys-hook'])]),
      h('hd-tab', { label: 'Yarn', value: 'yarn' }, [h('p', {}, ['yarn add react-hotkeys-hook'])]),
    ]),
    h('pre', { dataLanguage: 'jsx', dataLive: true, dataLiveId: 'live-1' }, [
      h('code', { className: ['language-jsx'] }, [h('span', { className: ['code-line'] }, ['render(<p>hi</p>)'])]),
    ]),
  ),
})

const cases: RouteData[] = [richDoc, ...Object.values(routesByKind)]

describe('hydration', () => {
  it.each(cases)('hydrates the server markup of a $kind route without mismatches', async (route) => {
    const site = makeSite({ announcementBar: { id: 'a', content: 'News', closeable: true } })
    const pages = { index: Home }
    const container = document.createElement('div')
    container.innerHTML = renderApp(route, site, pages)
    document.body.appendChild(container)
    const onRecoverableError = vi.fn()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    let hydrated: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      hydrated = hydrateRoot(container, <App site={site} route={route} pages={pages} />, { onRecoverableError })
    })
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    act(() => hydrated!.unmount())
    container.remove()
    consoleError.mockRestore()
  })
})
