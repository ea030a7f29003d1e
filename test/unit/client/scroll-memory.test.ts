// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { createScrollMemory, historyKeyOf } from '../../../src/client/scroll-memory.js'
import { createSafeStorage } from '../../../src/client/storage.js'

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
}

const session = () => createSafeStorage(() => window.sessionStorage)

afterEach(() => {
  window.sessionStorage.clear()
  history.replaceState(null, '')
  scrollTo(0)
})

describe('scroll memory', () => {
  it('gives an entry without a key one, and remembers its position by that key', () => {
    const memory = createScrollMemory(session())
    scrollTo(120)
    memory.record()
    const key = historyKeyOf(history.state)
    expect(key).toMatch(/^[a-z0-9]+$/)
    expect(memory.positionFor(history.state)).toBe(120)
    expect(memory.positionFor({ hdKey: 'another' })).toBeUndefined()
    expect(memory.positionFor(null)).toBeUndefined()
  })

  it('recordLeaving files the position under the entry recorded last, though history.state is already the next one', () => {
    const memory = createScrollMemory(session())
    history.replaceState({ hdKey: 'first' }, '')
    scrollTo(1500)
    memory.record()
    history.pushState({ hdKey: 'second' }, '')
    scrollTo(0)
    memory.record()
    // the reader scrolls and goes back before any scroll event was handled: the browser has made 'first' current
    scrollTo(300)
    history.replaceState({ hdKey: 'first' }, '')
    memory.recordLeaving()
    expect(memory.positionFor({ hdKey: 'second' })).toBe(300)
    expect(memory.positionFor({ hdKey: 'first' })).toBe(1500)
  })

  it('recordLeaving before anything was recorded remembers nothing', () => {
    const memory = createScrollMemory(session())
    history.replaceState({ hdKey: 'only' }, '')
    scrollTo(40)
    memory.recordLeaving()
    expect(memory.positionFor({ hdKey: 'only' })).toBeUndefined()
  })

  it('persists positions to session storage for the next page load', () => {
    const first = createScrollMemory(session())
    history.replaceState({ hdKey: 'kept' }, '')
    scrollTo(640)
    first.record()
    first.persist()
    expect(createScrollMemory(session()).positionFor({ hdKey: 'kept' })).toBe(640)
  })
})
