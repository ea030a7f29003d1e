/**
 * `node --import tsx bench/compare-unminified.ts <before-checkout> <after-checkout> [--search local|algolia]`: for
 * refactors that move code between modules, whose minified JavaScript then differs (esbuild orders a chunk's modules
 * by the import graph and names minified identifiers by their use across the chunk). Builds the site of each
 * checkout from its sources without minifying, then compares: every file but the JavaScript as compare-output.ts
 * does, and the JavaScript as one multiset of lines over all chunks, with esbuild's module path comments, its
 * numbered import aliases (`import_react3`) and the content hashes set aside. Equal multisets: the same code, in
 * another order. Prints the lines of one side only and exits 1 when there are any.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { compareOutputs, normalized } from './compare-output.js'

/** Builds `checkout`'s site into `outDir` from its sources, minify off, in a process of its own. */
function buildUnminified(checkout: string, outDir: string, search: string): void {
  const script = path.join(path.dirname(outDir), `build-${path.basename(outDir)}.mjs`)
  writeFileSync(
    script,
    `const { build } = await import(${JSON.stringify(path.join(checkout, 'src/build.ts'))})
await build(${JSON.stringify({ configFile: path.join(checkout, 'site.config.ts'), outDir, searchBackend: search, minify: false })})
`,
  )
  execFileSync(process.execPath, ['--import', 'tsx', script], {
    cwd: checkout,
    env: { ...process.env, HOTKEYS_DOCS_WORKERS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

function jsFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) jsFiles(full, out)
    else if (full.endsWith('.js')) out.push(full)
  }
  return out
}

/**
 * Every line of the build's JavaScript, with how often it occurs. Packages are named by their path under
 * node_modules (a checkout whose node_modules is a link to another's names them by the real path).
 */
function jsLines(root: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const file of jsFiles(root))
    for (const raw of normalized(readFileSync(file, 'utf8')).split('\n')) {
      const line = raw
        .trim()
        .replace(/(?:\.\.\/)+(?:[^"\s]*?\/)?node_modules\//g, 'node_modules/')
        .replace(/\b(import_\w+?)\d+\b/g, '$1')
        .replace(/\b(init_\w+?)\d+\b/g, '$1')
      if (line === '' || /^\/\/ /.test(line)) continue
      counts.set(line, (counts.get(line) ?? 0) + 1)
    }
  return counts
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const searchAt = args.indexOf('--search')
  const search = searchAt >= 0 ? args.splice(searchAt, 2)[1] : 'local'
  const [before, after] = args.map((checkout) => path.resolve(checkout))
  if (!before || !after) {
    console.error(
      'usage: node --import tsx bench/compare-unminified.ts <before-checkout> <after-checkout> [--search local|algolia]',
    )
    process.exit(2)
  }
  const temp = mkdtempSync(path.join(os.tmpdir(), 'hd-compare-unminified-'))
  try {
    const [left, right] = [path.join(temp, 'before'), path.join(temp, 'after')]
    buildUnminified(before, left, search)
    buildUnminified(after, right, search)
    const problems = compareOutputs(left, right).filter((problem) => !/^\S+\.js differs/.test(problem))
    const [a, b] = [jsLines(left), jsLines(right)]
    for (const [line, n] of a)
      if (n > (b.get(line) ?? 0)) problems.push(`JS, before only (${n - (b.get(line) ?? 0)}×): ${line.slice(0, 160)}`)
    for (const [line, n] of b)
      if (n > (a.get(line) ?? 0)) problems.push(`JS, after only (${n - (a.get(line) ?? 0)}×): ${line.slice(0, 160)}`)
    for (const problem of problems) console.log(problem)
    console.log(
      problems.length === 0
        ? 'the same files, and the same JavaScript lines (in another order or not)'
        : `${problems.length} difference(s)`,
    )
    process.exitCode = problems.length === 0 ? 0 : 1
  } finally {
    rmSync(temp, { recursive: true, force: true })
  }
}
