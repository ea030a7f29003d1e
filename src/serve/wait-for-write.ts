/**
 * Watch mode rebuilds on the first change it sees, so it can see a save halfway: an editor that truncates a file
 * and then writes it may be caught between the two, with the file empty. A changed file found empty is waited for
 * (as Vite does) until its modification time moves, or for at most `maxMs`: an author may really have emptied it.
 * A half-written file that is not empty is caught by the watcher's recheck of each write (watch-site.ts).
 */
import { statSync } from 'node:fs'

export interface WaitForWriteOptions {
  /** how often an empty file is looked at again */
  pollMs: number
  /** how long an empty file is waited for at most */
  maxMs: number
}

export async function waitWhileEmpty(files: string[], options: WaitForWriteOptions): Promise<void> {
  await Promise.all(files.map((file) => waitForFile(file, options)))
}

async function waitForFile(file: string, { pollMs, maxMs }: WaitForWriteOptions): Promise<void> {
  const first = emptyFileMtime(file)
  if (first === undefined) return
  for (let waited = 0; waited < maxMs; waited += pollMs) {
    await new Promise((resolve) => setTimeout(resolve, pollMs))
    const now = emptyFileMtime(file)
    if (now === undefined || now !== first) return
  }
}

/** the modification time of a file that exists and is empty; undefined for any other */
function emptyFileMtime(file: string): number | undefined {
  try {
    const info = statSync(file)
    return info.isFile() && info.size === 0 ? info.mtimeMs : undefined
  } catch {
    return undefined
  }
}
