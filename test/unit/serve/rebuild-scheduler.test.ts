import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RebuildScheduler } from '../../../src/serve/rebuild-scheduler.js'

/** A rebuild the test finishes by hand, recording the batches it was given. */
function manualRebuilds(): { batches: string[][]; finish: () => void; rebuild: (changes: string[]) => Promise<void> } {
  const batches: string[][] = []
  let finishCurrent: (() => void) | undefined
  return {
    batches,
    finish: () => finishCurrent?.(),
    rebuild: (changes) => {
      batches.push(changes)
      return new Promise<void>((resolve) => (finishCurrent = resolve))
    },
  }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('RebuildScheduler', () => {
  it('coalesces a burst of changes into one rebuild after the quiet period', async () => {
    const r = manualRebuilds()
    const scheduler = new RebuildScheduler(r.rebuild, 20)
    for (const file of ['a', 'b', 'a', 'c', 'a']) {
      scheduler.add(file)
      await vi.advanceTimersByTimeAsync(10)
    }
    expect(r.batches).toEqual([])
    await vi.advanceTimersByTimeAsync(20)
    expect(r.batches).toEqual([['a', 'b', 'a', 'c', 'a']])
  })

  it('never runs two rebuilds at once: changes during a rebuild get exactly one more', async () => {
    const r = manualRebuilds()
    const scheduler = new RebuildScheduler(r.rebuild, 20)
    scheduler.add('a')
    await vi.advanceTimersByTimeAsync(20)
    expect(r.batches).toHaveLength(1)
    scheduler.add('b')
    scheduler.add('c')
    await vi.advanceTimersByTimeAsync(100)
    expect(r.batches).toHaveLength(1) // still running
    r.finish()
    await vi.advanceTimersByTimeAsync(20)
    expect(r.batches).toEqual([['a'], ['b', 'c']])
    r.finish()
    await vi.advanceTimersByTimeAsync(100)
    expect(r.batches).toHaveLength(2)
  })

  it('tells of each change that arrives while a rebuild runs (watch mode stops the superseded build)', async () => {
    const r = manualRebuilds()
    const superseding: string[] = []
    const scheduler = new RebuildScheduler(r.rebuild, 20, (change) => superseding.push(change))
    scheduler.add('a')
    expect(superseding).toEqual([]) // nothing runs yet
    await vi.advanceTimersByTimeAsync(20)
    scheduler.add('b')
    scheduler.add('c')
    expect(superseding).toEqual(['b', 'c'])
    r.finish()
    await vi.advanceTimersByTimeAsync(20)
    expect(r.batches).toEqual([['a'], ['b', 'c']])
  })

  it('hasPending tells the changes that wait for a rebuild not started yet', async () => {
    const r = manualRebuilds()
    const scheduler = new RebuildScheduler(r.rebuild, 20)
    scheduler.add('a')
    expect(scheduler.hasPending((c) => c === 'a')).toBe(true)
    await vi.advanceTimersByTimeAsync(20) // the rebuild of 'a' runs
    expect(scheduler.hasPending((c) => c === 'a')).toBe(false)
    scheduler.add('b') // for the next one
    expect(scheduler.hasPending((c) => c === 'b')).toBe(true)
    r.finish()
    await vi.advanceTimersByTimeAsync(20)
    expect(scheduler.hasPending(() => true)).toBe(false)
    r.finish()
  })

  it('whenIdle waits for the pending and the running rebuild', async () => {
    const r = manualRebuilds()
    const scheduler = new RebuildScheduler(r.rebuild, 20)
    expect(scheduler.isIdle()).toBe(true)
    scheduler.add('a')
    let idle = false
    void scheduler.whenIdle().then(() => (idle = true))
    await vi.advanceTimersByTimeAsync(20)
    expect(idle).toBe(false)
    r.finish()
    await vi.advanceTimersByTimeAsync(0)
    expect(idle).toBe(true)
  })

  it('rebuildNow runs at once; a failing rebuild does not stop later ones; close drops pending changes', async () => {
    let calls = 0
    const scheduler = new RebuildScheduler<string>(async () => {
      calls++
      if (calls === 1) throw new Error('build failed')
    }, 20)
    await scheduler.rebuildNow()
    expect(calls).toBe(1)
    scheduler.add('a')
    await vi.advanceTimersByTimeAsync(20)
    expect(calls).toBe(2)
    scheduler.add('b')
    scheduler.close()
    await vi.advanceTimersByTimeAsync(100)
    expect(calls).toBe(2)
    await scheduler.whenIdle()
  })
})
