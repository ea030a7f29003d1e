import { describe, expect, it } from 'vitest'
import { parseStat, sampleThreadCpu } from '../../../bench/thread-cpu.js'

describe('thread CPU from /proc', () => {
  it("reads a thread's CPU time (user + system ticks) and name, a name with spaces and parentheses included", () => {
    const stat = '4242 (V8 (Worker) x) S 4200 4242 4242 0 -1 4194560 1000 0 0 0 150 25 0 0 20 0 11 0 100 0 0'
    expect(parseStat(stat, 4200)).toEqual({ tid: 4242, name: 'V8 (Worker) x', cpuMs: 1750, main: false })
    expect(parseStat(stat, 4242).main).toBe(true)
  })

  it.runIf(process.platform === 'linux')("samples this process's threads, its main thread among them", async () => {
    const sampler = sampleThreadCpu(() => process.pid, 10)
    const until = Date.now() + 50
    while (Date.now() < until) {
      // keep the main thread busy for a few samples
    }
    await new Promise((resolve) => setTimeout(resolve, 30))
    const threads = sampler.stop()
    const main = threads.find((t) => t.main)
    expect(main?.tid).toBe(process.pid)
    expect(main?.cpuMs).toBeGreaterThan(0)
  })
})
