import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { announcementBarScript, themeScript } from '../../../src/render/theme-script.js'
import {
  ANNOUNCEMENT_DISMISS_STORAGE_KEY,
  ANNOUNCEMENT_ID_STORAGE_KEY,
  THEME_STORAGE_KEY,
} from '../../../src/shared/constants.js'
import type { SiteData } from '../../../src/shared/types.js'

interface Browser {
  /** stored value of the theme key (undefined: nothing stored) */
  stored?: string
  /** localStorage.getItem throws (e.g. storage disabled) */
  storageThrows?: boolean
  /** accessing window.localStorage itself throws (sandboxed iframe) */
  storageGetterThrows?: boolean
  /** the colour scheme the OS prefers; undefined: matchMedia does not exist */
  prefers?: 'dark' | 'light' | 'none'
}

/** Runs the script in a sandbox and returns the resulting data-theme and classes of <html>. */
function run(
  colorMode: Partial<SiteData['colorMode']>,
  browser: Browser,
): { theme: string | undefined; classes: string[]; keysRead: string[] } {
  const attributes = new Map<string, string>()
  const classes: string[] = []
  const keysRead: string[] = []
  const storage = {
    getItem(key: string) {
      keysRead.push(key)
      if (browser.storageThrows) throw new Error('SecurityError')
      return key === THEME_STORAGE_KEY ? (browser.stored ?? null) : null
    },
  }
  const sandbox: Record<string, unknown> = {
    document: {
      documentElement: {
        classList: { add: (c: string) => classes.push(c) },
        setAttribute: (k: string, v: string) => attributes.set(k, v),
      },
    },
  }
  if (browser.storageGetterThrows) {
    Object.defineProperty(sandbox, 'localStorage', {
      get() {
        throw new Error('SecurityError: access denied')
      },
    })
  } else sandbox.localStorage = storage
  if (browser.prefers !== undefined)
    sandbox.matchMedia = (query: string) => ({
      matches: browser.prefers !== 'none' && query === `(prefers-color-scheme: ${browser.prefers})`,
    })
  sandbox.window = sandbox
  const context = vm.createContext(sandbox)
  vm.runInContext(
    themeScript({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false, ...colorMode }),
    context,
  )
  return { theme: attributes.get('data-theme'), classes, keysRead }
}

const RESPECT = { respectPrefersColorScheme: true }

describe('themeScript', () => {
  it('marks that JavaScript runs and reads the theme storage key', () => {
    const result = run({}, {})
    expect(result.classes).toEqual(['js'])
    expect(result.keysRead).toEqual([THEME_STORAGE_KEY])
  })

  it.each([
    ['stored dark → dark', {}, { stored: 'dark', prefers: 'light' }, 'dark'],
    ['stored light → light, even when the OS prefers dark', RESPECT, { stored: 'light', prefers: 'dark' }, 'light'],
    ['stored dark wins over a dark default too', { defaultMode: 'light' }, { stored: 'dark' }, 'dark'],
    ['nothing stored, respecting the OS which prefers dark → dark', RESPECT, { prefers: 'dark' }, 'dark'],
    [
      'nothing stored, respecting the OS which prefers light, default dark → light',
      { ...RESPECT, defaultMode: 'dark' },
      { prefers: 'light' },
      'light',
    ],
    [
      'nothing stored, respecting the OS without a preference → default',
      { ...RESPECT, defaultMode: 'dark' },
      { prefers: 'none' },
      'dark',
    ],
    ['nothing stored, respecting the OS but no matchMedia → default', RESPECT, {}, 'light'],
    ['nothing stored, not respecting the OS (prefers dark) → default light', {}, { prefers: 'dark' }, 'light'],
    ['nothing stored, not respecting the OS → default dark', { defaultMode: 'dark' }, { prefers: 'light' }, 'dark'],
    ['an unknown stored value is ignored → default', { defaultMode: 'dark' }, { stored: 'purple' }, 'dark'],
    ['an unknown stored value is ignored → OS preference', RESPECT, { stored: 'system', prefers: 'dark' }, 'dark'],
    ['localStorage.getItem throwing → default', { defaultMode: 'dark' }, { storageThrows: true }, 'dark'],
    [
      'localStorage.getItem throwing, respecting the OS → OS preference',
      RESPECT,
      { storageThrows: true, prefers: 'dark' },
      'dark',
    ],
    ['the localStorage getter throwing → default', {}, { storageGetterThrows: true, prefers: 'dark' }, 'light'],
  ] as Array<[string, Partial<SiteData['colorMode']>, Browser, string]>)('%s', (_, colorMode, browser, expected) => {
    expect(run(colorMode, browser).theme).toBe(expected)
  })

  it('is one self-contained expression (no globals leak)', () => {
    const script = themeScript({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true })
    expect(script.startsWith('(function(){')).toBe(true)
    expect(script.endsWith('})()')).toBe(true)
    expect(script).not.toContain('</script')
  })
})

describe('announcementBarScript', () => {
  function dismissedAttribute(id: string, stored: Record<string, string> | 'throws'): string | undefined {
    const attributes = new Map<string, string>()
    const sandbox = {
      document: { documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) } },
      localStorage: {
        getItem(key: string) {
          if (stored === 'throws') throw new Error('SecurityError')
          return stored[key] ?? null
        },
      },
    }
    vm.runInContext(announcementBarScript(id), vm.createContext(sandbox))
    return attributes.get('data-announcement-bar-initially-dismissed')
  }

  it('marks the bar dismissed when this very announcement was dismissed', () => {
    expect(
      dismissedAttribute('v5', { [ANNOUNCEMENT_ID_STORAGE_KEY]: 'v5', [ANNOUNCEMENT_DISMISS_STORAGE_KEY]: 'true' }),
    ).toBe('true')
  })

  it('shows the bar for another announcement id, when not dismissed, or without storage', () => {
    expect(
      dismissedAttribute('v6', { [ANNOUNCEMENT_ID_STORAGE_KEY]: 'v5', [ANNOUNCEMENT_DISMISS_STORAGE_KEY]: 'true' }),
    ).toBeUndefined()
    expect(
      dismissedAttribute('v5', { [ANNOUNCEMENT_ID_STORAGE_KEY]: 'v5', [ANNOUNCEMENT_DISMISS_STORAGE_KEY]: 'false' }),
    ).toBeUndefined()
    expect(dismissedAttribute('v5', {})).toBeUndefined()
    expect(dismissedAttribute('v5', 'throws')).toBeUndefined()
  })

  it('an id with quotes or </script> stays a string and cannot end the script', () => {
    const id = `a"b'</script><script>`
    expect(announcementBarScript(id)).not.toContain('</script')
    expect(
      dismissedAttribute(id, { [ANNOUNCEMENT_ID_STORAGE_KEY]: id, [ANNOUNCEMENT_DISMISS_STORAGE_KEY]: 'true' }),
    ).toBe('true')
  })
})
