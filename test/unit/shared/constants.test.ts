/**
 * The spec's constants (§9 and §4) as literal numbers and strings: the other tests import the constants, so only
 * this one fails when a value drifts from the spec.
 */
import { describe, expect, it } from 'vitest'
import * as constants from '../../../src/shared/constants.js'

describe('spec constants', () => {
  it('layout and search limits (§9)', () => {
    expect(constants.DESKTOP_BREAKPOINT).toBe(996)
    expect(constants.SEARCH_SMALL_SCREEN_MAX_WIDTH).toBe(768)
    expect(constants.SEARCH_SMALL_SCREEN_GROUP_CAP).toBe(5)
    expect(constants.SEARCH_HITS_PER_PAGE).toBe(20)
    expect(constants.SEARCH_SNIPPET_WORDS).toBe(10)
    expect(constants.SEARCH_GROUP_CAP).toBe(5)
    expect(constants.SEARCH_INPUT_MAX_LENGTH).toBe(64)
    expect(constants.SEARCH_STALL_THRESHOLD_MS).toBe(300)
    expect(constants.SEARCH_RECENT_LIMIT).toBe(7)
    expect(constants.SEARCH_RECENT_LIMIT_WITH_FAVORITES).toBe(4)
    expect(constants.SEARCH_FAVORITE_LIMIT).toBe(10)
    expect(constants.SEARCH_SUGGESTED_QUERIES).toBe(3)
  })

  it('search client timeouts and the down-host period (§9)', () => {
    expect(constants.SEARCH_TIMEOUTS).toEqual({ connect: 1000, read: 2000, write: 30000 })
    expect(constants.SEARCH_HOST_DOWN_MS).toBe(120000)
  })

  it('loader, progress bar and scroll easing (§9)', () => {
    expect(constants.LOADER_DELAY_MS).toBe(200)
    expect(constants.PROGRESS_BAR).toEqual({
      startDelay: 200,
      minimum: 0.08,
      speed: 200,
      trickleRate: 0.02,
      trickleSpeed: 800,
    })
    expect(constants.SCROLL_EASE_FACTOR).toBe(0.85)
  })

  it('locale, paths and storage keys (§3, §4, §9)', () => {
    expect(constants.DEFAULT_LOCALE).toBe('en')
    expect(constants.DOCS_BASE_PATH).toBe('/docs')
    expect(constants.BLOG_BASE_PATH).toBe('/blog')
    expect(constants.SEARCH_PAGE_PATH).toBe('/search')
    expect(constants.THEME_STORAGE_KEY).toBe('theme')
    expect(constants.preferredVersionStorageKey('default')).toBe('docs-preferred-version-default')
  })
})
