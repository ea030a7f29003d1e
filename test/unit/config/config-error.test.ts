import { describe, expect, it } from 'vitest'
import { formatConfigPath } from '../../../src/config/config-error.js'

describe('formatConfigPath', () => {
  it('writes identifiers with dots, indexes and other keys in brackets', () => {
    expect(formatConfigPath(['themeConfig', 'navbar', 'items', 3, 'type'])).toBe('themeConfig.navbar.items[3].type')
    expect(formatConfigPath(['docs', 'versionOptions', '4.x', 'label'])).toBe('docs.versionOptions["4.x"].label')
    expect(formatConfigPath([])).toBe('')
  })
})
