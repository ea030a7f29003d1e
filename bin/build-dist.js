// The generator's build step: compiles src/ and templates/ to plain ESM JavaScript under dist/<hash>/ with esbuild,
// so that the CLI runs on Node alone instead of compiling TypeScript through a loader on every start. Run by
// `npm ci` / `npm install` (the `prepare` script: `node bin/build-dist.js`) and by the CLI launcher whenever the
// sources differ from every build in dist/: nothing to remember after an edit.
//
// <hash> is a SHA-256 of what the output depends on: every source file's path and content, this script, the
// lockfile (the vendored packages' versions), tsconfig.json (esbuild reads it) and esbuild's version. A build is
// written to a temp folder renamed into place, so concurrent first runs never see a half-written folder, and a
// running CLI (or watch session) keeps the folder its modules came from while a newer one is built beside it.
//
// One output file per source module, at the same relative path: React pages compiled during a site build import
// the generator's modules by path and must get the very instances (React contexts) the renderer uses, worker
// threads start from their own files, and `import.meta.url` keeps meaning the module's own place. So every import
// stays an import: a relative one as written (the compiled files keep the sources' layout), any other is resolved by
// esbuild (tsconfig paths, package.json imports, packages) and points at a generator module by the relative path of
// its compiled file, at a package as written (node_modules), or, for the packages made of many small modules
// (unified / micromark / mdast / hast, fast-glob, gray-matter, prismjs…), at their bundle under dist/<hash>/vendor/:
// resolving and loading hundreds of files was a large part of the CLI's start-up. Those are used by the generator
// alone; packages whose instance is shared with code compiled during a build (react, react-dom, the
// react-hotkeys-hook aliases), esbuild and packages imported by name from CommonJS stay in node_modules.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** the generator's package folder (this script's parent) */
export const GENERATOR_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** the folders compiled, relative to the generator root */
const SOURCE_DIRS = ['src', 'templates']
/** besides the sources, what the output depends on, relative to the generator root */
const BUILD_INPUTS = ['bin/build-dist.js', 'package-lock.json', 'tsconfig.json', 'node_modules/esbuild/package.json']
/** older builds are removed by the next build once they are this old (a running CLI has loaded its modules long before) */
const STALE_AFTER_MS = 60 * 60 * 1000
/**
 * packages bundled into vendor/ (with their subpaths): made of many small modules, used by the generator alone, and
 * imported as ESM or (CommonJS packages) through their default export only, which a bundle provides alike
 */
const VENDORED_PACKAGES = [
  'unified',
  'remark-parse',
  'remark-gfm',
  'remark-directive',
  'remark-mdx',
  '@mdx-js/mdx',
  'remark-rehype',
  // their classes are the vendored processors' own: `instanceof VFileMessage` holds for the parsers' errors
  'vfile',
  'vfile-message',
  'hast-util-to-html',
  'hast-util-to-string',
  'mdast-util-to-string',
  'github-slugger',
  'algoliasearch',
  'minisearch',
  'feed',
  'fast-glob',
  'gray-matter',
  'js-yaml',
  'lodash.kebabcase',
  'prismjs',
  'zod',
]
/**
 * Modules a compiled file never runs on Node: their vendor "bundle" is a stand-in that throws if called. The
 * browser's code is bundled from the sources (src/bundle/bundle-client.ts), so the modules of src/client/ under
 * dist/ only render on the server, where React runs no effect: `react-dom/client` (0.5 MB that took ~50-90 ms of
 * each build's start-up) is imported there, by the live preview's root, but never called.
 */
const BROWSER_ONLY_MODULES = { 'react-dom/client': ['createRoot', 'hydrateRoot'] }
const isVendored = (specifier) =>
  Object.hasOwn(BROWSER_ONLY_MODULES, specifier) ||
  VENDORED_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`))
const vendorFileName = (specifier) => `${specifier.replace(/^@/, '').replace(/\//g, '__')}.js`
const isModuleSource = (file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts')

/** The source modules: every .ts/.tsx file under the source folders (declaration files aside), sorted. */
export function listSourceModules(root = GENERATOR_ROOT) {
  const files = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile() && isModuleSource(entry.name)) files.push(full)
    }
  }
  for (const dir of SOURCE_DIRS) walk(path.join(root, dir))
  return files.sort()
}

