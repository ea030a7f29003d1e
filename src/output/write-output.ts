import path from 'node:path'
import { mkdir, readFile, rename, rmdir, stat, unlink, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import fg from 'fast-glob'

async function writeInBatches<T>(items: T[], write: (item: T) => Promise<void>, size = 64): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(write))
}

/** What watch mode's writer remembers between builds, so unchanged files are neither rewritten nor read again. */
export interface InPlaceOutput {
  /** generated files as last written (or found identical on disk), by path under the output folder */
  generated: Map<string, string | Uint8Array>
  /** copied static files: `size:mtime` of the source when last copied */
  copiedStatic: Map<string, string>
  /**
   * the output folder's files as the last update left them: listed on the first update (and again if the folder
   * went away), then kept up to date here instead of listed on every rebuild
   */
  onDisk?: Set<string>
  /** folders under the output folder known to exist (no mkdir for them) */
  folders: Set<string>
}

export function createInPlaceOutput(): InPlaceOutput {
  return { generated: new Map(), copiedStatic: new Map(), folders: new Set() }
}

/**
 * Watch mode's writer: updates the served folder in place instead of swapping in a new one, writing only the
 * files whose bytes changed (each to a hidden temporary file renamed over the old one, so a request never reads
 * half a file) and removing the files the build no longer makes (and folders left empty). Static files are
 * copied like writeOutput does; a generated file of the same path wins. Returns the paths written or removed.
 */
export async function updateOutputInPlace(
  outDir: string,
  files: Map<string, string | Uint8Array>,
  staticDir: string | undefined,
  state: InPlaceOutput,
): Promise<string[]> {
  if (!state.onDisk || !existsSync(outDir)) {
    await mkdir(outDir, { recursive: true })
    state.onDisk = new Set(await fg('**/*', { cwd: outDir, dot: true }))
    state.folders.clear()
  }
  const onDisk = state.onDisk
  const staticFiles = staticDir && existsSync(staticDir) ? await fg('**/*', { cwd: staticDir, dot: true }) : []
  const changed: string[] = []
  /** names this update's temporary files apart (they are renamed away before it returns) */
  let temps = 0

  const writeIfChanged = async (
    file: string,
    contents: string | Uint8Array,
    previous: string | Uint8Array | undefined,
  ): Promise<boolean> => {
    const target = path.join(outDir, file)
    if (onDisk.has(file)) {
      if (previous !== undefined && sameBytes(previous, contents)) return false
      if (previous === undefined && sameBytes(await readFile(target), contents)) return false
    }
    const folder = path.dirname(target)
    if (!state.folders.has(folder)) {
      await mkdir(folder, { recursive: true })
      state.folders.add(folder)
    }
    const temp = path.join(folder, `.${path.basename(target)}.hd-tmp-${process.pid}-${++temps}`)
    await writeFile(temp, contents)
    await rename(temp, target)
    onDisk.add(file)
    changed.push(file)
    return true
  }

  const copies = staticFiles.filter((file) => !files.has(file))
  await writeInBatches(copies, async (file) => {
    const source = path.join(staticDir!, file)
    const info = await stat(source)
    const signature = `${info.size}:${info.mtimeMs}`
    if (onDisk.has(file) && state.copiedStatic.get(file) === signature) return
    await writeIfChanged(file, await readFile(source), undefined)
    state.copiedStatic.set(file, signature)
  })
  await writeInBatches([...files], async ([file, contents]) => {
    await writeIfChanged(file, contents, state.generated.get(file))
    state.generated.set(file, contents)
  })

  const expected = new Set([...files.keys(), ...copies])
  const stale = [...onDisk].filter((file) => !expected.has(file))
  await writeInBatches(stale, async (file) => {
    await unlink(path.join(outDir, file)).catch(() => {})
    changed.push(file)
  })
  for (const file of stale) {
    onDisk.delete(file)
    state.generated.delete(file)
    state.copiedStatic.delete(file)
  }
  for (const folder of await removeEmptyFolders(outDir, stale)) state.folders.delete(path.join(outDir, folder))
  return changed
}

function sameBytes(a: string | Uint8Array, b: string | Uint8Array): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a === b
  const bytes = (x: string | Uint8Array) =>
    typeof x === 'string' ? Buffer.from(x, 'utf8') : Buffer.from(x.buffer, x.byteOffset, x.byteLength)
  return bytes(a).equals(bytes(b))
}

/**
 * Removes the folders (deepest first) that held removed files and are now empty; never the output folder itself.
 * Returns the folders removed.
 */
async function removeEmptyFolders(outDir: string, removed: string[]): Promise<string[]> {
  const folders = new Set<string>()
  for (const file of removed)
    for (let dir = path.dirname(file); dir !== '.' && dir !== ''; dir = path.dirname(dir)) folders.add(dir)
  const deepestFirst = [...folders].sort((a, b) => b.split('/').length - a.split('/').length)
  const gone: string[] = []
  for (const dir of deepestFirst) {
    // fails while not empty: keep it
    const ok = await rmdir(path.join(outDir, dir)).then(
      () => true,
      () => false,
    )
    if (ok) gone.push(dir)
  }
  return gone
}
