/**
 * `hotkeys-docs build` with the persistent build cache: the ordinary build() with the cache's entries in front of
 * its stages, in the site's cache folder (site-cache-dir.ts: `node_modules/.cache/hotkeys-docs`, under `build/`).
 * Safe to delete; never stale:
 *
 * - Everything lives in a folder of its own per site, generator version (its code and locked packages,
 *   generator-version.ts) and the site's locked packages (locked-packages.ts): entries another version or another
 *   lockfile made are never read, and its folder is removed once unused for a day.
 * - The build's key hashes the rest of what it is made from: the resolved config, the options, NODE_ENV, the git
 *   dates a `showLastUpdateTime` site shows, and every file of the site's folder (site-input-hash.ts). When it is
 *   the last good build's key and the output folder is as that build left it (output-manifest.ts), there is nothing
 *   to do: the build reports the last one's summary again.
 * - Else build() runs, and each stage entry is checked by its own inputs: the Markdown by source, options and link
 *   targets (markdown-entries.ts); the client bundle by its input and the files esbuild read for it (watch mode's
 *   store, serve/client-bundle-store.ts); the App's markup of each route by what it renders from (page-entries.ts); a
 *   page's whole document, kept in the output as the last build left it, by what it is made from (document-entries.ts); each route's search records by its
 *   data (search-records-entries.ts); the search index's file of each docs version by its records
 *   (search-index-entries.ts).
 *
 * A cache file that cannot be read is a warning and is made again; a cache that cannot be written is no error.
 */
import { createHash } from 'node:crypto'
import { readdirSync, rmSync, statSync, utimesSync } from 'node:fs'
import path from 'node:path'
import type { BuildOptions } from '../build.js'
import type { BuildCache } from '../build-cache.js'
import { loadConfig } from '../config/load-config.js'
import type { ResolvedConfig } from '../config/site-config.js'
import { readLastUpdateDates } from '../content/git-last-updated.js'
import type { BuildWarning } from '../errors.js'
import { GENERATOR_ROOT } from '../generator-root.js'
import { clientBundleStore } from '../serve/client-bundle-store.js'
import { siteCacheDir } from '../site-cache-dir.js'
import { removeStaleTempFolders } from '../temp-folders.js'
import { type BuildSummary, readBuildRecord, recordFile, writeBuildRecord } from './build-record.js'
import { generatorVersion } from './generator-version.js'
import { unreadableCacheFileWarning } from './json-cache-file.js'
import { sitePackagesHash } from './locked-packages.js'
import { markdownEntries } from './markdown-entries.js'
import { pageEntries } from './page-entries.js'
import { documentEntries } from './document-entries.js'
import { searchIndexEntries } from './search-index-entries.js'
import { frontMatterEntries } from './front-matter-entries.js'
import { contentModuleFile } from './content-module-file.js'
import { searchRecordsEntries } from './search-records-entries.js'
import { outputMatches, readOutputManifest } from './output-manifest.js'
import { siteInputHash } from './site-input-hash.js'

/** bumped when what the cache stores changes shape */
const CACHE_FORMAT = 2
/** a version folder of the site not used for this long is removed */
const UNUSED_VERSION_MS = 24 * 60 * 60 * 1000

export interface CachedBuildOptions extends Omit<BuildOptions, 'cache' | 'markdownCache' | 'dryRun' | 'inPlaceOutput'> {
  /** the cache folder (default: the site's, site-cache-dir.ts); the build cache is its `build/` */
  cacheDir?: string
  /** the generator's version (default: generator-version.ts; tests pass another) */
  generator?: string
}

export interface CachedBuildResult extends BuildSummary {
  durationMs: number
  /** nothing had changed: the output folder was kept as the last build left it */
  reusedOutput: boolean
  /** Markdown sources rendered, and taken from the cache (`treesRead`: of those, whose trees were read) */
  markdown: { rendered: number; reused: number; treesRead: number }
  /** routes rendered by React, and taken from the cache */
  routes: { rendered: number; reused: number }
  /** the local search index's files (one per docs version) made, and taken from the cache */
  searchIndex: { indexed: number; reused: number }
  /** routes whose search records were made, and taken from the cache (`read`: of those, whose records were read) */
  searchRecords: { extracted: number; reused: number; read: number }
  /** pages whose document (HTML and route data files) was made, and kept from the previous output */
  documents: { made: number; kept: number }
  /** docs whose front matter was parsed, and taken from the cache */
  frontMatter: { parsed: number; reused: number }
}

