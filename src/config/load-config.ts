/**
 * Loads `site.config.ts`: bundle it with esbuild (local imports inlined, packages left external), write the
 * result to a temporary `.mjs`, import that, delete it. Then validate and resolve.
 *
 * The temporary file goes into a fresh temp folder (temp-folders.ts: in the site's node_modules/.cache, else a
 * hidden git-ignored folder in the site dir), so that the bundle's bare imports resolve from the site's
 * node_modules exactly as the config's would. Each load gets a new file name (plus a `?t=` query), so watch mode
 * re-imports a changed config instead of getting Node's cached module. `import.meta.url` / `dirname` / `filename` are replaced by
 * each source file's own values, so a config that reads files next to itself still works from the bundle.
 */
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { SourceMapPayload } from 'node:module'
import { build, type Message, type Plugin } from 'esbuild'
import { BuildError, BuildErrorList } from '../errors.js'
import { makeTempFolder, removeTempFolder, siteTempRoots } from '../temp-folders.js'
import { docusaurusProvidedPackages } from '../bundle/docusaurus-provided-packages.js'
import { thrownErrorLocation, type BundleOfConfig } from './thrown-error-location.js'
import { resolveConfig, type ConfigOverrides } from './resolve-config.js'
import { isDocusaurusConfigFile } from './site-config-file.js'
import type { ResolvedConfig, SiteConfig } from './site-config.js'

export type { ConfigOverrides }

/**
 * Loads, validates and resolves the config: `site.config.*`, or a Docusaurus site's `docusaurus.config.*` (mapped
 * onto ours by src/config/docusaurus/). Throws a BuildError or a BuildErrorList (every problem at once).
 */
export async function loadConfig(configPath: string, overrides: ConfigOverrides = {}): Promise<ResolvedConfig> {
  if (isDocusaurusConfigFile(configPath)) {
    const { loadDocusaurusConfig } = await import('./docusaurus/load-docusaurus-config.js')
    return loadDocusaurusConfig(configPath, overrides)
  }
  const loaded = await importConfigFile(configPath)
  // checked by resolveConfig, which reports every problem with its line
  return resolveConfig(
    loaded.value as SiteConfig,
    { configFile: loaded.file, configText: loaded.text, configDependencies: loaded.dependencies },
    overrides,
  )
}

export interface ImportedConfig {
  /** absolute path of the config file */
  file: string
  /** the file as error messages show it: relative to its folder (the site dir) */
  displayFile: string
  /** the source text */
  text: string
  /** the default export (awaited; a function is called and its result awaited) — not validated yet */
  value: unknown
  /** absolute paths of the local files bundled in, the config first */
  dependencies: string[]
}

/** Bundles and evaluates the config module; returns its default export, unvalidated. */
export async function importConfigFile(configPath: string): Promise<ImportedConfig> {
  const file = path.resolve(configPath)
  const siteDir = path.dirname(file)
  const displayFile = path.basename(file)

  const info = await stat(file).catch(() => undefined)
  if (!info?.isFile()) {
    throw new BuildError('config-not-found', `Config file not found: ${configPath}`, {
      file: configPath,
      hint: info
        ? `${configPath} is a folder; pass the config file itself.`
        : 'Create site.config.ts in the site folder (or run in a Docusaurus site, which has docusaurus.config.js), or pass --config <path>.',
    })
  }
  const text = await readFile(file, 'utf8')

  let code: string
  let map: SourceMapPayload
  let dependencies: string[]
  try {
    const result = await build({
      entryPoints: [file],
      absWorkingDir: siteDir,
      bundle: true,
      write: false,
      // not written: names the output so that the source map's sources are relative to the site dir
      outfile: path.join(siteDir, `${displayFile}.bundle.mjs`),
      // to map an error the config throws back to its line (thrown-error-location.ts)
      sourcemap: 'external',
      sourcesContent: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      metafile: true,
      logLevel: 'silent',
      // `__dirname` / `__filename` (CommonJS configs, Docusaurus') are each file's own, like import.meta's
      define: {
        __dirname: '__hotkeys_docs_import_meta_dirname',
        __filename: '__hotkeys_docs_import_meta_filename',
        'import.meta.url': '__hotkeys_docs_import_meta_url',
        'import.meta.dirname': '__hotkeys_docs_import_meta_dirname',
        'import.meta.filename': '__hotkeys_docs_import_meta_filename',
      },
      // prism-react-renderer (a Docusaurus config's code colours): the generator's loaded copy when it is the same
      plugins: [injectImportMeta, docusaurusProvidedPackages({ external: true })],
    })
    code = withRequire(result.outputFiles.find((output) => output.path.endsWith('.mjs'))!.text, file)
    map = JSON.parse(result.outputFiles.find((output) => output.path.endsWith('.map'))!.text) as SourceMapPayload
    dependencies = Object.keys(result.metafile.inputs).map((input) => path.resolve(siteDir, input))
    dependencies.sort((a, b) => Number(b === file) - Number(a === file))
  } catch (error) {
    throw esbuildFailure(error, siteDir, displayFile)
  }

  // a read-only site falls back to the OS temp dir (bare imports of the config then resolve from there)
  const tempDir = await makeTempFolder(siteTempRoots(siteDir), 'config').catch(() =>
    mkdtemp(path.join(os.tmpdir(), 'hotkeys-docs-config-')),
  )
  // the folder is new for each load, so the module's URL is too (Node's module cache never answers an old config)
  const tempFile = path.join(tempDir, `${displayFile}.mjs`)
  const bundle: BundleOfConfig = {
    file: tempFile,
    map,
    sourceRoot: siteDir,
    lineOnePrefix: (source) => importMetaHeader(source).length,
  }
  const threw = (what: string, error: unknown) =>
    new BuildError('config-load', `${what}: ${messageOf(error)}`, {
      ...(thrownErrorLocation(error, bundle, siteDir) ?? { file: displayFile }),
      hint: 'Fix the error in the config (run it with node --import tsx to see the full stack).',
      cause: error,
    })
  let namespace: Record<string, unknown>
  try {
    await writeFile(tempFile, code)
    namespace = (await import(`${pathToFileURL(tempFile).href}?t=${Date.now()}`)) as Record<string, unknown>
  } catch (error) {
    throw threw(`${displayFile} threw while it was loaded`, error)
  } finally {
    removeTempFolder(tempDir)
  }

  if (!('default' in namespace) || namespace.default === undefined) {
    throw new BuildError('config-no-default-export', `${displayFile} has no default export`, {
      file: displayFile,
      hint: 'End the config with `export default defineConfig({ ... })` (or `module.exports = { ... }`).',
    })
  }
  let value: unknown = namespace.default
  try {
    if (typeof value === 'function') value = await (value as () => unknown)()
    else value = await value
  } catch (error) {
    throw threw(`${displayFile}: the default export threw`, error)
  }
  return { file, displayFile, text, value, dependencies }
}

