import type { SourceReading } from '../markdown/markdown-format.js'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { BuildError } from '../errors.js'
import { GENERATOR_ROOT as ROOT } from '../generator-root.js'
import { BUNDLE_NAMES, HASHED_ASSETS_DIR } from '../shared/asset-names.js'
import { shellInEveryPart, withShellImport } from './shell-in-every-part.js'
import { sideEntriesWithoutSideEffects } from './side-entries.js'
import { ownFilesOneWay } from './own-files-one-way.js'
import { type MdxModulePluginOptions, mdxModulePlugin } from './mdx-module-plugin.js'
import { withBaseUrl } from '../shared/paths.js'
import { DOCUSAURUS_SITE_CSS, INFIMA_CSS } from './docusaurus-modules.js'
import { cssUrlFiles } from './css-url-files.js'
import { siteCodePlugins } from './site-code-plugins.js'
import { metafileInputFile } from './metafile-input-file.js'

export const CLIENT_ENTRY = path.join(ROOT, 'src/client/entry.tsx')
/** what the entry runs, imported by every on-demand part too (shell-in-every-part.ts) */
const CLIENT_SHELL = path.join(ROOT, 'src/client/shell.ts')
export const THEME_CSS = path.join(ROOT, 'templates/css/theme.css')
/** the entries through which the theme and the runtime reach each other (ARCHITECTURE.md) */
const SIDE_ENTRIES = [path.join(ROOT, 'templates/index.ts'), path.join(ROOT, 'src/client/index.ts')]

/** Serves generated modules (`hd:pages`, `hd:theme.css`) to esbuild from memory: CSS by its `.css` name, else JavaScript. */
function virtualModules(modules: Record<string, string>): esbuild.Plugin {
  return {
    name: 'hd-virtual-modules',
    setup(build) {
      build.onResolve({ filter: /^hd:/ }, (args) =>
        args.path in modules ? { path: args.path, namespace: 'hd' } : undefined,
      )
      build.onLoad({ filter: /.*/, namespace: 'hd' }, (args) => ({
        contents: modules[args.path],
        loader: args.path.endsWith('.css') ? 'css' : 'js',
        resolveDir: ROOT,
      }))
    },
  }
}

/**
 * The stylesheet every page loads: the theme's, the Infima layer (a Docusaurus site, or a site with customCss), the
 * theme's markup in a Docusaurus site's look (DOCUSAURUS_SITE_CSS), the site's own (customCss), the configured code
 * colours.
 */
export function themeStylesheet(themeCss: string, customCss: string[], docusaurusSite = false): string {
  const imports = [
    THEME_CSS,
    ...(infimaInTheme(customCss, docusaurusSite) ? [INFIMA_CSS] : []),
    ...(docusaurusSite ? [DOCUSAURUS_SITE_CSS] : []),
    ...customCss,
  ]
  return `${imports.map((file) => `@import ${JSON.stringify(file)};\n`).join('')}${themeCss}`
}

/** Whether the theme's stylesheet has the Infima layer: for a Docusaurus site and for any site with customCss. */
function infimaInTheme(customCss: string[], docusaurusSite: boolean): boolean {
  return docusaurusSite || customCss.length > 0
}

export interface ClientBundle {
  /** output files, path relative to the output folder → contents */
  files: Map<string, Uint8Array>
  /** URL of the entry module */
  entry: string
  /** URLs of the CSS every page loads */
  css: string[]
  /** URL of each component page's chunk, by page key */
  pageChunks: Record<string, string>
  /** URL of each extra entry's module, by entry name */
  entryChunks: Record<string, string>
  /**
   * URL of each chunk esbuild made for a dynamic `import()` of a source file, by that file (path relative to the
   * generator root, `/`-separated: `src/client/live/live-editor.tsx`)
   */
  dynamicChunks: Record<string, string>
  /** URL of each JS output → URLs of the chunks it imports statically (for modulepreload) */
  staticImports: Record<string, string[]>
  /** the files esbuild read (relative to the generator root, `/`-separated), for a cache that outlives the process */
  sourceFiles: string[]
}

