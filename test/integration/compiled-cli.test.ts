/**
 * The precompiled CLI (bin/build-dist.js): the generator's own files are compiled one to one, the vendored
 * third-party packages are bundled into dist/<hash>/vendor/ and imported from there, packages shared with
 * code compiled at build time (react) stay in node_modules; and the compiled build, on worker threads too, writes
 * the same site as on one thread.
 */
import { execFile } from 'node:child_process'
import { readFileSync, readdirSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { currentDist } from '../../bin/build-dist.js'
import { generateBigPage } from '../../bench/generate-big-page.js'
import { SHARED_PARSE_MIN_LENGTH } from '../../src/workers/markdown-peers.js'
import { copyFixtureSite, REPO_ROOT } from '../helpers/fixture-site.js'
import { siteBuildCacheFolder } from '../../src/cache/cached-build.js'
import { siteCacheDir } from '../../src/site-cache-dir.js'

const BIN = path.join(REPO_ROOT, 'bin/hotkeys-docs.js')

function build(
  cwd: string,
  outDir: string,
  env: Record<string, string>,
  flags: string[] = ['--no-cache'],
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      // no build cache unless asked: the second build would take the first one's Markdown from it, not render it on its threads
      [BIN, 'build', '--out-dir', outDir, ...flags],
      { cwd, env: { ...process.env, FORCE_COLOR: '0', ...env } },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr })
      },
    )
  })
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}