/** Gives every bundled source file its own `import.meta.url`, `dirname` and `filename`. */
const injectImportMeta: Plugin = {
  name: 'hotkeys-docs-import-meta',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      const contents = await readFile(args.path, 'utf8')
      // on the same line as the first line of the file, so esbuild's line numbers stay those of the source
      const ext = path.extname(args.path).replace(/^\.[cm]?/, '.')
      const loader = ext === '.ts' || ext === '.tsx' || ext === '.jsx' ? (ext.slice(1) as 'ts' | 'tsx' | 'jsx') : 'js'
      return { contents: importMetaHeader(args.path) + contents, loader }
    })
  },
}

function esbuildFailure(error: unknown, siteDir: string, displayFile: string): BuildError | BuildErrorList {
  const messages: Message[] = (error as { errors?: Message[] }).errors ?? []
  if (messages.length === 0) {
    return new BuildError('config-syntax', `${displayFile} could not be compiled: ${messageOf(error)}`, {
      file: displayFile,
      cause: error,
    })
  }
  const errors = messages.map((message) => {
    const location = message.location
    const file = location ? path.relative(siteDir, path.resolve(siteDir, location.file)) : displayFile
    const unresolved = /^Could not resolve/.test(message.text)
    // esbuild's line is 1-based, its column 0-based; the injected header sits on line 1 before the source
    const header = location && location.line === 1 ? importMetaHeader(path.resolve(siteDir, location.file)) : ''
    const headerShift = header && location!.lineText.startsWith(header) ? header.length : 0
    return new BuildError(
      unresolved ? 'config-import' : 'config-syntax',
      unresolved ? `${message.text} (imported by ${file})` : message.text,
      {
        file,
        line: location?.line,
        column: location ? location.column - headerShift + 1 : undefined,
        hint: unresolved
          ? 'Check the import path; local imports are bundled, packages must be installed.'
          : message.notes[0]?.text,
        cause: error,
      },
    )
  })
  return errors.length === 1 ? errors[0] : new BuildErrorList(`${displayFile} could not be compiled`, errors)
}

/**
 * A CommonJS config's `require('prism-react-renderer')` or `require.resolve('./sidebars.js')` (packages stay
 * external) is left by esbuild to its `__require` shim, which needs a `require` in scope: one resolving from the
 * config's folder is declared before the bundle, on its first line (the source map's lines stay exact). Only then: a
 * config that declares its own `require` gets no shim.
 *
 * Its `resolve` reads a relative `.js` path as TypeScript's convention has it, as Docusaurus' loader (jiti) does: when
 * `./sidebars.js` does not exist, `./sidebars.ts` (`.mjs` → `.mts`, `.cjs` → `.cts`, `.jsx` → `.tsx`). A TypeScript
 * config written for Docusaurus 2 often keeps `sidebarPath: require.resolve('./sidebars.js')` beside a sidebars.ts.
 */
function withRequire(code: string, configFile: string): string {
  if (!/\b__require\b/.test(code)) return code
  return `import { createRequire as __hotkeys_docs_create_require } from 'node:module';const require = ${TS_RESOLVING_REQUIRE}(__hotkeys_docs_create_require(${JSON.stringify(configFile)}));${code}`
}

/** `require` → the same `require`, its `resolve` trying the TypeScript file of a missing relative `.js` path (one line) */
const TS_RESOLVING_REQUIRE = `((r) => { const resolve = r.resolve; r.resolve = Object.assign((id, options) => { try { return resolve(id, options) } catch (error) { if (!/^\\.\\.?\\/.*\\.[cm]?jsx?$/.test(id)) throw error; try { return resolve(id.replace(/\\.([cm]?)js(x?)$/, '.$1ts$2'), options) } catch { throw error } } }, { paths: resolve.paths }); return r })`

function importMetaHeader(file: string): string {
  return (
    `const __hotkeys_docs_import_meta_url = ${JSON.stringify(pathToFileURL(file).href)};` +
    `const __hotkeys_docs_import_meta_dirname = ${JSON.stringify(path.dirname(file))};` +
    `const __hotkeys_docs_import_meta_filename = ${JSON.stringify(file)};`
  )
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
