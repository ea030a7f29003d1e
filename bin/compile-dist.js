// Precompiles the generator (src/ and templates/) to plain ESM JavaScript under dist/<fingerprint>/, so the CLI
// runs on Node alone instead of compiling TypeScript through a loader on every start.
//
// Files are transpiled one to one (no bundling): the import graph, module instances and `.js` specifiers stay
// exactly as in the sources, and React pages compiled at build time import the same template modules the
// renderer uses. The fingerprint covers every source file's path, size and mtime plus this script and the
// esbuild version, so an edit (or a git checkout) gives a new folder on the next run. A compile goes to a temp
// folder renamed into place, so concurrent first runs (parallel tests) never see a half-written folder.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SOURCE_DIRS = ['src', 'templates']
const DIST = path.join(ROOT, 'dist')
/** older compiled folders are removed by the next compile once they are this old (a running CLI has loaded its modules long before) */
const STALE_AFTER_MS = 60 * 60 * 1000

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
