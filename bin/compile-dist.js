// Precompiles the generator (src/ and templates/) to plain ESM JavaScript under dist/<fingerprint>/, so the CLI
// runs on Node alone instead of compiling TypeScript through a loader on every start.
//
// Files are transpiled one to one (no bundling): the import graph, module instances and `.js` specifiers stay
// exactly as in the sources, and React pages compiled at build time import the same template modules the
// renderer uses. The fingerprint covers every source file's path, size and mtime plus this script and the
// esbuild version, so an edit (or a git checkout) gives a new folder on the next run. A compile goes to a temp
// folder renamed into place, so concurrent first runs (parallel tests) never see a half-written folder.
//
// The one exception: third-party packages made of many small modules (the unified / micromark / mdast / hast family,
// fast-glob, gray-matter, prismjs…) are bundled into dist/<fingerprint>/vendor/, and the compiled files import them
// from there: resolving and loading hundreds of files was a large part of the CLI's start-up. They are used by the
// generator alone; packages whose instance is shared with code compiled at build time (react, react-dom, the
// react-hotkeys-hook aliases), esbuild and packages imported by name from CommonJS stay in node_modules.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SOURCE_DIRS = ['src', 'templates']
const DIST = path.join(ROOT, 'dist')
/** older compiled folders are removed by the next compile once they are this old (a running CLI has loaded its modules long before) */
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
  'remark-rehype',
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
const isVendored = (specifier) =>
  VENDORED_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`))
const vendorFileName = (specifier) => `${specifier.replace(/^@/, '').replace(/\//g, '__')}.js`
/** `from "x"`, `import "x"` and `import("x")` in esbuild's output (which always uses double quotes) */
const IMPORT_SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)"([^"]+)"/g

function listSources() {
  const files = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile()) files.push(full)
    }
  }
  for (const dir of SOURCE_DIRS) walk(path.join(ROOT, dir))
  return files.sort()
}

function fingerprint(files) {
  const hash = createHash('sha1')
  for (const file of [...files, fileURLToPath(import.meta.url), path.join(ROOT, 'node_modules/esbuild/package.json')]) {
    const info = statSync(file)
    hash.update(`${path.relative(ROOT, file)}\0${info.size}\0${info.mtimeMs}\n`)
  }
  return hash.digest('hex').slice(0, 12)
}

/** Path of the compiled CLI entry, compiling first when the sources changed since the last compile. */
export async function compiledCliEntry() {
  const files = listSources()
  const dir = path.join(DIST, fingerprint(files))
  const entry = path.join(dir, 'src/cli/index.js')
  if (existsSync(entry)) return entry

  const { build } = await import('esbuild')
  mkdirSync(DIST, { recursive: true })
  const temp = `${dir}.tmp-${process.pid}-${Date.now()}`
  try {
    await build({
      entryPoints: files.filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts')),
      outdir: temp,
      outbase: ROOT,
      bundle: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      // lets src/generator-root.ts tell the compiled copy from the sources
      define: { __HD_PRECOMPILED__: 'true' },
      logLevel: 'silent',
    })
    await vendorMarkdownPackages(temp)
    try {
      renameSync(temp, dir)
    } catch (error) {
      // another process compiled the same sources first: use its folder
      if (!existsSync(entry)) throw error
    }
  } finally {
    rmSync(temp, { recursive: true, force: true })
  }
  removeStaleFolders(dir)
  return entry
}

/** Bundles the vendored packages the compiled files import into vendor/, and points those imports there. */
async function vendorMarkdownPackages(outDir) {
  const files = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.js')) files.push(full)
    }
  }
  walk(outDir)
  const vendorDir = path.join(outDir, 'vendor')
  const specifiers = new Set()
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    let changed = false
    const rewritten = source.replace(IMPORT_SPECIFIER, (match, prefix, specifier) => {
      if (!isVendored(specifier)) return match
      specifiers.add(specifier)
      changed = true
      const target = path
        .relative(path.dirname(file), path.join(vendorDir, vendorFileName(specifier)))
        .split(path.sep)
        .join('/')
      return `${prefix}"${target.startsWith('.') ? target : `./${target}`}"`
    })
    if (changed) writeFileSync(file, rewritten)
  }
  if (specifiers.size === 0) return
  const { build } = await import('esbuild')
  await build({
    entryPoints: Object.fromEntries(
      [...specifiers].map((specifier) => [vendorFileName(specifier).slice(0, -3), specifier]),
    ),
    outdir: vendorDir,
    absWorkingDir: ROOT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // CommonJS dependencies inside the bundle (e.g. unified's `extend`) require Node's modules at run time
    banner: {
      js: "import { createRequire as __hdCreateRequire } from 'node:module'; const require = __hdCreateRequire(import.meta.url);",
    },
    logLevel: 'silent',
  })
}

function removeStaleFolders(current) {
  const now = Date.now()
  for (const name of readdirSync(DIST)) {
    const folder = path.join(DIST, name)
    if (folder === current) continue
    try {
      if (now - statSync(folder).mtimeMs > STALE_AFTER_MS) rmSync(folder, { recursive: true, force: true })
    } catch {
      // removed by a concurrent run
    }
  }
}
