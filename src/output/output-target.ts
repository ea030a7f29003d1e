/**
 * Where a build puts the files it makes, as it makes them. A production build streams each page to disk once it
 * is rendered (a 10,000-page site's HTML never sits in memory all at once), into a staging folder that becomes
 * the output only when the whole build succeeded: a failed build never leaves a half-written output folder and
 * never loses the previous good build. Watch mode collects the files and updates the served folder in place;
 * a dry run (check-links) keeps only their names.
 */
import path from 'node:path'
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { updateOutputInPlace, type InPlaceOutput } from './write-output.js'

export interface OutputTarget {
  /** queues one generated file (path relative to the output folder); a later file of the same path wins */
  write(file: string, contents: string | Uint8Array): Promise<void>
  /** the generated files written so far */
  readonly files: ReadonlySet<string>
  /** makes the written files the output; in place: returns the files written or removed */
  commit(): Promise<string[] | undefined>
  /** drops everything written (the build failed); the previous output stays */
  discard(): Promise<void>
}

/** writes in flight at once while streaming (bounded, so rendering never runs far ahead of the disk) */
const WRITES_IN_FLIGHT = 64

/**
 * A temporary sibling of the output folder (static files copied first, generated files over them), swapped in by
 * commit: the old output is renamed aside, the new one renamed into place, the old one removed.
 */
export async function startStagedOutput(outDir: string, staticDir: string | undefined): Promise<OutputTarget> {
  const parent = path.dirname(outDir)
  const base = path.basename(outDir)
  const stamp = `${process.pid}-${Date.now()}`
  const tmp = path.join(parent, `.${base}.tmp-${stamp}`)
  const old = path.join(parent, `.${base}.old-${stamp}`)
  await mkdir(tmp, { recursive: true })
  try {
    if (staticDir && existsSync(staticDir)) await cp(staticDir, tmp, { recursive: true })
  } catch (error) {
    await rm(tmp, { recursive: true, force: true })
    throw error
  }

  const files = new Set<string>()
  const folders = new Map<string, Promise<unknown>>()
  /** by file: its write in flight (a second write of the same file waits for the first) */
  const inFlight = new Map<string, Promise<void>>()
  let failure: unknown

  const folder = (dir: string) => {
    let made = folders.get(dir)
    if (!made) folders.set(dir, (made = mkdir(dir, { recursive: true })))
    return made
  }
  const settleAll = () => Promise.allSettled([...inFlight.values()])

  return {
    files,
    async write(file, contents) {
      if (failure !== undefined) throw failure
      files.add(file)
      const target = path.join(tmp, file)
      const before = inFlight.get(file)
      const writing: Promise<void> = Promise.resolve(before)
        .then(() => folder(path.dirname(target)))
        .then(() => writeFile(target, contents))
        .catch((error: unknown) => {
          failure ??= error
        })
        .finally(() => {
          if (inFlight.get(file) === writing) inFlight.delete(file)
        })
      inFlight.set(file, writing)
      if (inFlight.size >= WRITES_IN_FLIGHT) await Promise.race(inFlight.values())
    },
    async commit() {
      await settleAll()
      if (failure !== undefined) {
        await rm(tmp, { recursive: true, force: true })
        throw failure
      }
      try {
        if (existsSync(outDir)) await rename(outDir, old)
        await rename(tmp, outDir)
      } catch (error) {
        await rm(tmp, { recursive: true, force: true })
        if (!existsSync(outDir) && existsSync(old)) await rename(old, outDir)
        throw error
      }
      await rm(old, { recursive: true, force: true })
      return undefined
    },
    async discard() {
      await settleAll()
      await rm(tmp, { recursive: true, force: true })
    },
  }
}

/**
 * A whole site's files at once (see startStagedOutput): written into a temporary sibling folder and swaps it in only when everything was written,
 * so a failed build never leaves a half-written output folder and never loses the previous good build.
 */
export async function writeOutput(outDir: string, files: Map<string, string | Uint8Array>, staticDir: string | undefined): Promise<void> {
  const output = await startStagedOutput(outDir, staticDir)
  try {
    for (const [file, contents] of files) await output.write(file, contents)
  } catch (error) {
    await output.discard()
    throw error
  }
  await output.commit()
}

/** Watch mode: the files are kept and the served folder updated in place on commit (write-output.ts). */
export function inPlaceOutputTarget(outDir: string, staticDir: string | undefined, state: InPlaceOutput): OutputTarget {
  const contents = new Map<string, string | Uint8Array>()
  const files = new Set<string>()
  return {
    files,
    async write(file, text) {
      contents.set(file, text)
      files.add(file)
    },
    commit: () => updateOutputInPlace(outDir, contents, staticDir, state),
    async discard() {},
  }
}

/** A dry run: names only, nothing written. */
export function dryRunOutputTarget(): OutputTarget {
  const files = new Set<string>()
  return {
    files,
    async write(file) {
      files.add(file)
    },
    commit: async () => undefined,
    async discard() {},
  }
}
