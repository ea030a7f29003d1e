import { describe, expect, it } from 'vitest'
import { routesByKind } from './fixtures.js'
import { renderApp } from './render.js'

describe('App', () => {
  it.each(Object.values(routesByKind))('renders a $kind route', (route) => {
    const html = renderApp(route, undefined, { index: () => <p>home page</p> })
    expect(html).toContain('id="__main"')
    expect(html).toContain('React Hotkeys Hook')
  })
})
