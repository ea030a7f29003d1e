/**
 * One hash of every file a build of the site can read: all files under the site's folder (content, static files,
 * config, sidebars, site code…) but its packages (node_modules: the lockfile stands for them), git's folder, the
 * output folder, the generator's compiled copies and the build's temporary folders, plus the files outside the site's folder that the last build
 * read (a config or a component imported from a workspace's other folder). Deliberately wider than what a build
 * reads, so that it can never miss an input: a change to any other file of the folder only costs the shortcut
 * (cached-build.ts), not the entries of the stages.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import fg from 'fast-glob'
import { GENERATOR_ROOT } from '../generator-root.js'
import { HIDDEN_TEMP_ROOT } from '../temp-folders.js'

export interface SiteInputHash {
  hash: string
  /** files hashed */
  files: number
}

export async function siteInputHash(
  siteDir: string,
  outDir: string,
  outsideFiles: readonly string[],
  /** the generator's compiled copies (dist/): the generator's version in the key stands for them */
  generatorDist = path.join(GENERATOR_ROOT, 'dist'),
): Promise<SiteInputHash> {
  const ignore = ['**/node_modules/**', '**/.git/**', `**/${HIDDEN_TEMP_ROOT}/**`]
  // the output, and the generator's dist/ when the site is in the generator's folder (this repository's own site)
  for (const folder of [outDir, generatorDist]) {
    const relative = path.relative(siteDir, folder)
    if (relative && !relative.startsWith('..') && !path.isAbsolute(relative))
      ignore.push(`${fg.escapePath(relative.split(path.sep).join('/'))}/**`)
  }
  const inside = await fg('**/*', { cwd: siteDir, dot: true, ignore, followSymbolicLinks: false })
  const files = [...inside.map((file) => path.join(siteDir, file)), ...outsideFiles].sort()
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(file).update('\0')
    try {
      hash.update(readFileSync(file))
    } catch {
      hash.update('(missing)')
    }
    hash.update('\0')
  }
  return { hash: hash.digest('hex'), files: files.length }
}