/** The name of the build of these sources: a hash of their paths and contents and of the build's other inputs. */
export function distHash(root = GENERATOR_ROOT, sources = listSourceModules(root)) {
  const hash = createHash('sha256')
  for (const file of [...sources, ...BUILD_INPUTS.map((input) => path.join(root, input))]) {
    hash.update(`${path.relative(root, file)}\0`)
    hash.update(existsSync(file) ? readFileSync(file) : '(none)')
    hash.update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * The build of the current sources, dist/<hash>/ (holding src/, templates/ and vendor/): built first when there is
 * none. Rejects when the sources do not compile (the launcher then runs them through tsx, which reports the error).
 */
export async function currentDist(root = GENERATOR_ROOT) {
  const sources = listSourceModules(root)
  const distDir = path.join(root, 'dist')
  const dir = path.join(distDir, distHash(root, sources))
  if (existsSync(dir)) return dir
  mkdirSync(distDir, { recursive: true })
  const temp = `${dir}.tmp-${process.pid}-${Date.now()}`
  try {
    await compile(root, sources, temp)
    try {
      renameSync(temp, dir)
    } catch (error) {
      // another process built the same sources first: use its folder
      if (!existsSync(dir)) throw error
    }
  } finally {
    rmSync(temp, { recursive: true, force: true })
  }
  removeStaleBuilds(distDir, dir)
  return dir
}

async function compile(root, sources, outdir) {
  const { build } = await import('esbuild')
  const vendored = new Set()
  await build({
    entryPoints: sources,
    outdir,
    outbase: root,
    absWorkingDir: root,
    // bundling only to resolve the imports: each stays an import (relative ones as written, see moduleImports)
    bundle: true,
    external: ['./*', '../*'],
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    // lets src/generator-root.ts tell the compiled copy from the sources
    define: { __HD_PRECOMPILED__: 'true' },
    plugins: [moduleImports(root, vendored)],
    logLevel: 'silent',
  })
  if (vendored.size === 0) return
  await build({
    entryPoints: Object.fromEntries(
      [...vendored].map((specifier) => [vendorFileName(specifier).slice(0, -3), specifier]),
    ),
    outdir: path.join(outdir, 'vendor'),
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    plugins: [vendorTrims()],
    // CommonJS dependencies inside the bundle (e.g. unified's `extend`) require Node's modules at run time
    banner: {
      js: "import { createRequire as __hdCreateRequire } from 'node:module'; const require = __hdCreateRequire(import.meta.url);",
    },
    logLevel: 'silent',
  })
}

const RESOLVING = Symbol('resolving')

/**
 * Where a compiled module finds what a non-relative import names: a generator module (a tsconfig path, a
 * package.json import) by the relative path of its compiled file, a vendored package at its bundle, anything else
 * (packages, Node's modules, what does not resolve) as written.
 */
function moduleImports(root, vendored) {
  const sourceDirs = SOURCE_DIRS.map((dir) => path.join(root, dir) + path.sep)
  const importPath = (importer, file) => {
    const relative = path.relative(path.dirname(importer), file).split(path.sep).join('/')
    return relative.startsWith('.') ? relative : `./${relative}`
  }
  return {
    name: 'module-imports',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData === RESOLVING) return undefined
        if (args.path.startsWith('node:')) return { path: args.path, external: true }
        if (isVendored(args.path)) {
          vendored.add(args.path)
          return {
            path: importPath(args.importer, path.join(root, 'vendor', vendorFileName(args.path))),
            external: true,
          }
        }
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: RESOLVING,
        })
        // (`resolved.external` is set for any file: esbuild reads the `./*` external as every path under the root)
        const file = resolved.errors.length === 0 ? resolved.path : ''
        if (sourceDirs.some((dir) => file.startsWith(dir)) && isModuleSource(file)) {
          return { path: importPath(args.importer, file.replace(/\.tsx?$/, '.js')), external: true }
        }
        return { path: args.path, external: true }
      })
    },
  }
}

/**
 * What the vendor bundles leave out, each never run by the generator (every build's threads paid to load it):
 * - the browser-only modules (BROWSER_ONLY_MODULES), as stand-ins that throw if called;
 * - esprima, which gray-matter's js-yaml 3 requires (283 KB of CommonJS) for the `!!js/function` tag of its full
 *   schema: gray-matter parses with the safe schema, which has no such tag;
 * - zod's messages in other languages than English (361 KB), which nothing selects (`z.config()`).
 * A package update that moves the replaced code fails the build here, not silently.
 */
function vendorTrims() {
  /** the file's text, which must hold `part` */
  const readHolding = (file, part) => {
    const text = readFileSync(file, 'utf8')
    if (!text.includes(part))
      throw new Error(`bin/build-dist.js: ${file} no longer holds ${part}: update vendorTrims()`)
    return text
  }
  const esprima = "_require('esprima')"
  const english = 'export { default as en } from "./en.js";'
  return {
    name: 'vendor-trims',
    setup(build) {
      const browserOnly = new RegExp(`^(${Object.keys(BROWSER_ONLY_MODULES).join('|')})$`)
      build.onResolve({ filter: browserOnly }, (args) => ({ path: args.path, namespace: 'browser-only' }))
      build.onLoad({ filter: /.*/, namespace: 'browser-only' }, (args) => ({
        contents: BROWSER_ONLY_MODULES[args.path]
          .map(
            (name) =>
              `export function ${name}() { throw new Error('${args.path} runs in the browser only (${name} called on the server)') }`,
          )
          .join('\n'),
        loader: 'js',
      }))
      build.onLoad({ filter: /[\\/]js-yaml[\\/]lib[\\/]js-yaml[\\/]type[\\/]js[\\/]function\.js$/ }, (args) => ({
        contents: readHolding(args.path, esprima).replace(esprima, 'undefined'),
        loader: 'js',
      }))
      build.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, (args) => {
        readHolding(args.path, english)
        return { contents: english, resolveDir: path.dirname(args.path), loader: 'js' }
      })
    },
  }
}

function removeStaleBuilds(distDir, current) {
  const now = Date.now()
  for (const name of readdirSync(distDir)) {
    const folder = path.join(distDir, name)
    if (folder === current) continue
    try {
      if (now - statSync(folder).mtimeMs > STALE_AFTER_MS) rmSync(folder, { recursive: true, force: true })
    } catch {
      // removed by a concurrent run
    }
  }
}

// `node bin/build-dist.js` (npm's `prepare`): build the current sources unless built already
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const started = performance.now()
  const dir = await currentDist()
  console.log(
    `hotkeys-docs: ${path.relative(process.cwd(), dir)} ready (${Math.round(performance.now() - started)} ms)`,
  )
}
