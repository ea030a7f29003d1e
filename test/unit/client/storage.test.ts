// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createSafeStorage,
  onStoredValueChange,
  resetStorageWarningForTests,
  STORAGE_UNAVAILABLE_WARNING,
} from '../../../src/client/storage.js'

afterEach(() => {
  vi.restoreAllMocks()
  resetStorageWarningForTests()
  window.localStorage.clear()
})

describe('safe storage', () => {
  it('reads, writes and removes through the browser storage', () => {
    const store = createSafeStorage(() => window.localStorage)
    expect(store.get('theme')).toBeNull()
    store.set('theme', 'dark')
    expect(window.localStorage.getItem('theme')).toBe('dark')
    expect(store.get('theme')).toBe('dark')
    store.remove('theme')
    expect(store.get('theme')).toBeNull()
    expect(store.isAvailable()).toBe(true)
  })

  it('warns once and becomes a no-op when the storage getter throws (privacy mode)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const getter = vi.fn((): Storage => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    const store = createSafeStorage(getter)
    expect(store.get('theme')).toBeNull()
    store.set('theme', 'dark')
    store.remove('theme')
    expect(store.get('theme')).toBeNull()
    expect(store.isAvailable()).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toBe(STORAGE_UNAVAILABLE_WARNING)
    // after the first failure the browser storage is not touched again
    expect(getter).toHaveBeenCalledTimes(1)
  })

  it('warns once per page even when several storages fail', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failing = (): Storage => {
      throw new Error('denied')
    }
    const a = createSafeStorage(failing)
    const b = createSafeStorage(failing)
    a.get('x')
    b.set('y', '1')
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('turns a failing write (quota) into a no-op with the same single warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => {},
    } as unknown as Storage
    const store = createSafeStorage(() => broken)
    store.set('a', '1')
    store.set('b', '2')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(store.isAvailable()).toBe(false)
  })

  it('tells listeners when another tab changes their key or clears storage', () => {
    const listener = vi.fn()
    const off = onStoredValueChange('theme', listener)
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x' }))
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    expect(listener).toHaveBeenCalledTimes(2)
    off()
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light' }))
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
