import { cp, mkdir, mkdtemp, readFile, writeFile, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const FIXTURES = path.join(REPO_ROOT, 'test/fixtures/sites')
export const TMP_ROOT = path.join(REPO_ROOT, '.test-tmp')

/** A throwaway site folder: its files by path, and its removal. */
export interface SiteFolder {
  dir: string
  file: (p: string) => string
  write: (p: string, text: string) => Promise<void>
  edit: (p: string, change: (text: string) => string) => Promise<void>
  read: (p: string) => Promise<string>
  exists: (p: string) => boolean
  remove: () => Promise<void>
}

/** A throwaway copy of a fixture site, so a test can break it without touching the repository. */
export async function copyFixtureSite(name: string): Promise<SiteFolder> {
  // Inside the repository, so the copy resolves react & co. from the project's node_modules like a real site.
  await mkdir(TMP_ROOT, { recursive: true })
  const dir = await mkdtemp(path.join(TMP_ROOT, `${name}-`))
  await cp(path.join(FIXTURES, name), dir, { recursive: true })
  return siteFolder(dir)
}

/** The files of a throwaway site in `dir` (a fixture's copy, or a site a test generated). */
export function siteFolder(dir: string): SiteFolder {
  const file = (p: string) => path.join(dir, p)
  return {
    dir,
    file,
    write: (p, text) => writeFile(file(p), text),
    edit: async (p, change) => writeFile(file(p), change(await readFile(file(p), 'utf8'))),
    read: (p) => readFile(file(p), 'utf8'),
    exists: (p) => existsSync(file(p)),
    // retried: a watch session or a thread may still be finishing a write into the copy (ENOTEMPTY under load)
    remove: () => rm(dir, { recursive: true, force: true, maxRetries: 10 }),
  }
}
