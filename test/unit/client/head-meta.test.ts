// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { updateHeadForRoute } from '../../../src/client/head-meta.js'
import { makeDoc, makeSite } from '../templates/fixtures.js'

afterEach(() => {
  document.head.innerHTML = ''
})

const keywords = () => document.head.querySelector('meta[name="keywords"]')?.getAttribute('content') ?? null

describe('updateHeadForRoute', () => {
  it('sets the keywords meta of a route with keywords and removes it on a route without', () => {
    updateHeadForRoute(makeSite(), makeDoc({ keywords: ['hotkeys', 'react'] }))
    expect(keywords()).toBe('hotkeys, react')
    updateHeadForRoute(makeSite(), makeDoc())
    expect(keywords()).toBeNull()
  })
})
