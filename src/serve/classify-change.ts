/**
 * What a changed file means for the next watch build:
 * - `code`: a module Node has imported (templates, theme and build code, React pages, the config and the files
 *   it imports; a site's CSS module, whose class names the server compile of the pages holds) — Node caches
 *   modules, so the build worker is replaced: a full rebuild, then a reload;
 * - `browser-asset`: a non-module file the client bundle is made from (theme CSS, a site's stylesheets) — bundle
 *   again, reload;
 * - `static`: a file copied as it is — reload;
 * - `content`: Markdown, front matter, `_category_.json`, authors… — the warm worker rebuilds what it affects.
 */
import path from 'node:path'

export type ChangeKind = 'code' | 'browser-asset' | 'static' | 'content'

export interface WatchLayout {
  /** the config file and the local files it imports */
  configFiles: ReadonlySet<string>
  /** folders of code: the generator's templates/ and src/ */
  codeDirs: readonly string[]
  /** the static folder */
  staticDir: string
}

const MODULE_FILE = /\.(?:[cm]?[jt]sx?)$/i

export function classifyChange(file: string, layout: WatchLayout): ChangeKind {
  if (layout.configFiles.has(file)) return 'code'
  if (isInside(file, layout.staticDir)) return 'static'
  if (MODULE_FILE.test(file) || /\.module\.css$/i.test(file)) return 'code'
  if (file.toLowerCase().endsWith('.css')) return 'browser-asset'
  if (layout.codeDirs.some((dir) => isInside(file, dir))) return 'code'
  return 'content'
}

export function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}
