/**
 * Hand-written: sirv's dev mode follows symlinks out of the root and serves dotfiles, and the tests pin both refusals.
 *
 * The second fence after resolve-request-path.ts: the file a request names, if it is a regular file really inside
 * the output folder (symlinks resolved, per request: a build may swap the folder, or a symlink to it, between
 * requests) and no part of its real path is a dotfile other than `.well-known`.
 */
import type { Stats } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import { SERVED_DOT_SEGMENT } from './serve-constants.js'

export interface FileInRoot {
  /** the file's real path (symlinks resolved), inside the real root */
  realPath: string
  /** the path under the root it was requested as, `/`-separated (decides type and caching) */
  relativePath: string
  stats: Stats
}

export async function findFileInRoot(root: string, relativePath: string): Promise<FileInRoot | undefined> {
  let realRoot: string
  let realPath: string
  try {
    realRoot = await realpath(root)
    realPath = await realpath(path.join(realRoot, ...relativePath.split('/')))
  } catch {
    return undefined // missing, ENOTDIR, symlink loop, …
  }
  const rootPrefix = realRoot.endsWith(path.sep) ? realRoot : realRoot + path.sep
  if (!realPath.startsWith(rootPrefix)) return undefined // a symlink out of the root
  const inside = path.relative(realRoot, realPath).split(path.sep)
  if (inside.some((segment) => segment.startsWith('.') && segment !== SERVED_DOT_SEGMENT)) return undefined
  const stats = await stat(realPath).catch(() => undefined)
  if (!stats?.isFile()) return undefined
  return { realPath, relativePath, stats }
}
