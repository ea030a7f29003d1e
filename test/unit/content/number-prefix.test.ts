import { describe, expect, it } from 'vitest'
import { stripNumberPrefix, stripPathPrefixes } from '../../../src/content/number-prefix.js'
import { numberedFolderCategories } from '../../../src/content/read-categories.js'

describe('stripNumberPrefix', () => {
  it('strips a number with -, _ or . and keeps it as the position', () => {
    expect(stripNumberPrefix('01-intro')).toEqual({ name: 'intro', position: 1 })
    expect(stripNumberPrefix('2. Guides')).toEqual({ name: 'Guides', position: 2 })
    expect(stripNumberPrefix('3_api')).toEqual({ name: 'api', position: 3 })
    expect(stripNumberPrefix('10 - setup')).toEqual({ name: 'setup', position: 10 })
  })

  it('keeps names that only look numbered', () => {
    for (const name of ['intro', '2021-09-24-post', '1.2.3-notes', '1.2-notes', '2024', '1-', 'v1-intro'])
      expect(stripNumberPrefix(name), name).toEqual({ name })
  })

  it('strips every segment of a path', () => {
    expect(stripPathPrefixes('01-guides/02-first')).toBe('guides/first')
    expect(stripPathPrefixes('api/use-hotkeys')).toBe('api/use-hotkeys')
  })
})

describe('numberedFolderCategories', () => {
  it('adds a category for each numbered folder without _category_.json, named without its prefix', () => {
    const files = ['01-start/02-install.md', '01-start/03-more/x.md', 'plain/y.md', '04-api/index.md']
    const written = [{ dir: 'api', label: 'API', position: 9 }]
    expect(numberedFolderCategories(files, written)).toEqual([
      { dir: 'api', label: 'API', position: 9 },
      { dir: 'start', label: 'start', position: 1 },
      { dir: 'start/more', label: 'more', position: 3 },
    ])
  })
})
