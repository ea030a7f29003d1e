import type { SourceReading } from '../markdown/markdown-format.js'
import type { ComponentType } from 'react'
import { pathToFileURL } from 'node:url'
import path from 'node:path'
import { writeFile } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import * as esbuild from 'esbuild'
import { BuildError } from '../errors.js'
import { makeTempFolder, removeTempFolder, siteTempRoots, subfolderMaker } from '../temp-folders.js'
import { generatorModuleUrl, isGeneratorModule } from '../bundle/generator-module-url.js'
import { siteCodePlugins } from '../bundle/site-code-plugins.js'
import { metafileInputFile } from '../bundle/metafile-input-file.js'
import type { ComponentPageFile } from '../content/load-pages.js'
import { type MdxModulePluginOptions, mdxModulePlugin } from '../bundle/mdx-module-plugin.js'
import { GENERATOR_ROOT } from '../generator-root.js'

export interface ComponentPageModule {
  component: ComponentType
  meta: { title?: string; description?: string }
  /**
   * the page is written with Docusaurus' `@theme/Layout`, inside which pages put their own `<main>`: the frame's
   * main wrapper is then a `<div>` (templates/Layout.tsx), as Docusaurus' is, so that the page has one main landmark
   */
  ownMain?: boolean
  /**
   * the module (or a site component it bundles) imports `@docusaurus/useGlobalData`: its routes carry the global data
   * (routes/global-data.ts)
   */
  usesGlobalData?: boolean
  /** a hash of the compiled module: what the page renders changes only with it (watch mode's render cache) */
  version: string
}

/**
 * What one compile of the pages leaves to the next (BuildCache): watch mode compiles them again when a file they
 * read changed (serve/module-stage-cache.ts), and imports again only the modules whose compiled code changed.
 */
export interface ComponentPagesCache {
  /** compiled module hash → the module imported from it (the modules of the last compile only) */
  imported: Map<string, ComponentPageModule>
  /**
   * the site's own files the last good compile read besides the pages themselves (site components, swizzled theme
   * components, CSS modules…; not node_modules), absolute: an edit to one of them changes the pages' modules
   */
  siteImports: string[]
}

/** loadComponentPages' options beyond the pages */
export interface ComponentPagesOptions {
  /** the previous build's modules and site imports (watch mode): modules whose compiled code is the same are kept */
  cache?: ComponentPagesCache
  /** Prism languages the code blocks of MDX are highlighted in beyond the built-in ones (`prism.additionalLanguages`) */
  prismLanguages?: string[]
  /** Docusaurus' markup of admonitions and live blocks in MDX (MarkdownOptions.markup) */
  markup?: 'docusaurus'
  /** how the site reads its sources (`.md` as MDX, HTML comments in MDX) */
  reading?: SourceReading
  /** an `.mdx` file's parse the build already has (MdxModulePluginOptions.parseOf) */
  mdxParse?: MdxModulePluginOptions['parseOf']
  /** the site's base URL (default `/`), which the URLs of files the pages import start with (bundle/file-imports.ts) */
  baseUrl?: string
}

export function createComponentPagesCache(): ComponentPagesCache {
  return { imported: new Map(), siteImports: [] }
}

/** `require` for the CommonJS packages bundled into an ES module (esbuild's shim calls it for their externals). */
const REQUIRE_FOR_BUNDLED_CJS =
  "import { createRequire as __hdCreateRequire } from 'node:module'; const require = __hdCreateRequire(import.meta.url);"

/** An import the compiled page keeps of `@theme/Layout`, ours (by URL: bundle/docusaurus-modules.ts). */
const DOCUSAURUS_LAYOUT = /\/templates\/docusaurus\/theme\/Layout\.[jt]sx?$/
/** An import of `@docusaurus/useGlobalData`, ours (by URL, like Layout's). */
const DOCUSAURUS_GLOBAL_DATA = /\/templates\/docusaurus\/useGlobalData\.[jt]sx?$/
/** An import of `@docusaurus/useDocusaurusContext`, whose `globalData` the page's code may read */
const DOCUSAURUS_CONTEXT = /\/templates\/docusaurus\/useDocusaurusContext\.[jt]sx?$/
/** the page's bundled code (its own and the site's, not minified) names the context's `globalData` */
const NAMES_GLOBAL_DATA = /\bglobalData\b/

