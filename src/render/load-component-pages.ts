import type { ComponentType } from 'react'
import { pathToFileURL } from 'node:url'
import path from 'node:path'
import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import * as esbuild from 'esbuild'
import { BuildError } from '../errors.js'
import { makeTempFolder, removeTempFolder, siteTempRoots, subfolderMaker } from '../temp-folders.js'
import { GENERATOR_ROOT, MODULE_ROOT } from '../generator-root.js'
import type { ComponentPageFile } from '../content/load-pages.js'
import { type MdxModulePluginOptions, mdxModulePlugin } from '../bundle/mdx-module-plugin.js'
import { generatorReactPlugin } from '../bundle/generator-react.js'

/**
 * `require` in the compiled modules (bundled CommonJS packages): from the generator's folder, so `require('react')`
 * is the renderer's React; it takes the file URLs generator-react.ts gives React's externals
 */
const SERVER_REQUIRE_BANNER = [
  "import { createRequire as __hdCreateRequire } from 'node:module'",
  "import { fileURLToPath as __hdFileURLToPath } from 'node:url'",
  `const __hdRequire = __hdCreateRequire(${JSON.stringify(pathToFileURL(path.join(GENERATOR_ROOT, 'package.json')).href)})`,
  "const require = (id) => __hdRequire(id.startsWith('file:') ? __hdFileURLToPath(id) : id)",
].join(';\n')

/** The generator's own code: imported, never inlined, so a page shares React contexts with the templates. */
const SHARED_FOLDERS = ['templates', 'src'].map((f) => path.join(GENERATOR_ROOT, f) + path.sep)

export interface ComponentPageModule {
  component: ComponentType
  meta: { title?: string; description?: string }
}

/**
 * Compiles every React page with esbuild (JSX automatic, packages and the generator's own modules left as
 * imports; `.mdx` pages through the MDX stage's component-module path) and imports it. A page without a default export is an error naming its file.
 */
export async function loadComponentPages(
  pages: ComponentPageFile[],
  siteDir: string,
  /** doc source file → route, for relative `.md` links in MDX content (docRoutesOfSources) */
  markdownRoutes?: Record<string, string>,
): Promise<Record<string, ComponentPageModule>> {
  if (pages.length === 0) return {}
  // a temp folder of the site (temp-folders.ts), so that the compiled pages resolve packages from its node_modules
  const outdir = await makeTempFolder(siteTempRoots(siteDir), 'pages')
  try {
    const result = await compile(
      pages.map((p) => p.file),
      outdir,
      siteDir,
      { contentFiles: new Set(pages.filter((p) => p.content).map((p) => path.resolve(p.file))), markdownRoutes },
    )
    const modules: Record<string, ComponentPageModule> = {}
    for (const page of pages) {
      const file = path.relative(siteDir, page.file)
      const output = result.get(path.resolve(page.file))!
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
      }
    }
    return modules
  } finally {
    removeTempFolder(outdir)
  }
}

/** Source file → compiled module path. */
async function compile(
  files: string[],
  outdir: string,
  siteDir: string,
  mdx: Pick<MdxModulePluginOptions, 'contentFiles' | 'markdownRoutes'>,
): Promise<Map<string, string>> {
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
      // packages bundled (React aside: generator-react.ts), so that a package's own `react` import is the
      // renderer's React too, wherever the site installed it; `require` for the CommonJS ones among them
      banner: { js: SERVER_REQUIRE_BANNER },
      outdir,
      outExtension: { '.js': '.mjs' },
      metafile: true,
      logLevel: 'silent',
      absWorkingDir: siteDir,
      plugins: [
        generatorModulesExternal,
        generatorReactPlugin({ external: true }),
        mdxModulePlugin({ siteDir, provider: themeEntryExternal(), ...mdx }),
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
      },
    )
  }
  await writeCompiled(outdir, result.outputFiles)
  const byEntry = new Map<string, string>()
  for (const [out, meta] of Object.entries(result.metafile.outputs)) {
    if (meta.entryPoint) byEntry.set(path.resolve(siteDir, meta.entryPoint), path.resolve(siteDir, out))
  }
  return byEntry
}

async function writeCompiled(outdir: string, outputs: esbuild.OutputFile[]): Promise<void> {
  const folder = subfolderMaker(outdir)
  for (const output of outputs) {
    await folder(path.dirname(output.path))
    await writeFile(output.path, output.contents)
  }
}

/**
 * The file a `.js` specifier stands for: itself in the precompiled copy, the `.ts`/`.tsx` source otherwise. Named
 * by its real file, the import works under every loader (tsx maps `.js` to the source, but vitest's module runner
 * does not for an `.mjs` importer) and is the same module instance the renderer imported.
 */
function existingModuleFile(file: string): string {
  if (existsSync(file) || !file.endsWith('.js')) return file
  for (const extension of ['.ts', '.tsx']) {
    const source = file.slice(0, -'.js'.length) + extension
    if (existsSync(source)) return source
  }
  return file
}

/** MDX pages take the theme's components from the theme entry this process renders with (one React context) */
function themeEntryExternal(): { path: string; external: true } {
  return { path: pathToFileURL(existingModuleFile(path.join(MODULE_ROOT, 'templates/index.js'))).href, external: true }
}

const generatorModulesExternal: esbuild.Plugin = {
  name: 'generator-modules-external',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = path.resolve(args.resolveDir, args.path)
      if (!SHARED_FOLDERS.some((folder) => target.startsWith(folder))) return undefined
      // imported by URL, from the modules this process runs: the precompiled copy, or the sources (whose `.js`
      // specifiers the TypeScript loader maps to `.ts`/`.tsx`)
      return {
        path: pathToFileURL(existingModuleFile(path.join(MODULE_ROOT, path.relative(GENERATOR_ROOT, target)))).href,
        external: true,
      }
    })
  },
}
