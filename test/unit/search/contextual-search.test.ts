import { describe, expect, it } from 'vitest'
import {
  activeDocsVersion,
  matchesFacetFilters,
  versionFacetFilters,
} from '../../../src/client/search/contextual-search.js'
import { preferredVersionStorageKey } from '../../../src/shared/constants.js'
import { MemoryStorage, site } from './fixtures.js'

const s = site({ backend: 'local', indexParts: [{ tag: 'default', url: '/i.json' }], searchPagePath: '/search' })

describe('contextual search filters', () => {
  it('uses the version of the docs page being read', () => {
    expect(activeDocsVersion(s, '/docs/4.x/api/use-hotkeys')?.name).toBe('4.x')
    expect(activeDocsVersion(s, '/docs/3.x')?.name).toBe('3.x')
    expect(activeDocsVersion(s, '/docs/api/use-hotkeys')?.name).toBe('current')
    expect(activeDocsVersion(s, '/docs/4.x/some/unknown')?.name).toBe('4.x')
  })

  it('off the docs, uses the remembered preferred version, else the latest', () => {
    const storage = new MemoryStorage()
    expect(activeDocsVersion(s, '/blog', storage)?.name).toBe('current')
    storage.setItem(preferredVersionStorageKey('default'), '3.x')
    expect(activeDocsVersion(s, '/blog', storage)?.name).toBe('3.x')
    expect(activeDocsVersion(s, '/docs/4.x/intro', storage)?.name).toBe('4.x')
    storage.setItem(preferredVersionStorageKey('default'), 'no-such-version')
    expect(activeDocsVersion(s, '/search', storage)?.name).toBe('current')
  })

  it('filters by language and by the version tag or default', () => {
    expect(versionFacetFilters(s.versions[1])).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-4.x'],
    ])
    const filters = versionFacetFilters(s.versions[0])
    expect(matchesFacetFilters({ language: 'en', docusaurus_tag: 'default' }, filters)).toBe(true)
    expect(matchesFacetFilters({ language: 'en', docusaurus_tag: 'docs-default-current' }, filters)).toBe(true)
    expect(matchesFacetFilters({ language: 'en', docusaurus_tag: 'docs-default-4.x' }, filters)).toBe(false)
    expect(matchesFacetFilters({ language: 'fr', docusaurus_tag: 'default' }, filters)).toBe(false)
    expect(matchesFacetFilters({ language: 'en' }, ['-language:en'])).toBe(false)
    expect(matchesFacetFilters({ language: 'en' }, [])).toBe(true)
  })
})
