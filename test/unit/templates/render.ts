import type { ComponentType } from 'react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from '../../../templates/App.js'
import type { RouteData, SiteData } from '../../../src/shared/types.js'
import { makeSite } from './fixtures.js'

export function renderApp(route: RouteData, site: SiteData = makeSite(), pages: Record<string, ComponentType> = {}): string {
  return renderToString(createElement(App, { site, route, pages }))
}

/** The document a markup string parses to (jsdom is a dev dependency; vitest runs these tests in node). */
export async function parse(html: string): Promise<Document> {
  const { JSDOM } = await import('jsdom')
  return new JSDOM(`<!doctype html><html><body>${html}</body></html>`).window.document
}
