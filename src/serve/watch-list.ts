/**
 * What `serve --watch` watches before the first build has told it more (the config's imports, the content and
 * static folders the config names: see BuildSummary.inputs): the config file, content/ and static/ beside it,
 * and the code folders — by default the generator's own templates/ and src/, whose changes need a fresh build
 * worker (classify-change.ts).
 */
import path from 'node:path'
import { GENERATOR_ROOT } from '../generator-root.js'
import type { BuildInputs } from './build-worker-protocol.js'
import { isInside } from './classify-change.js'
import type { WatchTargets } from './site-watcher.js'

/** The generator's own code: the React theme and everything under src/ (client, build stages, config helpers). */
export const GENERATOR_CODE_DIRS: readonly string[] = [
  path.join(GENERATOR_ROOT, 'templates'),
  path.join(GENERATOR_ROOT, 'src'),
]

export interface WatchList {
  inputs: BuildInputs
  codeDirs: string[]
}

export function initialWatchList(configFile: string, codeDirs: readonly string[] = GENERATOR_CODE_DIRS): WatchList {
  const siteDir = path.dirname(configFile)
  return {
    inputs: {
      configFiles: [configFile],
      contentDirs: [path.join(siteDir, 'content')],
      staticDir: path.join(siteDir, 'static'),
    },
    codeDirs: codeDirs.map((dir) => path.resolve(dir)),
  }
}

/**
 * What to hand to the watcher: the content, static and code folders, and the config files outside them (each
 * watched through its own folder, see site-watcher.ts).
 */
export function watchTargets(list: WatchList): WatchTargets {
  const folders = [...list.inputs.contentDirs, list.inputs.staticDir, ...list.codeDirs]
  return { folders, files: list.inputs.configFiles.filter((file) => !folders.some((folder) => isInside(file, folder))) }
}
