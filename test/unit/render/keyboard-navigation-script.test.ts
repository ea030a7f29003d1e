import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { keyboardNavigationScript } from '../../../src/render/keyboard-navigation-script.js'
import { KEYBOARD_NAV_CLASS } from '../../../src/shared/constants.js'

/** Runs the head script against a fake document; returns a way to dispatch events and the classes of <html>. */
function load() {
  const classes = new Set<string>()
  const listeners = new Map<string, { listener: (event: unknown) => void; capture: unknown }>()
  const document = {
    documentElement: { classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) } },
    addEventListener: (type: string, listener: (event: unknown) => void, capture: unknown) =>
      listeners.set(type, { listener, capture }),
  }
  vm.runInContext(keyboardNavigationScript(), vm.createContext({ document }))
  return { classes, listeners, dispatch: (type: string, event: object = {}) => listeners.get(type)?.listener(event) }
}

describe('keyboardNavigationScript', () => {
  it('turns keyboard-navigation mode on with Tab and off on mouse down, listening in the capture phase', () => {
    const page = load()
    expect(page.classes.has(KEYBOARD_NAV_CLASS)).toBe(false)
    page.dispatch('keydown', { key: 'a' })
    expect(page.classes.has(KEYBOARD_NAV_CLASS)).toBe(false)
    page.dispatch('keydown', { key: 'Tab' })
    expect(page.classes.has(KEYBOARD_NAV_CLASS)).toBe(true)
    page.dispatch('mousedown')
    expect(page.classes.has(KEYBOARD_NAV_CLASS)).toBe(false)
    expect([...page.listeners.values()].map((l) => l.capture)).toEqual([true, true])
  })

  it('is a self-contained statement that can follow another script', () => {
    expect(keyboardNavigationScript()).toMatch(/^;\(function\(\)\{/)
    expect(keyboardNavigationScript()).not.toContain('</script')
  })
})