/**
 * Whether a compiled page reads Docusaurus' global data: it imports `@docusaurus/useGlobalData`, or it imports
 * `useDocusaurusContext` and its code names `globalData` (the context's field); a page that only reads `siteConfig`
 * does not carry the data.
 */
function readsGlobalData(imports: string[], code: string): boolean {
  const imported = (module: RegExp) => imports.some((specifier) => module.test(specifier))
  return imported(DOCUSAURUS_GLOBAL_DATA) || (imported(DOCUSAURUS_CONTEXT) && NAMES_GLOBAL_DATA.test(code))
}

/**
 * Compiles every React page with esbuild (JSX automatic, the packages it uses bundled, React and the generator's own
 * modules left as imports, the Docusaurus module names resolved: bundle/docusaurus-modules.ts; `.mdx` pages through the
 * MDX stage's component-module path) and imports it. A page without a default export is an error naming its file.
 */
export async function loadComponentPages(
  pages: ComponentPageFile[],
  siteDir: string,
  /** doc source file → route, for relative `.md` links in MDX content (docRoutesOfSources) */
  markdownRoutes?: Record<string, string>,
  options: ComponentPagesOptions = {},
): Promise<Record<string, ComponentPageModule>> {
  const { cache = createComponentPagesCache(), prismLanguages, markup, reading, mdxParse, baseUrl = '/' } = options
  if (pages.length === 0) {
    Object.assign(cache, createComponentPagesCache())
    return {}
  }
  // a temp folder of the site (temp-folders.ts), so that the compiled pages resolve packages from its node_modules
  const outdir = await makeTempFolder(siteTempRoots(siteDir), 'pages')
  try {
    const result = await compile(
      pages.map((p) => p.file),
      outdir,
      siteDir,
      baseUrl,
      {
        contentFiles: new Set(pages.filter((p) => p.content).map((p) => path.resolve(p.file))),
        markdownRoutes,
        prismLanguages,
        markup,
        ...(reading && { reading }),
        parseOf: mdxParse,
      },
    )
    const modules: Record<string, ComponentPageModule> = {}
    const imported = new Map<string, ComponentPageModule>()
    for (const page of pages) {
      const file = path.relative(siteDir, page.file)
      const { output, imports, version, code } = result.entries.get(path.resolve(page.file))!
      const known = cache.imported.get(version)
      if (known) {
        modules[page.key] = known
        imported.set(version, known)
        continue
      }
      let mod: Record<string, unknown>
      try {
        mod = await import(pathToFileURL(output).href)
      } catch (error) {
        throw new BuildError(
          'page-module-error',
          `React page failed to load: ${(error as Error).message.split('\n')[0]}`,
          { file, cause: error },
        )
      }
      if (typeof mod.default !== 'function') {
        throw new BuildError('page-no-default-export', 'React page has no default export', {
          file,
          line: 1,
          hint: 'Add `export default function MyPage() { … }` to the file.',
        })
      }
      modules[page.key] = {
        component: mod.default as ComponentType,
        meta: (mod.meta as ComponentPageModule['meta']) ?? {},
        ownMain: imports.some((specifier) => DOCUSAURUS_LAYOUT.test(specifier)),
        ...(readsGlobalData(imports, code) && { usesGlobalData: true }),
        version,
      }
      imported.set(version, modules[page.key])
    }
    Object.assign(cache, { imported, siteImports: result.siteImports })
    return modules
  } finally {
    removeTempFolder(outdir)
  }
}

interface CompiledPages {
  /**
   * source file → compiled module path, the modules it imports (packages, the generator's by URL), its code's hash,
   * its code
   */
  entries: Map<string, { output: string; imports: string[]; version: string; code: string }>
  /** the site's own files read besides the entries (ComponentPagesCache.siteImports) */
  siteImports: string[]
}

