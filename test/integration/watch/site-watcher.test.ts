/**
 * The watcher alone (no builds): single files watched through their folders keep being reported across
 * rename-style saves, only the files asked for are reported, and a file added later is watched without an event.
 * Every wait is for an event; a file no longer watched makes the test time out.
 *
 * chokidar drops a file's events for 50 ms after it reported one (watch-site.ts looks at each reported file again
 * once that has passed); these tests let that window pass before a save they expect to be reported.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { watchSiteFiles, type SiteWatchEvent, type SiteWatcher } from '../../../src/serve/site-watcher.js'

let dir: string
let watcher: SiteWatcher | undefined
let events: Array<{ event: SiteWatchEvent; file: string }>
let waiters: Array<() => void>

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'hd-site-watcher-'))
  mkdirSync(path.join(dir, 'content'))
  events = []
  waiters = []
})
afterEach(async () => {
  await watcher?.close()
  rmSync(dir, { recursive: true, force: true })
})

const file = (name: string): string => path.join(dir, name)

async function startWatching(files: string[]): Promise<SiteWatcher> {
  watcher = watchSiteFiles(
    { folders: [file('content')], files },
    {
      ignored: () => false,
      onEvent: (event, changed) => {
        events.push({ event, file: changed })
        for (const wake of waiters.splice(0)) wake()
      },
      onError: (error) => {
        throw error
      },
    },
  )
  await watcher.ready
  return watcher
}

/** Runs `change`, then resolves once an event for `target` arrives after it. */
async function reportedAfter(target: string, change: () => void): Promise<SiteWatchEvent[]> {
  const from = events.length
  change()
  while (!events.slice(from).some((e) => e.file === target)) await new Promise<void>((resolve) => waiters.push(resolve))
  return events
    .slice(from)
    .filter((e) => e.file === target)
    .map((e) => e.event)
}

const CHOKIDAR_THROTTLE_PASSED_MS = 100
const throttlePassed = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, CHOKIDAR_THROTTLE_PASSED_MS))

/** A save the way `sed -i` and many editors save: a new file renamed over the old one. */
function renameSave(target: string, text: string): void {
  writeFileSync(`${target}.tmp`, text)
  renameSync(`${target}.tmp`, target)
}

describe('watchSiteFiles', () => {
  it('keeps reporting a single file over 25 rounds of two rename-saves in a row', async () => {
    const config = file('site.config.ts')
    writeFileSync(config, 'export default {}\n')
    await startWatching([config])
    for (let round = 1; round <= 25; round++) {
      const seen = await reportedAfter(config, () => {
        renameSave(config, `export default { round: '${round}a' }\n`)
        renameSave(config, `export default { round: '${round}' }\n`)
      })
      expect(seen, `round ${round}`).not.toContain('unlink')
      await throttlePassed()
    }
  })

  it('reports only the files asked for in their folders, and a file added later without an event for the adding', async () => {
    const config = file('site.config.ts')
    const later = file('config/navbar.ts')
    mkdirSync(file('config'))
    for (const f of [config, later, file('package.json'), file('config/other.ts')]) writeFileSync(f, '1\n')
    const w = await startWatching([config])

    // a sibling's write is not reported; the config's, after it, is the next event
    expect(
      await reportedAfter(config, () => {
        writeFileSync(file('package.json'), '2\n')
        writeFileSync(config, '2\n')
      }),
    ).toEqual(['change'])
    expect(events.map((e) => e.file)).toEqual([config])

    await throttlePassed()
    w.add({ folders: [], files: [later] })
    await throttlePassed()
    w.add({ folders: [], files: [later] }) // twice: nothing more
    expect(await reportedAfter(later, () => renameSave(later, '2\n'))).toEqual(['change'])
    await throttlePassed()
    expect(
      await reportedAfter(config, () => {
        writeFileSync(file('config/other.ts'), '2\n')
        renameSave(config, '3\n')
      }),
    ).toEqual(['change'])
    expect(events.map((e) => path.relative(dir, e.file))).toEqual([
      'site.config.ts',
      'config/navbar.ts',
      'site.config.ts',
    ])
  })

  it('reports files under the folders, however deep', async () => {
    mkdirSync(file('content/docs'))
    const doc = file('content/docs/intro.md')
    writeFileSync(doc, '# Intro\n')
    await startWatching([]) // no single file: ready all the same
    expect(await reportedAfter(doc, () => renameSave(doc, '# Intro, edited\n'))).toContain('change')
  })
})
