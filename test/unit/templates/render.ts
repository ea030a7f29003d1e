import type { ComponentType } from 'react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from '../../../templates/App.js'
import type { RouteData, SiteData } from '../../../src/shared/types.js'
import { makeSite } from './fixtures.js'

export function renderApp(
  route: RouteData,
  site: SiteData = makeSite(),
  pages: Record<string, ComponentType> = {},
): string {
  return renderToString(createElement(App, { site, route, pages }))
}

/** Parses server markup into a detached element (tests that call this run in the jsdom environment). */
export function parse(html: string): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = html
  return container
}