async function compile(
  files: string[],
  outdir: string,
  siteDir: string,
  baseUrl: string,
  mdx: Pick<
    MdxModulePluginOptions,
    'contentFiles' | 'markdownRoutes' | 'prismLanguages' | 'markup' | 'reading' | 'parseOf'
  >,
): Promise<CompiledPages> {
  let result: esbuild.BuildResult<{ metafile: true; write: false }>
  try {
    result = await esbuild.build({
      entryPoints: files,
      bundle: true,
      // written by this process (writeCompiled), not by esbuild's, so that a build stopped by a signal leaves no folder behind
      write: false,
      platform: 'node',
      format: 'esm',
      jsx: 'automatic',
      // packages are bundled (but React, which must be the renderer's copy, and the generator's own modules): left
      // as imports, a site's installed package would import the site's React, a second copy (one-react.ts)
      banner: { js: REQUIRE_FOR_BUNDLED_CJS },
      outdir,
      outExtension: { '.js': '.mjs' },
      metafile: true,
      logLevel: 'silent',
      absWorkingDir: siteDir,
      // the site's packages for its files outside the site folder too (a docs folder beside it), as Docusaurus finds them
      nodePaths: [path.join(siteDir, 'node_modules')],
      plugins: [
        // MDX pages take the theme's components from the theme entry this process renders with (one React context)
        mdxModulePlugin({
          siteDir,
          provider: { path: generatorModuleUrl(path.join(GENERATOR_ROOT, 'templates/index.js')), external: true },
          ...mdx,
        }),
        ...siteCodePlugins({ siteDir, target: 'server', baseUrl }),
        generatorModulesExternal,
      ],
    })
  } catch (error) {
    const first = (error as esbuild.BuildFailure).errors?.[0]
    throw new BuildError(
      'page-compile',
      `Page does not compile (React page or MDX with components): ${first?.text ?? (error as Error).message}`,
      {
        file: first?.location?.file,
        line: first?.location?.line,
        column: first?.location ? first.location.column + 1 : undefined,
        hint: first?.notes?.[0]?.text,
      },
    )
  }
  await writeCompiled(outdir, result.outputFiles)
  const hashes = new Map(
    result.outputFiles.map((file) => [
      file.path,
      createHash('sha256').update(file.contents).digest('hex').slice(0, 16),
    ]),
  )
  const codes = new Map(result.outputFiles.map((file) => [file.path, file.text]))
  const entries: CompiledPages['entries'] = new Map()
  for (const [out, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue
    const output = path.resolve(siteDir, out)
    entries.set(path.resolve(siteDir, meta.entryPoint), {
      output,
      imports: meta.imports.filter((i) => i.external).map((i) => i.path),
      version: hashes.get(output) ?? '',
      code: codes.get(output) ?? '',
    })
  }
  return {
    entries,
    siteImports: siteFilesRead(
      Object.keys(result.metafile.inputs),
      siteDir,
      new Set(files.map((f) => path.resolve(f))),
    ),
  }
}

/** esbuild's inputs that are the site's own files (in its folder, not a package nor a generated module), less `entries` */
function siteFilesRead(inputs: string[], siteDir: string, entries: ReadonlySet<string>): string[] {
  return inputs
    .flatMap((input) => metafileInputFile(input) ?? [])
    .map((input) => path.resolve(siteDir, input))
    .filter(
      (file) =>
        !entries.has(file) &&
        !file.split(path.sep).includes('node_modules') &&
        !path.relative(siteDir, file).startsWith('..'),
    )
    .sort()
}

async function writeCompiled(outdir: string, outputs: esbuild.OutputFile[]): Promise<void> {
  const folder = subfolderMaker(outdir)
  for (const output of outputs) {
    await folder(path.dirname(output.path))
    await writeFile(output.path, output.contents)
  }
}

const generatorModulesExternal: esbuild.Plugin = {
  name: 'generator-modules-external',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = path.resolve(args.resolveDir, args.path)
      return isGeneratorModule(target) ? { path: generatorModuleUrl(target), external: true } : undefined
    })
  },
}
