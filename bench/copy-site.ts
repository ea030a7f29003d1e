/**
 * A throwaway copy of a site (its config, content/ and static/) that the benchmark may edit. Relative imports in
 * the copied code files that point outside the copy (the config's `./src/config/site-config.js`, a React page's
 * `../../templates/...`) are rewritten to reach the same files from the new place.
 */
import { cp, mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'

const CODE_FILE = /\.(ts|tsx|js|jsx|mjs|mts)$/

export async function copySite(configFile: string, parentDir: string): Promise<{ dir: string; configFile: string }> {
  const siteDir = path.dirname(configFile)
  await mkdir(parentDir, { recursive: true })
  const dir = await mkdtemp(path.join(parentDir, 'site-'))
  const copied: string[] = []
  for (const entry of [path.basename(configFile), 'content', 'static']) {
    const from = path.join(siteDir, entry)
    if (!existsSync(from)) continue
    await cp(from, path.join(dir, entry), { recursive: true })
    copied.push(entry)
  }
  for (const file of await listFiles(dir)) {
    if (!CODE_FILE.test(file)) continue
    const original = path.join(siteDir, path.relative(dir, file))
    const text = await readFile(file, 'utf8')
    const rewritten = rewriteRelativeImports(text, path.dirname(original), path.dirname(file), (target) =>
      copied.some((c) => isInside(target, path.join(siteDir, c))),
    )
    if (rewritten !== text) await writeFile(file, rewritten)
  }
  return { dir, configFile: path.join(dir, path.basename(configFile)) }
}

/** Rewrites `from '../x'`, `import '../x'` and `import('../x')` whose target is not part of the copy. */
export function rewriteRelativeImports(
  text: string,
  originalDir: string,
  newDir: string,
  isCopied: (absoluteTarget: string) => boolean,
): string {
  return text.replace(
    /((?:\bfrom|\bimport)\s*\(?\s*)(['"])(\.\.?\/[^'"]+)\2/g,
    (whole, before: string, quote: string, specifier: string) => {
      const target = path.resolve(originalDir, specifier)
      if (isCopied(target)) return whole
      let relative = path.relative(newDir, target).split(path.sep).join('/')
      if (!relative.startsWith('.')) relative = `./${relative}`
      return `${before}${quote}${relative}${quote}`
    },
  )
}

function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}

async function listFiles(dir: string): Promise<string[]> {
  const files: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) files.push(...(await listFiles(full)))
    else files.push(full)
  }
  return files
}
