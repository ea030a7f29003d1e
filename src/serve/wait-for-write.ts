/**
 * Watch mode rebuilds on the first change it sees, so it can see a save halfway: an editor that truncates a file
 * and then writes it may be caught between the two, with the file empty. A changed file found empty is looked at
 * again until it has content, for at most `maxMs` (an author may really have emptied it). Vite guards its
 * immediate reads the same way. A half-written file that is not empty is caught by the watcher's recheck of each
 * write (watch-site.ts).
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
  // the truncation itself moves the modification time: only content tells that the write has landed
  for (let waited = 0; isEmptyFile(file) && waited < maxMs; waited += pollMs) {
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

function isEmptyFile(file: string): boolean {
  try {
    const info = statSync(file)
    return info.isFile() && info.size === 0
  } catch {
    return false
  }
}
