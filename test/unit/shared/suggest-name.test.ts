import { describe, expect, it } from 'vitest'
import { SITE_CONFIG_KEYS } from '../../../src/shared/schemas/site-config-schema.js'
import { didYouMean, editDistance, suggestName } from '../../../src/shared/suggest-name.js'

describe('suggestName', () => {
  it.each([
    ['themeConfg', 'themeConfig'],
    ['themeconfig', 'themeConfig'],
    ['titel', 'title'],
    ['annoucementBar', 'announcementBar'],
    ['warning', 'warn'],
    ['dokSidebar', 'docSidebar'],
  ])('%s → %s', (word, expected) => {
    expect(suggestName(word, [...SITE_CONFIG_KEYS, 'announcementBar', 'warn', 'docSidebar', 'doc'])).toBe(expected)
  })

  it('suggests nothing for words that are not close', () => {
    expect(suggestName('sparkles', SITE_CONFIG_KEYS)).toBeUndefined()
    expect(suggestName('xyz', ['url'])).toBeUndefined()
  })

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('ab', 'ba')).toBe(1)
    expect(editDistance('kitten', 'sitting')).toBe(3)
  })

  it('didYouMean words the suggestion, for strings only', () => {
    expect(didYouMean('titel', SITE_CONFIG_KEYS)).toBe(' (did you mean "title"?)')
    expect(didYouMean('sparkles', SITE_CONFIG_KEYS)).toBe('')
    expect(didYouMean(3, ['3'])).toBe('')
  })
})
