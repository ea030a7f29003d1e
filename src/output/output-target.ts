/**
 * Where a build puts the files it makes, as it makes them. A production build streams each page to disk once it
 * is rendered (a 10,000-page site's HTML never sits in memory all at once), into a staging folder that becomes
 * the output only when the whole build succeeded: a failed build never leaves a half-written output folder and
 * never loses the previous good build. The staging folder is a temp folder out of sight (temp-folders.ts), which
 * an interrupted build does not leave behind. Watch mode collects the files and updates the served folder in place;
 * a dry run (check-links) keeps only their names.
 */
import path from 'node:path'
import { copyFile, cp, link, mkdir, readFile, rm, unlink, writeFile } from 'node:fs/promises'
import { existsSync, renameSync } from 'node:fs'
import { updateOutputInPlace, type InPlaceOutput } from './write-output.js'
import {
  HIDDEN_TEMP_ROOT,
  makeTempFolder,
  previousOutputPath,
  removeTempFolder,
  subfolderMaker,
} from '../temp-folders.js'

export interface OutputTarget {
  /** queues one generated file (path relative to the output folder); a later file of the same path wins */
  write(file: string, contents: string | Uint8Array): Promise<void>
  /**
   * puts the previous output's file `from` (absolute) at `file` unchanged, as a hard link where it can (a kept
   * page's document: render/document-reuse.ts)
   */
  keep(file: string, from: string): Promise<void>
  /** the generated files written so far */
  readonly files: ReadonlySet<string>
  /** waits until the files queued so far are written (or have failed: commit throws then) */
  flush(): Promise<void>
  /** makes the written files the output; in place: returns the files written or removed */
  commit(): Promise<string[] | undefined>
  /** drops everything written (the build failed); the previous output stays */
  discard(): Promise<void>
}

/** writes in flight at once while streaming (bounded, so rendering never runs far ahead of the disk) */
const WRITES_IN_FLIGHT = 64

/**
 * A staging folder (a temp folder, temp-folders.ts, in the first of `roots` that can be written; static files
 * copied first, generated files over them), swapped in by commit: the old output is renamed aside, the new one
 * renamed into place, the old one removed.
 */
export async function startStagedOutput(
  outDir: string,
  staticDir: string | undefined,
  roots: string[],
): Promise<OutputTarget> {
  await mkdir(path.dirname(outDir), { recursive: true })
  const tmp = await makeTempFolder(roots, 'output')
  try {
    if (staticDir && existsSync(staticDir)) await cp(staticDir, tmp, { recursive: true })
  } catch (error) {
    removeTempFolder(tmp)
    throw error
  }

  const files = new Set<string>()
  const folder = subfolderMaker(tmp)
  /** by file: its write in flight (a second write of the same file waits for the first) */
  const inFlight = new Map<string, Promise<void>>()
  let failure: unknown

  const settleAll = () => Promise.allSettled([...inFlight.values()])
  /** queues a step that puts `file` into the staging folder (after any earlier one for the same file) */
  const queue = async (file: string, put: (target: string) => Promise<void>) => {
    if (failure !== undefined) throw failure
    files.add(file)
    const target = path.join(tmp, file)
    const before = inFlight.get(file)
    const writing: Promise<void> = Promise.resolve(before)
      .then(() => folder(path.dirname(target)))
      .then(() => put(target))
      .catch((error: unknown) => {
        failure ??= error
      })
      .finally(() => {
        if (inFlight.get(file) === writing) inFlight.delete(file)
      })
    inFlight.set(file, writing)
    if (inFlight.size >= WRITES_IN_FLIGHT) await Promise.race(inFlight.values())
  }

  return {
    files,
    async flush() {
      await settleAll()
    },
    write: (file, contents) => queue(file, (target) => writeFile(target, contents)),
    keep: (file, from) => queue(file, (target) => linkOrCopy(from, target)),
    async commit() {
      await settleAll()
      if (failure !== undefined) {
        removeTempFolder(tmp)
        throw failure
      }
      let previous: string | undefined
      try {
        previous = swapIntoPlace(tmp, outDir)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') {
          removeTempFolder(tmp)
          throw error
        }
        previous = await swapInFromBeside(tmp, outDir)
      }
      if (previous) await rm(previous, { recursive: true, force: true })
      return undefined
    },
    async discard() {
      await settleAll()
      removeTempFolder(tmp)
    },
  }
}

/**
 * A hard link to `from` at `target` (a static file copied there first is replaced): the previous output is renamed
 * aside and removed once the new one is in place, so the file then has this one name. A copy where links cannot be
 * made (another device, a file system without them).
 */
async function linkOrCopy(from: string, target: string): Promise<void> {
  try {
    await link(from, target)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') throw error
    if (code !== 'EEXIST') return copyFile(from, target)
    await unlink(target)
    await link(from, target)
  }
}

/**
 * Renames `outDir` aside and `staged` into its place; returns where the old output went. Synchronous, so that no
 * signal handler (temp-folders.ts cleanUpOnSignal) runs between the two renames.
 */
function swapIntoPlace(staged: string, outDir: string): string | undefined {
  const previous = existsSync(outDir) ? previousOutputPath(staged, outDir) : undefined
  if (previous) renameSync(outDir, previous)
  try {
    renameSync(staged, outDir)
  } catch (error) {
    if (previous) renameSync(previous, outDir)
    throw error
  }
  return previous
}

/**
 * The staging folder cannot be renamed to the output (EXDEV: another mount, though the same device, e.g. a bind
 * mount): it is copied into a temp folder next to the output and swapped in from there.
 */
async function swapInFromBeside(staged: string, outDir: string): Promise<string | undefined> {
  let beside: string | undefined
  try {
    beside = await makeTempFolder([path.join(path.dirname(outDir), HIDDEN_TEMP_ROOT)], 'output')
    await cp(staged, beside, { recursive: true })
    return swapIntoPlace(beside, outDir)
  } catch (error) {
    if (beside) removeTempFolder(beside)
    throw error
  } finally {
    removeTempFolder(staged)
  }
}

/**
 * A whole site's files at once (see startStagedOutput): written into a staging folder swapped in only when everything was written,
 * so a failed build never leaves a half-written output folder and never loses the previous good build.
 */
export async function writeOutput(
  outDir: string,
  files: Map<string, string | Uint8Array>,
  staticDir: string | undefined,
  roots: string[],
): Promise<void> {
  const output = await startStagedOutput(outDir, staticDir, roots)
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
    async keep(file, from) {
      // what the last update wrote there, else the file as it is: unchanged either way, so not written again
      contents.set(file, state.generated.get(file) ?? (await readFile(from)))
      files.add(file)
    },
    commit: () => updateOutputInPlace(outDir, contents, staticDir, state),
    async flush() {},
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
    async keep(file) {
      files.add(file)
    },
    commit: async () => undefined,
    async flush() {},
    async discard() {},
  }
}
