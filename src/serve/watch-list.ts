/**
 * What `serve --watch` watches before the first build has told it more (the config's imports, the content and
 * static folders the config names: see BuildSummary.inputs): the config file, content/ and static/ beside it,
 * and the code folders — by default the generator's own templates/ and src/, whose changes need a fresh build
 * worker (classify-change.ts).
 */
import path from 'node:path'
import { isDocusaurusConfigFile } from '../config/site-config-file.js'
import { GENERATOR_ROOT } from '../generator-root.js'
import type { BuildInputs } from './build-worker-protocol.js'
import { isInside } from '../is-inside.js'
import type { WatchTargets } from './site-watcher.js'

/** The generator's own code: the React theme and everything under src/ (client, build stages, config helpers). */
export const GENERATOR_CODE_DIRS: readonly string[] = [
  path.join(GENERATOR_ROOT, 'templates'),
  path.join(GENERATOR_ROOT, 'src'),
]

const DOCUSAURUS_CONTENT_DIRS = ['docs', 'versioned_docs', 'versioned_sidebars', 'blog', 'src/pages']
const DOCUSAURUS_CONFIG_FILES = [
  'versions.json',
  'sidebars.js',
  'sidebars.ts',
  'sidebars.mjs',
  'sidebars.cjs',
  'sidebars.json',
]

export interface WatchList {
  inputs: BuildInputs
  codeDirs: string[]
}

/**
 * What to watch before a first build has said it (a first build that fails): the layout's usual folders, a
 * Docusaurus site's (its docs, versions, blog and pages; versions.json and the sidebars files as config files).
 */
export function initialWatchList(configFile: string, codeDirs: readonly string[] = GENERATOR_CODE_DIRS): WatchList {
  const siteDir = path.dirname(configFile)
  const docusaurus = isDocusaurusConfigFile(configFile)
  const inSite = (names: readonly string[]) => names.map((name) => path.join(siteDir, name))
  return {
    inputs: {
      configFiles: [configFile, ...(docusaurus ? inSite(DOCUSAURUS_CONFIG_FILES) : [])],
      contentDirs: inSite(docusaurus ? DOCUSAURUS_CONTENT_DIRS : ['content']),
      staticDir: path.join(siteDir, 'static'),
    },
    codeDirs: codeDirs.map((dir) => path.resolve(dir)),
  }
}

/**
 * What to hand to the watcher: the content, static and code folders, and the config files and site code outside
 * them (each watched through its own folder, see site-watcher.ts).
 */
export function watchTargets(list: WatchList): WatchTargets {
  const folders = [...list.inputs.contentDirs, list.inputs.staticDir, ...list.codeDirs]
  const files = [...list.inputs.configFiles, ...(list.inputs.siteCodeFiles ?? [])]
  return { folders, files: files.filter((file) => !folders.some((folder) => isInside(file, folder))) }
}