/**
 * Watch mode keeps the last bundle here (workers/client-bundle-off-thread.ts): it is reused while the bundle's
 * inputs (page modules, minify, config) are the same, and the watcher empties it (`cache.bundle = undefined`)
 * when a file the browser code is built from changed.
 */
export interface ClientBundleCache {
  key?: string
  bundle?: ClientBundle
  /** how many bundles esbuild made through this cache (a bundle taken from the store is not one) */
  made?: number
  /** where a bundle is kept between sessions, checked before esbuild runs (watch mode: serve/client-bundle-store.ts) */
  store?: {
    load(key: string): Promise<ClientBundle | undefined>
    save(key: string, bundle: ClientBundle): void
    /** whether a bundle is stored at all (else a load finds nothing, whatever the key) */
    holdsAny?(): boolean
  }
}

/**
 * Bundles the browser code with esbuild: one shell entry, code-split chunks for pages and heavy parts,
 * content-hashed names under /assets/.
 */
export async function bundleClient(options: {
  componentPages: Record<string, string>
  /** the files among componentPages' that are the MDX content of docs and blog posts (no title, no page frame) */
  contentModuleFiles?: string[]
  /** doc source file → route: what relative `.md` links in `.mdx` modules resolve through (docRoutesOfSources) */
  markdownRoutes?: Record<string, string>
  /** Prism languages the code blocks of `.mdx` modules are highlighted in beyond the built-in ones */
  prismLanguages?: string[]
  /** an `.mdx` file's parse the build already has (MdxModulePluginOptions.parseOf) */
  mdxParseOf?: MdxModulePluginOptions['parseOf']
  minify: boolean
  /** generated modules, `hd:…` specifier → JavaScript source (e.g. compiled live blocks, src/live) */
  extraModules?: Record<string, string>
  /** more entry points of the same pass (sharing its chunks), entry name → `hd:…` specifier of an extra module */
  extraEntries?: Record<string, string>
  /** CSS appended to the theme stylesheet (the code colours of the configured Prism themes, prism-theme-css.ts) */
  themeCss?: string
  /**
   * the site's base URL (default `/`): the URLs the pages load (entry, CSS, chunks) are under it. No esbuild
   * publicPath: chunks import each other and CSS references files by relative URLs, which hold under any base.
   */
  baseUrl?: string
  /**
   * the site folder: its code's Docusaurus module names (`@theme/…`, `@docusaurus/…`, `@site/…`) and CSS modules
   * are resolved against it (docusaurus-modules.ts, css-modules.ts)
   */
  siteDir?: string
  /**
   * the site's own stylesheets (absolute paths: Docusaurus' `theme.customCss`), loaded after the theme's with the
   * Infima layer before them, so that the `--ifm-*` variables they set recolour the theme
   */
  customCss?: string[]
  /** the site's static folder (absolute): where its stylesheets' root paths (`url(/img/x.svg)`) lead (css-url-files.ts) */
  staticDir?: string
  /**
   * a Docusaurus site (docusaurus.config.*): the Infima layer is in the theme's stylesheet, and MDX admonitions and
   * live blocks take Docusaurus' markup (MarkdownOptions.markup)
   */
  docusaurusSite?: boolean
  /** how the site reads its sources (`.md` as MDX, HTML comments in MDX) */
  reading?: SourceReading
}): Promise<ClientBundle> {
  const baseUrl = options.baseUrl ?? '/'
  const pagesModule = `export const pages = {${Object.entries(options.componentPages)
    .map(([key, file]) => `${JSON.stringify(key)}: () => import(${JSON.stringify(file)})`)
    .join(',')}}`
  const extraModules = options.extraModules ?? {}
  const extraEntries = options.extraEntries ?? {}
  const themeModule = themeStylesheet(options.themeCss ?? '', options.customCss ?? [], options.docusaurusSite)
  const isExtraEntry = new Set(Object.values(extraEntries))
  // the files the site's code imports (file-imports.ts), by their path in the output
  const importedFiles = new Map<string, Uint8Array>()
  // the files the site's stylesheets name in url()s (css-url-files.ts): no input of the bundle, sources all the same
  const cssUrlSources = new Set<string>()
  let result: esbuild.BuildResult<{ metafile: true; write: false }>
  try {
    result = await esbuild.build({
      entryPoints: { app: CLIENT_ENTRY, theme: 'hd:theme.css', ...extraEntries },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
      minify: options.minify,
      sourcemap: false,
      metafile: true,
      write: false,
      outdir: HASHED_ASSETS_DIR,
      ...BUNDLE_NAMES,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      legalComments: 'none',
      logLevel: 'silent',
      absWorkingDir: ROOT,
      // the site's packages for its files outside the site folder too (a docs folder beside it), as Docusaurus finds them
      ...(options.siteDir && { nodePaths: [path.join(options.siteDir, 'node_modules')] }),
      plugins: [
        virtualModules({
          ...Object.fromEntries(
            Object.entries(extraModules).map(([specifier, source]) => [
              specifier,
              isExtraEntry.has(specifier) ? withShellImport(CLIENT_SHELL, source) : source,
            ]),
          ),
          'hd:pages': pagesModule,
          'hd:theme.css': themeModule,
        }),
        mdxModulePlugin({
          siteDir: options.siteDir ?? ROOT,
          provider: { path: SIDE_ENTRIES[0] },
          contentFiles: new Set(options.contentModuleFiles?.map((file) => path.resolve(file))),
          markdownRoutes: options.markdownRoutes,
          prismLanguages: options.prismLanguages,
          ...(options.docusaurusSite && { markup: 'docusaurus' as const }),
          ...(options.reading && { reading: options.reading }),
          parseOf: options.mdxParseOf,
        }),
        // before the site's plugins: it loads the on-demand parts (a site's `.js` page too: site-jsx-in-js.ts would
        // load it without the shell import)
        shellInEveryPart(CLIENT_SHELL),
        ...(options.siteDir
          ? [
              cssUrlFiles({
                siteDir: options.siteDir,
                staticDir: options.staticDir ?? path.join(options.siteDir, 'static'),
                baseUrl,
                customCss: options.customCss ?? [],
                emit: (file, contents) => importedFiles.set(file, contents),
                read: (file) => cssUrlSources.add(file),
              }),
            ]
          : []),
        ...(options.siteDir
          ? siteCodePlugins({
              siteDir: options.siteDir,
              target: 'browser',
              infimaInTheme: infimaInTheme(options.customCss ?? [], options.docusaurusSite ?? false),
              baseUrl,
              emitFile: (file, contents) => importedFiles.set(file, contents),
            })
          : []),
        sideEntriesWithoutSideEffects(SIDE_ENTRIES),
        // last: what no plugin before resolved (own-files-one-way.ts)
        ownFilesOneWay(),
      ],
    })
  } catch (error) {
    const failure = error as esbuild.BuildFailure
    const first = failure.errors?.[0]
    throw new BuildError('client-bundle', `Bundling the browser code failed: ${first?.text ?? failure.message}`, {
      file: first?.location ? path.relative(process.cwd(), path.resolve(ROOT, first.location.file)) : undefined,
      line: first?.location?.line,
      column: first?.location ? first.location.column + 1 : undefined,
      hint:
        [
          first?.notes?.[0]?.text,
          failure.errors && failure.errors.length > 1
            ? `${failure.errors.length - 1} more error(s) follow the first.`
            : undefined,
        ]
          .filter(Boolean)
          .join(' ') || undefined,
    })
  }
  const files = new Map<string, Uint8Array>()
  for (const file of result.outputFiles)
    files.set(path.relative(ROOT, file.path).split(path.sep).join('/'), file.contents)
  for (const [file, contents] of importedFiles) files.set(file, contents)
  let entry = ''
  const css: string[] = []
  const pageChunks: Record<string, string> = {}
  const entryChunks: Record<string, string> = {}
  const dynamicChunks: Record<string, string> = {}
  const staticImports: Record<string, string[]> = {}
  const extraEntryNames = new Map(Object.entries(extraEntries).map(([name, specifier]) => [`hd:${specifier}`, name]))
  for (const [out, meta] of Object.entries(result.metafile.outputs)) {
    const url = withBaseUrl(baseUrl, '/' + out)
    if (meta.entryPoint && path.resolve(ROOT, meta.entryPoint) === CLIENT_ENTRY) entry = url
    // the stylesheets every page loads: the theme's (an entry of its own) and the app entry's (CSS the site's code
    // imports; the other entries' CSS bundles repeat parts of it)
    if (out.endsWith('.css') && meta.entryPoint === 'hd:hd:theme.css') css.unshift(url)
    if (meta.cssBundle && meta.entryPoint && path.resolve(ROOT, meta.entryPoint) === CLIENT_ENTRY)
      css.push(withBaseUrl(baseUrl, '/' + meta.cssBundle))
    if (out.endsWith('.js'))
      staticImports[url] = meta.imports
        .filter((i) => i.kind === 'import-statement' && !i.external)
        .map((i) => withBaseUrl(baseUrl, '/' + i.path))
    const extraEntry = meta.entryPoint ? extraEntryNames.get(meta.entryPoint) : undefined
    if (extraEntry) entryChunks[extraEntry] = url
    if (meta.entryPoint) {
      const abs = path.resolve(ROOT, meta.entryPoint)
      for (const [key, file] of Object.entries(options.componentPages))
        if (path.resolve(file) === abs) pageChunks[key] = url
      if (out.endsWith('.js') && !extraEntry && abs !== CLIENT_ENTRY && !meta.entryPoint.startsWith('hd:')) {
        dynamicChunks[path.relative(ROOT, abs).split(path.sep).join('/')] = url
      }
    }
  }
  css.push(...extraEntryStylesheets(result.metafile, extraEntryNames, baseUrl))
  // the files read (generated modules, `hd:…`, come from the bundle's input)
  const sourceFiles = [
    ...Object.keys(result.metafile.inputs).flatMap((input) => metafileInputFile(input) ?? []),
    ...cssUrlSources,
  ]
  return {
    files,
    entry,
    css,
    pageChunks,
    entryChunks,
    dynamicChunks,
    staticImports,
    sourceFiles,
  }
}

/**
 * The stylesheets of extra entries that hold CSS of their own (a Docusaurus site's live scope importing a component
 * with a CSS module): every page loads them, as Docusaurus loads all CSS. An entry's CSS bundle also repeats the CSS
 * the shell reaches (each entry imports the shell): an entry with nothing else adds no stylesheet.
 */
function extraEntryStylesheets(
  metafile: esbuild.Metafile,
  extraEntryNames: Map<string, string>,
  baseUrl: string,
): string[] {
  const outputs = Object.values(metafile.outputs)
  const app = outputs.find((meta) => meta.entryPoint && path.resolve(ROOT, meta.entryPoint) === CLIENT_ENTRY)
  const appCss = new Set(Object.keys((app?.cssBundle && metafile.outputs[app.cssBundle]?.inputs) || {}))
  return outputs.flatMap((meta) => {
    if (!meta.cssBundle || !meta.entryPoint || !extraEntryNames.has(meta.entryPoint)) return []
    const own = Object.keys(metafile.outputs[meta.cssBundle]?.inputs ?? {}).some((input) => !appCss.has(input))
    return own ? [withBaseUrl(baseUrl, `/${meta.cssBundle}`)] : []
  })
}