export async function cachedBuild(options: CachedBuildOptions): Promise<CachedBuildResult> {
  const started = performance.now()
  const configFile = path.resolve(options.configFile)
  const siteDir = path.dirname(configFile)
  const outDir = path.resolve(siteDir, options.outDir ?? 'build')
  const warnings: BuildWarning[] = []
  const [generator, config] = await Promise.all([
    options.generator ?? generatorVersion(),
    (options.stages?.loadConfig ?? loadConfig)(configFile, { searchBackend: options.searchBackend }),
  ])
  const siteFolder = siteBuildCacheFolder(options.cacheDir ?? siteCacheDir(siteDir), siteDir)
  const version = shortHash(`${CACHE_FORMAT}\0${generator}\0${sitePackagesHash(siteDir)}`)
  const folder = path.join(siteFolder, version)
  const recordFolder = path.join(folder, `output-${shortHash(outDir)}`)

  // what builds killed by SIGKILL or a crash left behind goes, also when there is nothing to build
  removeStaleTempFolders(siteDir, outDir)
  const previous = readBuildRecord(recordFolder)
  if ('unreadable' in previous) warnings.push(unreadableCacheFileWarning(recordFile(recordFolder), previous.unreadable))
  const last = 'value' in previous ? previous.value : undefined
  const keyOf = async (outsideFiles: readonly string[]) =>
    buildKey(config, options, outDir, (await siteInputHash(siteDir, outDir, outsideFiles)).hash)
  const key = await keyOf(last?.outsideFiles ?? [])
  if (last && last.key === key && (await outputMatches(outDir, last.output)))
    return {
      ...last.summary,
      warnings: [...warnings, ...last.summary.warnings],
      durationMs: performance.now() - started,
      reusedOutput: true,
      markdown: { rendered: 0, reused: 0, treesRead: 0 },
      routes: { rendered: 0, reused: 0 },
      searchIndex: { indexed: 0, reused: 0 },
      searchRecords: { extracted: 0, reused: 0, read: 0 },
      documents: { made: 0, kept: 0 },
      frontMatter: { parsed: 0, reused: 0 },
    }

  // the pipeline's modules (React, the markdown stage…) are loaded only for a build that has work to do
  const [{ build }, { createBuildCache }] = await Promise.all([import('../build.js'), import('../build-cache.js')])
  const buildCache = createBuildCache()
  const markdown = markdownEntries(path.join(folder, 'markdown'), warnings, buildCache.htmlDocument.contentDigests)
  const pages = pageEntries(path.join(folder, 'pages'), warnings)
  const documents = documentEntries(path.join(folder, 'documents.json'), outDir, last, warnings, pages.keep)
  const searchIndex = searchIndexEntries(path.join(folder, 'search-index'), warnings, documents.files)
  const frontMatter = frontMatterEntries(path.join(folder, 'front-matter.json'), warnings)
  const contentModules = contentModuleFile(path.join(folder, 'content-modules.json'), warnings)
  const searchRecords = searchRecordsEntries(
    path.join(folder, 'search-records.json'),
    path.join(folder, 'search-records'),
    warnings,
  )
  // the client bundle's entry: watch mode's store, checked by the bundle's input and every file esbuild read for it
  const bundleStore = clientBundleStore(folder, siteDir, { delayMs: 0 })
  const cache: BuildCache = {
    ...buildCache,
    clientBundle: { store: bundleStore },
    contentModules: contentModules.memo,
    searchRecords,
  }
  const result = await build({
    ...options,
    outDir,
    cache,
    markdownCache: markdown,
    appCache: pages,
    documents,
    searchIndexCache: searchIndex,
    frontMatter,
    stages: { ...options.stages, loadConfig: async () => config },
  })
  const summary: BuildSummary = {
    outDir,
    pages: result.pages,
    files: result.files,
    warnings: result.warnings,
    checkedLinks: result.links.checkedLinks,
  }
  try {
    await Promise.all([
      markdown.save(),
      pages.save(),
      documents.save(),
      searchIndex.save(),
      searchRecords.save(),
      contentModules.save(),
      frontMatter.save(),
    ])
    await bundleStore.flush()
    const outsideFiles = filesOutside(siteDir, config, cache)
    // the key holds if it covered every file read, and none changed while the build read them
    const sameInputs =
      outsideFiles.join('\0') === (last?.outsideFiles ?? []).join('\0') && (await keyOf(outsideFiles)) === key
    await writeBuildRecord(recordFolder, {
      key: sameInputs ? key : '',
      outsideFiles,
      output: await readOutputManifest(outDir, documents.keptFiles()),
      documents: documents.documents(),
      summary,
    })
    removeUnusedVersions(siteFolder, version)
  } catch {
    // a cache that cannot be written is no error: the next build does the work again
  }
  return {
    ...summary,
    warnings: [...warnings, ...summary.warnings],
    durationMs: performance.now() - started,
    reusedOutput: false,
    markdown: { rendered: markdown.rendered, reused: markdown.reused, treesRead: markdown.treesRead },
    routes: { rendered: pages.rendered, reused: pages.reused },
    searchIndex: { indexed: searchIndex.indexed, reused: searchIndex.reused },
    searchRecords: { extracted: searchRecords.extracted, reused: searchRecords.reused, read: searchRecords.read },
    documents: { made: documents.made, kept: documents.kept },
    frontMatter: { parsed: frontMatter.parsed, reused: frontMatter.reused },
  }
}

