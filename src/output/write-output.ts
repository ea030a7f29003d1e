import path from 'node:path'
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'

/**
 * Writes the whole site into a temporary sibling folder and swaps it in only when everything was written,
 * so a failed build never leaves a half-written output folder and never loses the previous good build.
 */
export async function writeOutput(outDir: string, files: Map<string, string | Uint8Array>, staticDir: string | undefined): Promise<void> {
  const parent = path.dirname(outDir)
  const base = path.basename(outDir)
  const tmp = path.join(parent, `.${base}.tmp-${process.pid}-${Date.now()}`)
  const old = path.join(parent, `.${base}.old-${process.pid}-${Date.now()}`)
  await mkdir(tmp, { recursive: true })
  try {
    if (staticDir && existsSync(staticDir)) await cp(staticDir, tmp, { recursive: true })
    const folders = new Set<string>()
    for (const file of files.keys()) folders.add(path.dirname(path.join(tmp, file)))
    await Promise.all([...folders].map((f) => mkdir(f, { recursive: true })))
    await writeInBatches([...files], ([file, contents]) => writeFile(path.join(tmp, file), contents))
    if (existsSync(outDir)) await rename(outDir, old)
    await rename(tmp, outDir)
  } catch (error) {
    await rm(tmp, { recursive: true, force: true })
    if (!existsSync(outDir) && existsSync(old)) await rename(old, outDir)
    throw error
  }
  await rm(old, { recursive: true, force: true })
}

async function writeInBatches<T>(items: T[], write: (item: T) => Promise<void>, size = 64): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(write))
}
