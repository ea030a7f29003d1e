import { describe, expect, it } from 'vitest'
import {
  initialTabChoice,
  tabGroupStorageKey,
  tabQueryKey,
  urlWithTabChoice,
} from '../../../../templates/markdown/tab-choice.js'

describe('tab choice rules', () => {
  it("stores a group's choice under Docusaurus' key", () => {
    expect(tabGroupStorageKey('pkg-manager')).toBe('docusaurus.tab.pkg-manager')
  })

  it('keeps the choice in the query under the groupId (true) or the given key', () => {
    expect(tabQueryKey(true, 'os')).toBe('os')
    expect(tabQueryKey('platform', 'os')).toBe('platform')
    expect(tabQueryKey(true, undefined)).toBeNull()
    expect(tabQueryKey(undefined, 'os')).toBeNull()
    expect(tabQueryKey('', 'os')).toBeNull()
  })

  it('takes the query first, then the stored choice, and only values of the Tabs', () => {
    expect(initialTabChoice(['mac', 'win'], 'win', 'mac')).toBe('win')
    expect(initialTabChoice(['mac', 'win'], null, 'mac')).toBe('mac')
    expect(initialTabChoice(['mac', 'win'], 'linux', 'mac')).toBe('mac')
    expect(initialTabChoice(['mac', 'win'], 'linux', 'bsd')).toBeNull()
  })

  it('writes the query parameter, keeping the rest of the URL', () => {
    expect(urlWithTabChoice('https://x.test/docs/a?q=1#part', 'os', 'win')).toBe(
      'https://x.test/docs/a?q=1&os=win#part',
    )
    expect(urlWithTabChoice('https://x.test/docs/a?os=mac', 'os', 'win')).toBe('https://x.test/docs/a?os=win')
  })
})
