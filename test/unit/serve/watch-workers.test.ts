import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BuildWorker } from '../../../src/serve/build-worker-client.js'
import type { BuildReply, BuildWorkerData } from '../../../src/serve/build-worker-protocol.js'

const started: FakeWorker[] = []
vi.mock('../../../src/serve/build-worker-client.js', () => ({
  startBuildWorker: vi.fn(async (_data: unknown, options: { sameCode?: boolean }) => {
    const worker = fakeWorker(`started sameCode=${options.sameCode}`)
    started.push(worker)
    return worker
  }),
}))
const { createWatchWorkers } = await import('../../../src/serve/watch-workers.js')

interface FakeWorker extends BuildWorker {
  name: string
  events: string[]
}

function fakeWorker(name: string): FakeWorker {
  const events: string[] = []
  let alive = true
  return {
    name,
    events,
    get alive() {
      return alive
    },
    async build(request) {
      events.push(`build bundleStale=${request.bundleStale}`)
      return { id: 1, ok: false, error: { message: name } } satisfies BuildReply
    },
    abort() {
      events.push('abort')
    },
    async terminate() {
      alive = false
      events.push('terminate')
    },
    async finish() {
      alive = false
      events.push('finish')
    },
  }
}

const data = { configFile: '/site/site.config.ts', outDir: '/site/build' } as BuildWorkerData
const replyMessage = (reply: BuildReply | undefined) => (reply && !reply.ok ? reply.error.message : reply)

beforeEach(() => {
  started.length = 0
})

describe('createWatchWorkers', () => {
  it('runs the first build on the worker started early, then builds on it until code changes', async () => {
    const first = fakeWorker('first')
    const workers = createWatchWorkers(data, Promise.resolve(first), () => false)
    expect(workers.alive).toBe(false)
    expect(replyMessage(await workers.build({ number: 1, fresh: true }, { bundleStale: false }))).toBe('first')
    expect(workers.alive).toBe(true)
    expect(replyMessage(await workers.build({ number: 2, fresh: false }, { bundleStale: false }))).toBe('first')
    // a newer change stops the build running on the current worker
    workers.abort()
    // code changed: the old worker finishes (writes its caches) while a fresh one on the new code builds
    expect(replyMessage(await workers.build({ number: 3, fresh: true }, { bundleStale: true }))).toBe(
      'started sameCode=false',
    )
    expect(first.events).toEqual(['build bundleStale=false', 'build bundleStale=false', 'abort', 'finish'])
    await workers.close()
    expect(started[0].events).toEqual(['build bundleStale=true', 'finish'])
  })

  it('starts the first worker on the same code when none was started early', async () => {
    const workers = createWatchWorkers(data, undefined, () => false)
    expect(replyMessage(await workers.build({ number: 1, fresh: true }, { bundleStale: false }))).toBe(
      'started sameCode=true',
    )
  })

  it('stops a worker that started after the session closed, and builds nothing', async () => {
    const first = fakeWorker('first')
    const workers = createWatchWorkers(data, Promise.resolve(first), () => true)
    expect(await workers.build({ number: 1, fresh: true }, { bundleStale: false })).toBeUndefined()
    expect(first.events).toEqual(['terminate'])
  })

  it('answers with an error when no worker could start', async () => {
    const workers = createWatchWorkers(data, Promise.reject(new Error('no threads')), () => false)
    expect(await workers.build({ number: 1, fresh: true }, { bundleStale: false })).toEqual({
      id: 0,
      ok: false,
      error: { message: 'The build worker could not run: no threads' },
    })
  })
})
