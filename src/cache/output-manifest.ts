/**
 * What an output folder held when a build finished: each file's size, modification time and inode. A later build
 * whose inputs are all the same keeps the folder as it is only while it still matches (no file added, removed,
 * replaced or edited since), so a hand-edited or half-deleted output is built again.
 */
import type { Stats } from 'node:fs'
import path from 'node:path'
import fg from 'fast-glob'

/** path under the output folder → `size:mtimeMs:ino` */
export type OutputManifest = Record<string, string>

/** What a manifest holds of a file: `size:mtimeMs:ino` */
export function fileSignature({ size, mtimeMs, ino }: Pick<Stats, 'size' | 'mtimeMs' | 'ino'>): string {
  return `${size}:${mtimeMs}:${ino}`
}

export async function readOutputManifest(outDir: string): Promise<OutputManifest> {
  const entries = await fg('**/*', { cwd: outDir, dot: true, stats: true, onlyFiles: true })
  const manifest: OutputManifest = {}
  for (const entry of entries) {
    manifest[entry.path.split(path.sep).join('/')] = fileSignature(entry.stats!)
  }
  return manifest
}

export async function outputMatches(outDir: string, expected: OutputManifest): Promise<boolean> {
  const actual = await readOutputManifest(outDir).catch(() => undefined)
  if (!actual) return false
  const names = Object.keys(expected)
  return Object.keys(actual).length === names.length && names.every((name) => actual[name] === expected[name])
}
