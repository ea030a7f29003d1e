// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { updateHeadForRoute } from '../../../src/client/head-meta.js'
import { makeDoc, makeSite, routesByKind } from '../templates/fixtures.js'

afterEach(() => {
  document.head.innerHTML = ''
})

const keywords = () => document.head.querySelector('meta[name="keywords"]')?.getAttribute('content') ?? null

describe('updateHeadForRoute', () => {
  it('drops the canonical link on the not-found page and brings it back on the next page', () => {
    const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null
    updateHeadForRoute(makeSite(), routesByKind.notFound)
    expect(canonical()).toBeNull()
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow')
    updateHeadForRoute(makeSite(), makeDoc())
    expect(canonical()).toBe('https://johannesklauss.github.io/docs/api/use-hotkeys')
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
  })

  it('sets the keywords meta of a route with keywords and removes it on a route without', () => {
    updateHeadForRoute(makeSite(), makeDoc({ keywords: ['hotkeys', 'react'] }))
    expect(keywords()).toBe('hotkeys, react')
    updateHeadForRoute(makeSite(), makeDoc())
    expect(keywords()).toBeNull()
  })

  it("writes a React page's <Head><title> as given, og:title keeping the page's title with the site's", () => {
    const page = { ...routesByKind.componentPage, title: 'Showcase', headTitle: 'Our users' }
    updateHeadForRoute(makeSite(), page)
    expect(document.title).toBe('Our users')
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      `Showcase | ${makeSite().title}`,
    )
  })

  it('removes the description tags on a page without one, on a site that gives such pages none', () => {
    const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content')
    const site = { ...makeSite(), noTaglineDescription: true as const }
    updateHeadForRoute(site, makeDoc({ description: 'Install it' }))
    expect(description()).toBe('Install it')
    updateHeadForRoute(site, makeDoc({ description: '' }))
    expect(description()).toBeUndefined()
    expect(document.head.querySelector('meta[property="og:description"]')).toBeNull()
    updateHeadForRoute(makeSite(), makeDoc({ description: '' }))
    expect(description()).toBe(makeSite().tagline)
  })
})
