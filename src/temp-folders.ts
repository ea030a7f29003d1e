/**
 * A build's temporary folders, and how none of them outlives it.
 *
 * A build makes three kinds: the config's bundle (`config-…`, config/load-config.ts), the React pages' compile
 * (`pages-…`, render/load-component-pages.ts) and the staging folder that becomes the output (`output-…`, and
 * `previous-…`, the output it replaced, while that is removed; output/output-target.ts). They live in a temp root:
 *
 * - `tmp/` in the site's cache folder (site-cache-dir.ts: `node_modules/.cache/hotkeys-docs`), out of sight;
 * - else a hidden `.hotkeys-docs-tmp/`: in the site dir when the cache folder cannot be written, and next to the
 *   output for the staging folder when the cache folder is on another file system (the staging folder is renamed
 *   into place, which needs one file system).
 *
 * Every root holds a `.gitignore` of `*`, so `git status` never shows a temporary folder wherever it is. Each
 * folder's name carries its owner's pid (`output-<pid>-<random>`). The CLI removes its own on SIGINT, SIGTERM and
 * SIGHUP (cleanUpOnSignal); nothing runs on SIGKILL or a crash, so each build first removes the folders whose owner
 * is no longer running (removeStaleTempFolders), never those of a build running alongside. An output set aside by
 * a build killed in the middle of the swap is put back.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { siteCacheDir } from './site-cache-dir.js'
import { getOrCreate } from './get-or-create.js'

export const HIDDEN_TEMP_ROOT = '.hotkeys-docs-tmp'

/** `output-1234-AbC123` → 1234: the kinds this module names, with their owner's pid */
const OWNED = /^(?:config|pages|output|previous)-(\d+)-/

/** Roots for the config's bundle and the pages' compile: the cache folder's, else the site dir's hidden one. */
export function siteTempRoots(siteDir: string): string[] {
  return [path.join(siteCacheDir(siteDir), 'tmp'), path.join(siteDir, HIDDEN_TEMP_ROOT)]
}

/** Roots for the staging folder of `outDir`: the cache folder's when it is on the output's file system, else one next to the output. */
export function stagingRoots(siteDir: string, outDir: string): string[] {
  const [cache] = siteTempRoots(siteDir)
  const near = path.join(path.dirname(outDir), HIDDEN_TEMP_ROOT)
  return deviceOf(cache) === deviceOf(path.dirname(outDir)) ? [cache, near] : [near]
}

/** Every root a build of this site into `outDir` may have used. */
export function allTempRoots(siteDir: string, outDir: string): string[] {
  return [...new Set([...siteTempRoots(siteDir), path.join(path.dirname(outDir), HIDDEN_TEMP_ROOT)])]
}

/** A new folder `<kind>-<pid>-<random>` in the first of `roots` that can be written. */
export async function makeTempFolder(roots: string[], kind: 'config' | 'pages' | 'output'): Promise<string> {
  let failure: unknown
  for (const root of roots) {
    try {
      await mkdir(root, { recursive: true })
      await writeFile(path.join(root, '.gitignore'), '# temporary folders of hotkeys-docs builds\n*\n', {
        flag: 'wx',
      }).catch(unlessExists)
      return await mkdtemp(path.join(root, `${kind}-${process.pid}-`))
    } catch (error) {
      failure ??= error
    }
  }
  throw failure
}

/** Where `outDir` is put while its replacement is renamed into place: beside the staging folder (same file system). */
export function previousOutputPath(stagingFolder: string, outDir: string): string {
  return path.join(
    path.dirname(stagingFolder),
    `previous-${process.pid}-${outputKey(outDir)}-${Date.now().toString(36)}`,
  )
}

/**
 * Makes the subfolders of a temp folder as files are written into it, one level at a time and each once: never
 * the temp folder itself, so a write still queued when the folder is removed fails instead of making it again.
 */
export function subfolderMaker(folder: string): (dir: string) => Promise<void> {
  const made = new Map<string, Promise<void>>([[folder, Promise.resolve()]])
  const make = (dir: string): Promise<void> =>
    getOrCreate(made, dir, () => make(path.dirname(dir)).then(() => mkdir(dir).catch(unlessExists)))
  return make
}

/** How often removing a temp folder is retried (100 ms more each time): a write in flight may still add a file. */
const REMOVE_RETRIES = 10

