import { act, type ReactElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'

// React warns when state updates in tests are not wrapped in act() unless this is set.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** The unmount functions of the roots mount() made and still mounted (per test file: each has its own module). */
const mountedRoots = new Set<() => void>()

/**
 * Unmounts every root mount() made and not yet unmounted: for an afterEach, so that no component of one test (its
 * effects, its timers) goes on into the next.
 */
export function unmountAll(): void {
  for (const unmount of [...mountedRoots]) unmount()
}

/** Renders into a fresh container in document.body (jsdom tests only). */
export async function mount(
  element: ReactElement,
): Promise<{ container: HTMLElement; root: Root; unmount: () => void }> {
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  await act(async () => {
    root.render(element)
  })
  const unmount = () => {
    if (!mountedRoots.delete(unmount)) return
    act(() => root.unmount())
    container.remove()
  }
  mountedRoots.add(unmount)
  return { container, root, unmount }
}

export async function click(element: Element | null): Promise<void> {
  if (!element) throw new Error('click: no element')
  await act(async () => {
    ;(element as HTMLElement).click()
  })
}

export async function keyDown(element: Element | null, init: KeyboardEventInit): Promise<void> {
  if (!element) throw new Error('keyDown: no element')
  await act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }))
  })
}

/** Elements reachable with Tab, in document order (positive tabindex is not used by the theme). */
export function focusables(root: ParentNode): HTMLElement[] {
  const selector = 'a[href], button, input, select, textarea, summary, [tabindex]'
  return Array.from(root.querySelectorAll<HTMLElement>(selector)).filter(
    (el) => el.getAttribute('tabindex') !== '-1' && !el.hasAttribute('disabled') && !el.closest('[hidden]'),
  )
}

export function text(el: Element | null | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim()
}
