// @vitest-environment jsdom
/**
 * A block's editing session (the editor chunk's state, src/client/live/live-edit-session.tsx): a burst of changes
 * runs the code once, LIVE_EDIT_DEBOUNCE_MS after the last one; Reset drops a pending run; an error that a callback
 * of the edited code throws later (outside React's rendering) reaches the block's error box, not the page.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadLiveModule } from '../../../../src/client/index.js'
import { LiveEditSession } from '../../../../src/client/live/live-edit-session.js'
import { LIVE_EDIT_DEBOUNCE_MS } from '../../../../src/shared/constants.js'
import { calls } from './counting-scope-module.js'

/** The block's module: its scope counts the evaluations (counting-scope-module.tsx) */
const MODULE_URL = pathToFileURL(path.join(import.meta.dirname, 'counting-scope-module.tsx')).href
// imported as the page's modulepreload does before the block mounts
beforeAll(() => loadLiveModule(MODULE_URL))

function session(blockId = 'live-1') {
  return new LiveEditSession({
    blockId,
    original: '<p>Zero</p>',
    noInline: false,
    language: 'jsx',
    moduleUrl: MODULE_URL,
    element: () => null,
  })
}

const html = (node: React.ReactNode) => renderToStaticMarkup(node)

describe('LiveEditSession', () => {
  beforeEach(() => {
    calls.evaluations = 0
    calls.exposed = undefined
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs a burst of changes once, LIVE_EDIT_DEBOUNCE_MS after the last change, with the last code', async () => {
    vi.useFakeTimers()
    const editing = session()
    const seen: string[] = []
    editing.subscribe(() => seen.push(editing.getSnapshot().code))
    editing.change('<p>O</p>')
    await vi.advanceTimersByTimeAsync(LIVE_EDIT_DEBOUNCE_MS - 50)
    editing.change('<p>On</p>')
    await vi.advanceTimersByTimeAsync(LIVE_EDIT_DEBOUNCE_MS - 50)
    editing.change('<p>One</p>')
    // the code follows each change at once; nothing ran yet
    expect(seen).toEqual(['<p>O</p>', '<p>On</p>', '<p>One</p>'])
    expect(calls.evaluations).toBe(0)
    await vi.advanceTimersByTimeAsync(LIVE_EDIT_DEBOUNCE_MS - 1)
    expect(calls.evaluations).toBe(0)
    expect(editing.getSnapshot().result).toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.evaluations).toBe(1)
    expect(html(editing.getSnapshot().result)).toBe('<p>One</p>')
    await vi.advanceTimersByTimeAsync(LIVE_EDIT_DEBOUNCE_MS * 3)
    expect(calls.evaluations).toBe(1)
    editing.dispose()
  })

  it('Reset restores the original code and the precompiled preview, and drops a pending run', async () => {
    vi.useFakeTimers()
    const editing = session()
    editing.change('<p>One</p>')
    await vi.advanceTimersByTimeAsync(LIVE_EDIT_DEBOUNCE_MS)
    expect(html(editing.getSnapshot().result)).toBe('<p>One</p>')
    editing.change('<p>Two</p>')
    editing.reset()
    await vi.advanceTimersByTimeAsync(LIVE_EDIT_DEBOUNCE_MS * 2)
    expect(calls.evaluations).toBe(1)
    expect(editing.getSnapshot()).toEqual({ code: '<p>Zero</p>', result: null, status: '' })
    editing.dispose()
  })

  it("shows an error a callback of the edited code throws later in the block's box, and keeps it from the page", async () => {
    vi.useFakeTimers()
    const editing = session('live-2')
    const other = session('live-3')
    other.change('<p>Fine</p>')
    editing.change("<>{expose(() => { throw new Error('kaboom') })}<p>Armed</p></>")
    await vi.advanceTimersByTimeAsync(LIVE_EDIT_DEBOUNCE_MS)
    expect(html(editing.getSnapshot().result)).toBe('<p>Armed</p>')

    let thrown: unknown
    try {
      calls.exposed!()
    } catch (error) {
      thrown = error
    }
    expect(String((thrown as Error).stack)).toMatch(/live-edit-live-2-\d+\.js/)
    const event = new ErrorEvent('error', { error: thrown, message: 'Uncaught Error: kaboom', cancelable: true })
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(html(editing.getSnapshot().result)).toContain('Error: kaboom')
    expect(editing.getSnapshot().status).toBe('Error')
    // the other block did not throw
    expect(html(other.getSnapshot().result)).toBe('<p>Fine</p>')

    // fixing the code recovers
    editing.change('<p>Fixed</p>')
    await vi.advanceTimersByTimeAsync(LIVE_EDIT_DEBOUNCE_MS)
    expect(html(editing.getSnapshot().result)).toBe('<p>Fixed</p>')
    expect(editing.getSnapshot().status).toBe('')

    // an error of code no block owns is left alone, and so is one from a session that is gone
    const stranger = new ErrorEvent('error', { error: new Error('elsewhere'), cancelable: true })
    window.dispatchEvent(stranger)
    expect(stranger.defaultPrevented).toBe(false)
    editing.dispose()
    other.dispose()
    const late = new ErrorEvent('error', { error: thrown, cancelable: true })
    window.dispatchEvent(late)
    expect(late.defaultPrevented).toBe(false)
  })
})
