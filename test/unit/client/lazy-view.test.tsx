// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyView } from '../../../src/client/lazy-view.js'
import { LOADER_DELAY_MS } from '../../../src/shared/constants.js'
import { mount } from '../templates/dom.js'
import { deferred } from '../../helpers/deferred.js'

const Greeting = ({ name }: { name: string }) => <p className="greeting">Hello {name}</p>

describe('lazyView', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    document.body.innerHTML = ''
  })

  it('shows nothing at first, the spinner after the loader delay, then the loaded view', async () => {
    vi.useFakeTimers()
    const chunk = deferred<typeof Greeting>()
    const View = lazyView(() => chunk.promise)
    const { container } = await mount(<View name="reader" />)
    expect(container.querySelector('[role="status"]')).toBeNull()
    await act(async () => vi.advanceTimersByTime(LOADER_DELAY_MS))
    expect(container.querySelector('.loader[role="status"]')?.textContent).toContain('Loading')
    await act(async () => chunk.resolve(Greeting))
    expect(container.querySelector('.greeting')?.textContent).toBe('Hello reader')
  })

  it('shows the error text and a Retry button when the chunk fails, and Retry loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}) // React reports the caught error
    let attempts = 0
    const View = lazyView(async () => {
      attempts++
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module')
      return Greeting
    })
    const { container } = await mount(<View name="again" />)
    await act(async () => {})
    expect(container.querySelector('.loader__error')?.textContent).toBe('Failed to fetch dynamically imported module')
    const retry = container.querySelector('button')!
    expect(retry.textContent).toBe('Retry')
    await act(async () => retry.click())
    await act(async () => {})
    expect(container.querySelector('.greeting')?.textContent).toBe('Hello again')
    expect(attempts).toBe(2)
  })
})