/** The build cache's folder for one site: a folder per generator version and site lockfile in it. */
export function siteBuildCacheFolder(cacheDir: string, siteDir: string): string {
  return path.join(cacheDir, 'build', shortHash(path.resolve(siteDir)))
}

/** Everything but the site's files that the output is made from. */
async function buildKey(
  config: ResolvedConfig,
  options: CachedBuildOptions,
  outDir: string,
  siteFiles: string,
): Promise<string> {
  const docsDirs = [config.docs.dir, ...Object.values(config.docs.versionOptions ?? {}).flatMap((v) => v.dir ?? [])]
  const gitDates = config.docs.showLastUpdateTime
    ? [...(await readLastUpdateDates(config.siteDir, ...new Set(docsDirs))).dates]
    : []
  return createHash('sha256')
    .update(
      JSON.stringify([
        CACHE_FORMAT,
        process.env.NODE_ENV ?? '',
        outDir,
        options.searchBackend ?? '',
        options.minify ?? true,
        options.buildId ?? '',
        gitDates,
        siteFiles,
      ]),
    )
    .update(JSON.stringify(config, (_key, value) => (typeof value === 'function' ? String(value) : value)))
    .digest('hex')
}

/** The files the build read from outside the site's folder, its packages and the generator (a workspace's other folders). */
function filesOutside(siteDir: string, config: ResolvedConfig, cache: BuildCache): string[] {
  const read = [
    ...(config.configDependencies ?? []),
    ...cache.componentPages.siteImports,
    ...(cache.clientBundle.bundle?.sourceFiles ?? []).map((file) => path.resolve(GENERATOR_ROOT, file)),
  ]
  const inside = (dir: string, file: string) => !path.relative(dir, file).startsWith('..')
  return [
    ...new Set(
      read
        .map((file) => path.resolve(file))
        .filter(
          (file) =>
            !inside(siteDir, file) && !inside(GENERATOR_ROOT, file) && !file.split(path.sep).includes('node_modules'),
        ),
    ),
  ].sort()
}

/**
 * The cache folders of this site made by other generator versions or packages and not used for a day: never read
 * by this version, and left alone meanwhile for another checkout building the same site (a bench comparing two).
 */
function removeUnusedVersions(siteFolder: string, version: string): void {
  const now = new Date()
  utimesSync(path.join(siteFolder, version), now, now)
  for (const name of readdirSync(siteFolder)) {
    const folder = path.join(siteFolder, name)
    if (name !== version && now.getTime() - statSync(folder).mtimeMs > UNUSED_VERSION_MS)
      rmSync(folder, { recursive: true, force: true })
  }
}

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16)
}
