import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WorkerPool } from '../../../src/workers/worker-pool.js'

// A plain-JS worker speaking the pool's protocol (what serveTasks does): waits a task-dependent time so that
// batches finish out of order, doubles numbers, throws on negatives, adds the broadcast offset.
const WORKER = `
import { parentPort } from 'node:worker_threads'
let offset = 0
parentPort.on('message', async (message) => {
  if ('shared' in message) { offset = message.shared; return }
  const outcomes = []
  for (const n of message.tasks) {
    await new Promise((r) => setTimeout(r, (n * 7) % 5))
    outcomes.push(n < 0 ? { ok: false, error: { message: 'negative ' + n } } : { ok: true, value: n * 2 + offset })
  }
  parentPort.postMessage({ batch: message.batch, outcomes })
})
`

describe('WorkerPool', () => {
  let dir: string
  let entry: URL
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hd-pool-'))
    await writeFile(path.join(dir, 'worker.mjs'), WORKER)
    entry = pathToFileURL(path.join(dir, 'worker.mjs'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('returns outcomes in the order of the tasks, whichever worker finished first', async () => {
    const pool = new WorkerPool<number, number>({ entry, size: 3, batchSize: 2 })
    try {
      const tasks = Array.from({ length: 41 }, (_, i) => i)
      const outcomes = await pool.run(tasks)
      expect(outcomes).toEqual(tasks.map((n) => ({ ok: true, value: n * 2 })))
      expect(await pool.run([])).toEqual([])
    } finally {
      await pool.close()
    }
  })

  it('puts a failed task in its place and sends broadcast data ahead of the next tasks', async () => {
    const pool = new WorkerPool<number, number>({ entry, size: 2, batchSize: 1 })
    try {
      pool.broadcast(100)
      expect(await pool.run([1, -2, 3])).toEqual([
        { ok: true, value: 102 },
        { ok: false, error: { message: 'negative -2' } },
        { ok: true, value: 106 },
      ])
    } finally {
      await pool.close()
    }
    await expect(pool.run([1])).rejects.toThrow(/closed/)
  })

  it('fails the run when a worker dies', async () => {
    await writeFile(
      path.join(dir, 'dies.mjs'),
      `import { parentPort } from 'node:worker_threads'\nparentPort.on('message', () => process.exit(3))\n`,
    )
    const pool = new WorkerPool<number, number>({ entry: pathToFileURL(path.join(dir, 'dies.mjs')), size: 1 })
    try {
      await expect(pool.run([1, 2])).rejects.toThrow(/exited \(code 3\)/)
    } finally {
      await pool.close()
    }
  })
})