/** Removes one temp folder: renamed aside first, so that writes still queued for it fail instead of making it again. */
export function removeTempFolder(folder: string): void {
  const doomed = `${folder}-removed`
  try {
    renameSync(folder, doomed)
  } catch {
    rmSync(folder, { recursive: true, force: true, maxRetries: REMOVE_RETRIES })
    return
  }
  // writes that had opened their file before the rename still land in it (ENOTEMPTY until they are done)
  try {
    rmSync(doomed, { recursive: true, force: true, maxRetries: REMOVE_RETRIES })
  } catch {
    // still being written to after the retries (a loaded machine): its name keeps the owner's pid, so the next
    // build removes it once this process has ended (removeStaleTempFolders); a signal handler must not throw
  }
}

/**
 * Before a build: removes the temp folders in `roots` whose owner is not running any more (and an earlier
 * version's leftovers), and puts back the output of `outDir` if a killed build left it aside.
 */
export function removeStaleTempFolders(siteDir: string, outDir: string): void {
  removeTempFolders(allTempRoots(siteDir, outDir), outDir, (pid) => pid !== process.pid && !isRunning(pid))
  removeLegacyTempFolders(siteDir, outDir)
}

/**
 * Until the returned function is called: on SIGINT, SIGTERM or SIGHUP, removes this process's temp folders of the
 * site and output (putting the output back if it was set aside), then ends the process by the same signal.
 */
export function cleanUpOnSignal(siteDir: string, outDir: string): () => void {
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP']
  const stop = () => {
    for (const signal of signals) process.off(signal, onSignal)
  }
  function onSignal(signal: NodeJS.Signals): void {
    stop()
    removeTempFolders(allTempRoots(siteDir, outDir), outDir, (pid) => pid === process.pid)
    // without a listener, the signal's default action ends the process, as if it had not been caught
    process.kill(process.pid, signal)
  }
  for (const signal of signals) process.on(signal, onSignal)
  return stop
}

/** Removes the folders in `roots` whose owner `isGone`; a set-aside output of `outDir` is put back when `outDir` is missing. Synchronous (a signal handler runs it). */
function removeTempFolders(roots: string[], outDir: string, isGone: (pid: number) => boolean): void {
  const setAside = new RegExp(`^previous-\\d+-${outputKey(outDir)}-`)
  for (const root of roots) {
    for (const name of listFolder(root)) {
      const owner = OWNED.exec(name)?.[1]
      if (owner === undefined || !isGone(Number(owner))) continue
      if (setAside.test(name) && !name.endsWith('-removed') && putBack(path.join(root, name), outDir)) continue
      removeTempFolder(path.join(root, name))
    }
  }
}

/**
 * Leftovers of earlier versions, which kept their temporary folders in sight: `.<output>.tmp-<pid>-<time>` and
 * `.<output>.old-<pid>-<time>` next to the output (by owner, like the others), `.hotkeys-docs-tmp-pages-*` and
 * `.hotkeys-docs-tmp-config-*` in the site dir (no owner is named: removed once an hour old; they lived seconds).
 */
function removeLegacyTempFolders(siteDir: string, outDir: string): void {
  const base = path.basename(outDir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const beside = new RegExp(`^\\.${base}\\.(tmp|old)-(\\d+)-\\d+$`)
  for (const name of listFolder(path.dirname(outDir))) {
    const match = beside.exec(name)
    if (!match || Number(match[2]) === process.pid || isRunning(Number(match[2]))) continue
    const folder = path.join(path.dirname(outDir), name)
    if (match[1] === 'old' && putBack(folder, outDir)) continue
    removeTempFolder(folder)
  }
  const hourAgo = Date.now() - 60 * 60 * 1000
  for (const name of listFolder(siteDir)) {
    if (!/^\.hotkeys-docs-tmp-(pages|config)-/.test(name)) continue
    const folder = path.join(siteDir, name)
    if ((statSync(folder, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < hourAgo) removeTempFolder(folder)
  }
}

/** Renames a set-aside output back to `outDir` when that is missing; true when it did. */
function putBack(folder: string, outDir: string): boolean {
  if (existsSync(outDir)) return false
  try {
    renameSync(folder, outDir)
    return true
  } catch {
    return false
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function listFolder(dir: string): string[] {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}

/** The file system of `file`, or of its nearest existing ancestor. */
function deviceOf(file: string): number | undefined {
  for (let at = path.resolve(file); ; at = path.dirname(at)) {
    const info = statSync(at, { throwIfNoEntry: false })
    if (info) return info.dev
    if (path.dirname(at) === at) return undefined
  }
}

function outputKey(outDir: string): string {
  return createHash('sha1').update(path.resolve(outDir)).digest('hex').slice(0, 8)
}

function unlessExists(error: NodeJS.ErrnoException): void {
  if (error.code !== 'EEXIST') throw error
}