describe('the precompiled CLI', () => {
  it('imports the vendored packages from vendor/ and keeps react in node_modules', async () => {
    const dist = await currentDist()
    const markdown = readFileSync(path.join(dist, 'src/markdown/render-markdown.js'), 'utf8')
    expect(markdown).toContain('from "../../vendor/unified.js"')
    expect(markdown).toContain('from "../../vendor/remark-gfm.js"')
    const compiled = filesUnder(dist).filter((file) => file.endsWith('.js') && !file.startsWith('vendor'))
    const bareVendored = /(?:from|import)\s*\(?\s*"(unified|remark-[a-z]+|fast-glob|gray-matter|prismjs[^"]*)"/
    expect(compiled.filter((file) => bareVendored.test(readFileSync(path.join(dist, file), 'utf8')))).toEqual([])
    expect(readFileSync(path.join(dist, 'templates/Layout.js'), 'utf8')).toMatch(/from "react(\/jsx-runtime)?"/)
  })

  it('builds the same site on worker threads as on the main thread', async () => {
    const site = await copyFixtureSite('basic')
    try {
      const single = await build(site.dir, 'out-main', { HOTKEYS_DOCS_WORKERS: '0' })
      const threads = await build(site.dir, 'out-threads', { HOTKEYS_DOCS_WORKERS: '2' })
      expect([single, threads].map((r) => r.code)).toEqual([0, 0])
      const files = filesUnder(site.file('out-main'))
      expect(filesUnder(site.file('out-threads'))).toEqual(files)
      for (const file of files.filter((f) => f.endsWith('.html') || f.endsWith('.json'))) {
        expect(await readFile(site.file(`out-threads/${file}`), 'utf8'), file).toBe(
          await readFile(site.file(`out-main/${file}`), 'utf8'),
        )
      }
    } finally {
      await site.remove()
    }
  }, 60_000)

  it('builds a long page, parsed on both markdown threads and indexed for search on a thread, as on the main thread', async () => {
    const site = await copyFixtureSite('basic')
    try {
      // over SHARED_PARSE_MIN_LENGTH, with a reference and its definition at opposite ends
      const page = generateBigPage({ bytes: SHARED_PARSE_MIN_LENGTH * 1.2 })
      await site.write(
        'content/docs/current/reference.md',
        page.replace('# A big page', '# A big page\n\nSee [the API][api].') + '\n[api]: ./api.md\n',
      )
      const single = await build(site.dir, 'out-main', { HOTKEYS_DOCS_WORKERS: '0' }, ['--no-cache', '--verbose'])
      const threads = await build(site.dir, 'out-threads', { HOTKEYS_DOCS_WORKERS: '2' }, ['--no-cache', '--verbose'])
      expect([single, threads].map((r) => r.code)).toEqual([0, 0])
      // the index's records exceed SEARCH_INDEX_THREAD_MIN_CHARS: made on a thread of its own, the same bytes
      const onThread = 'indexing the search records on a thread'
      expect([single.stdout.includes(onThread), threads.stdout.includes(onThread)]).toEqual([false, true])
      const indexFiles = filesUnder(site.file('out-main')).filter((file) => file.startsWith('__search/'))
      expect(indexFiles.length).toBeGreaterThan(0)
      for (const file of ['docs/reference.html', '__data/docs/reference.json', ...indexFiles])
        expect(await readFile(site.file(`out-threads/${file}`), 'utf8'), file).toBe(
          await readFile(site.file(`out-main/${file}`), 'utf8'),
        )
      expect(await readFile(site.file('out-main/docs/reference.html'), 'utf8')).toContain('href="/docs/api"')
    } finally {
      await site.remove()
    }
  }, 240_000)

  it('keeps the build cache of a page whose search records were made on a thread: its edit builds as from nothing', async () => {
    const site = await copyFixtureSite('basic')
    try {
      // with letters of two UTF-8 bytes: the index cache's entry tells its length in bytes, not characters
      const page = `${generateBigPage({ bytes: SHARED_PARSE_MIN_LENGTH * 1.2 })}\nA naïve café, “quoted”.\n`
      await site.write('content/docs/current/reference.md', page)
      const first = await build(site.dir, 'out', {}, ['--verbose'])
      await site.edit('content/docs/current/reference.md', (text) => `${text}\n\nA closing paragraph, edited in.\n`)
      const edited = await build(site.dir, 'out', {}, ['--verbose'])
      const fresh = await build(site.dir, 'out-fresh', { HOTKEYS_DOCS_WORKERS: '0' })
      expect([first, edited, fresh].map((r) => r.code)).toEqual([0, 0, 0])
      expect(edited.stdout).toContain('indexing the search records on a thread')
      // the edited page's records made again (on the thread), every other page's taken from the cache
      expect(edited.stdout).toMatch(/search records of 1 pages made/)
      const files = filesUnder(site.file('out-fresh')).filter(
        (f) => f.startsWith('__search/') || f.includes('reference'),
      )
      expect(files.length).toBeGreaterThan(2)
      for (const file of files)
        expect(await readFile(site.file(`out/${file}`), 'utf8'), file).toBe(
          await readFile(site.file(`out-fresh/${file}`), 'utf8'),
        )
      expect(await readFile(site.file('out/docs/reference.html'), 'utf8')).toContain('A closing paragraph, edited in.')

      // records no longer cached, the index file still known: the thread indexes the page's file before the main
      // thread can tell it that the cache holds it, and is then not asked for it
      const cache = siteBuildCacheFolder(siteCacheDir(site.dir), site.dir)
      const recordsCache = readdirSync(cache, { recursive: true, encoding: 'utf8' }).filter((f) =>
        /(^|\/)search-records(\.json)?$/.test(f),
      )
      expect(recordsCache.length).toBe(2)
      for (const file of recordsCache) rmSync(path.join(cache, file), { recursive: true })
      // (into a folder of its own: the index files are read from the cache, not kept from the previous output)
      const again = await build(site.dir, 'out-again', {}, ['--verbose'])
      expect(again.code).toBe(0)
      expect(again.stdout).toContain('indexing the search records on a thread')
      // the cached index files, made as bytes on the thread, read back whole: none is made again, nothing warned of
      expect(again.stdout).toMatch(/; 0 search index files made, [1-9]\d* reused/)
      expect(again.stdout).toContain(', 0 warnings,')
      for (const file of files)
        expect(await readFile(site.file(`out-again/${file}`), 'utf8'), file).toBe(
          await readFile(site.file(`out-fresh/${file}`), 'utf8'),
        )
    } finally {
      await site.remove()
    }
  }, 240_000)

  it("reports an MDX syntax error at its file and line: the parser's message is of the vendored vfile-message", async () => {
    const site = await copyFixtureSite('basic')
    try {
      await site.write('content/docs/current/commented.mdx', '# Commented\n\nSome text.\n\n<!-- an HTML comment -->\n')
      const result = await build(site.dir, 'out', {})
      expect(result.code).toBe(1)
      expect(result.stderr).toContain('content/docs/current/commented.mdx:5:2  MDX syntax error')
      expect(result.stderr).toContain('{/* … */} instead of <!-- … -->')
      expect(result.stderr).not.toContain('internal error')
    } finally {
      await site.remove()
    }
  }, 60_000)

  it('reports a client bundle error from its worker thread with the file and line', async () => {
    const site = await copyFixtureSite('basic')
    try {
      // a Node built-in: the server render compiles it, the browser bundle cannot
      await site.edit('content/pages/index.tsx', (text) => "import 'node:fs'\n" + text)
      const result = await build(site.dir, 'out', {})
      expect(result.code).toBe(1)
      expect(result.stderr).toMatch(/content\/pages\/index\.tsx:\d+/)
      expect(result.stderr).toContain('Bundling the browser code failed')
      expect(result.stderr).not.toMatch(/worker thread stopped/)
    } finally {
      await site.remove()
    }
  }, 60_000)
})
