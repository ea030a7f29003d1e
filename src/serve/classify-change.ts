/**
 * What a changed file means for the next watch build:
 * - `code`: a module Node has imported (templates, theme and build code, React pages, the config and the files
 *   it imports; a site's CSS module, whose class names the server compile of the pages holds) — Node caches
 *   modules, so the build worker is replaced: a full rebuild, then a reload;
 * - `site-code`: the site's own code that React pages and `.mdx` content modules import (site components, swizzled
 *   theme components, CSS modules, images and `.svg`s, static ones too; not the pages themselves, nor the config's
 *   imports) — bundled into the compiled
 *   pages, so the warm worker compiles them again and imports only the modules whose code changed; bundle again, reload;
 * - `browser-asset`: a non-module file the client bundle is made from (theme CSS, a site's stylesheets) — bundle
 *   again, reload;
 * - `static`: a file copied as it is — reload;
 * - `content`: Markdown, front matter, `_category_.json`, authors… — the warm worker rebuilds what it affects.
 */
import { isInside } from '../is-inside.js'

export type ChangeKind = 'code' | 'site-code' | 'browser-asset' | 'static' | 'content'

export interface WatchLayout {
  /** the config file and the local files it imports */
  configFiles: ReadonlySet<string>
  /** folders of code: the generator's templates/ and src/ */
  codeDirs: readonly string[]
  /** the static folder */
  staticDir: string
  /** the site code the last good build compiled the pages from (BuildInputs.siteCodeFiles) */
  siteCodeFiles?: ReadonlySet<string>
}

const MODULE_FILE = /\.(?:[cm]?[jt]sx?)$/i

export function classifyChange(file: string, layout: WatchLayout): ChangeKind {
  if (layout.configFiles.has(file)) return 'code'
  // before `static`: a static image the site's code imports is in the compiled pages and the bundle (its URL)
  if (layout.siteCodeFiles?.has(file) && !layout.codeDirs.some((dir) => isInside(file, dir))) return 'site-code'
  if (isInside(file, layout.staticDir)) return 'static'
  if (MODULE_FILE.test(file) || /\.module\.css$/i.test(file)) return 'code'
  if (file.toLowerCase().endsWith('.css')) return 'browser-asset'
  if (layout.codeDirs.some((dir) => isInside(file, dir))) return 'code'
  return 'content'
}
