import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { hexContentHash } from '../output/content-hash.js'
import { HASHED_ASSETS_DIR } from '../shared/asset-names.js'

/** The folder under the hashed assets where files that Markdown links to next to itself are copied. */
export const LOCAL_FILES_DIR = `${HASHED_ASSETS_DIR}/files`

/**
 * The URL of the copy of a file of the site (`target`, relative to `siteDir`) that Markdown names by a relative path
 * (`./img/shot.png`): `/assets/files/shot.<hash of its bytes>.png`, as Docusaurus copies such files into its assets.
 * Undefined when there is no such file, or it has no extension (its copy could not be named as a hashed asset).
 */
export function localFileUrl(siteDir: string, target: string): string | undefined {
  const extension = path.posix.extname(target).toLowerCase()
  if (!/^\.[a-z0-9]+$/.test(extension)) return undefined
  const absolute = path.join(siteDir, target)
  let contents: Buffer
  try {
    if (!statSync(absolute).isFile()) return undefined
    contents = readFileSync(absolute)
  } catch {
    return undefined
  }
  return `/${localFilePath(target, contents)}`
}

/**
 * Where the output holds the copy of a file (`file`: its path, whose extension must be letters and digits), by its
 * name and a hash of its bytes: `assets/files/shot.<hash>.png` (relative to the output folder). Markdown's links to
 * files next to it and site code's imports of files (bundle/file-imports.ts) lead there alike.
 */
export function localFilePath(file: string, contents: Uint8Array): string {
  const extension = path.extname(file)
  const name = path.basename(file, extension).replace(/[^\w-]+/g, '-') || 'file'
  return `${LOCAL_FILES_DIR}/${name}.${hexContentHash(contents)}${extension.toLowerCase()}`
}
