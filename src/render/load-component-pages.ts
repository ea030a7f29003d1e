import type { ComponentType } from 'react'
import { pathToFileURL } from 'node:url'
import path from 'node:path'
import { writeFile } from 'node:fs/promises'
import * as esbuild from 'esbuild'
import { BuildError } from '../errors.js'
import { makeTempFolder, removeTempFolder, siteTempRoots, subfolderMaker } from '../temp-folders.js'
import { generatorModuleUrl, isGeneratorModule } from '../bundle/generator-module-url.js'
import { siteCodePlugins } from '../bundle/site-code-plugins.js'
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
}

/** `require` for the CommonJS packages bundled into an ES module (esbuild's shim calls it for their externals). */
const REQUIRE_FOR_BUNDLED_CJS =
  "import { createRequire as __hdCreateRequire } from 'node:module'; const require = __hdCreateRequire(import.meta.url);"

/** An import the compiled page keeps of `@theme/Layout`, ours (by URL: bundle/docusaurus-modules.ts). */
const DOCUSAURUS_LAYOUT = /\/templates\/docusaurus\/theme\/Layout\.[jt]sx?$/

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
  /** Prism languages the code blocks of MDX are highlighted in beyond the built-in ones (`prism.additionalLanguages`) */
  prismLanguages?: string[],
): Promise<Record<string, ComponentPageModule>> {
  if (pages.length === 0) return {}
  // a temp folder of the site (temp-folders.ts), so that the compiled pages resolve packages from its node_modules
  const outdir = await makeTempFolder(siteTempRoots(siteDir), 'pages')
  try {
    const result = await compile(
      pages.map((p) => p.file),
      outdir,
      siteDir,
      {
        contentFiles: new Set(pages.filter((p) => p.content).map((p) => path.resolve(p.file))),
        markdownRoutes,
        prismLanguages,
      },
    )
    const modules: Record<string, ComponentPageModule> = {}
    for (const page of pages) {
      const file = path.relative(siteDir, page.file)
      const { output, imports } = result.get(path.resolve(page.file))!
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
      }
    }
    return modules
  } finally {
    removeTempFolder(outdir)
  }
}

/** Source file → compiled module path, and the modules it imports (packages, the generator's by URL). */
async function compile(
  files: string[],
  outdir: string,
  siteDir: string,
  mdx: Pick<MdxModulePluginOptions, 'contentFiles' | 'markdownRoutes' | 'prismLanguages'>,
): Promise<Map<string, { output: string; imports: string[] }>> {
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
      plugins: [
        // MDX pages take the theme's components from the theme entry this process renders with (one React context)
        mdxModulePlugin({
          siteDir,
          provider: { path: generatorModuleUrl(path.join(GENERATOR_ROOT, 'templates/index.js')), external: true },
          ...mdx,
        }),
        ...siteCodePlugins({ siteDir, target: 'server' }),
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
  const byEntry = new Map<string, { output: string; imports: string[] }>()
  for (const [out, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue
    byEntry.set(path.resolve(siteDir, meta.entryPoint), {
      output: path.resolve(siteDir, out),
      imports: meta.imports.filter((i) => i.external).map((i) => i.path),
    })
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

const generatorModulesExternal: esbuild.Plugin = {
  name: 'generator-modules-external',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = path.resolve(args.resolveDir, args.path)
      return isGeneratorModule(target) ? { path: generatorModuleUrl(target), external: true } : undefined
    })
  },
}
