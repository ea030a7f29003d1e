import path from 'node:path'
import { existsSync } from 'node:fs'
import fg from 'fast-glob'
import type { ResolvedConfig } from '../config/site-config.js'
import { contentModuleKey } from '../markdown/mdx-support.js'
import type { ComponentPageFile } from './load-pages.js'
import { planDocsVersions, readDocSources } from './load-docs.js'
import { mdxFileNeedsModule } from './mdx-file-needs-module.js'
import type { MdxParse } from '../markdown/render-markdown.js'
import type { ContentModuleMemo } from './content-module-memo.js'
import { sitesOwnAdmonition } from '../bundle/site-theme-component.js'
import { markupOptions } from './config-markdown-options.js'

/**
 * The `.mdx` docs and blog posts whose content needs a component module (site components, expressions, exports),
 * the `.md` ones read as MDX that do (markdown-format.ts), and on a site with its own src/theme/Admonition, the
 * `.md` and `.mdx` ones with an admonition:
 * known from the files alone (front matter, MDX parse and lowering, no highlighting), so that they are compiled
 * and bundled with the React pages while the content loads. A file that cannot be read or parsed is left to the
 * content stage, which reports it.
 */
export async function listContentModules(
  config: ResolvedConfig,
  /** keeps the parses of the files that need no module, by source file, for the content stage (mdx-parse-store.ts) */
  keep?: (sourceFile: string, parse: MdxParse) => void,
  /** what earlier builds found for each file (by its source): an unchanged file is not parsed again */
  memo?: ContentModuleMemo,
): Promise<ComponentPageFile[]> {
  const docFiles = (await planDocsVersions(config)).flatMap((plan) =>
    plan.files.map((file) => path.join(plan.folder, file)),
  )
  const site = { ...markupOptions(config), admonitionComponent: sitesOwnAdmonition(config.siteDir) }
  const blogFolder = config.blog ? path.join(config.siteDir, config.blog.dir) : undefined
  const blogFiles =
    blogFolder && existsSync(blogFolder)
      ? fg
          .sync(site.admonitionComponent || site.mdFormat ? '**/*.{md,mdx}' : '**/*.mdx', { cwd: blogFolder })
          .map((file) => path.join(blogFolder, file))
      : []
  return [...docFiles, ...blogFiles].sort().flatMap((file) => {
    const sourceFile = path.relative(config.siteDir, file)
    const keepParse = keep && ((parse: MdxParse) => keep(sourceFile, parse))
    return mdxFileNeedsModule(file, sourceFile, keepParse, memo, site)
      ? [{ key: contentModuleKey(sourceFile), file, content: true as const }]
      : []
  })
}

/**
 * Every doc's source file → its route (production: drafts left out), as the content stage makes it: what relative
 * `.md` links in content modules resolve through, when their module is compiled for the bundle and the server.
 * Front matter only; a doc whose front matter is wrong is missing here, and reported by the content stage.
 */
export async function docRoutesOfSources(config: ResolvedConfig): Promise<Record<string, string>> {
  const routes: Record<string, string> = {}
  for (const plan of await planDocsVersions(config))
    for (const source of (await readDocSources(config, plan, true)).sources)
      routes[source.sourceFile] = source.permalink
  return routes
}
