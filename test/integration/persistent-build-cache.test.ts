/**
 * The persistent build cache of `hotkeys-docs build` (src/cache/cached-build.ts): a warm build's output is the cold
 * build's, whatever changed in between; it redoes only the Markdown that changed; entries of another generator
 * version or lockfile are not used; an unreadable cache file is a warning; `--no-cache` neither reads nor writes it.
 */
import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { mkdtemp, rename, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import fg from 'fast-glob'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { build } from '../../src/build.js'
import { cachedBuild, siteBuildCacheFolder } from '../../src/cache/cached-build.js'
import { siteCacheDir } from '../../src/site-cache-dir.js'
import { copyFixtureSite, REPO_ROOT } from '../helpers/fixture-site.js'

type Site = Awaited<ReturnType<typeof copyFixtureSite>>

/** path → bytes of every file of a folder */
function folderFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const file of fg.sync('**/*', { cwd: dir, dot: true }).sort())
    files.set(file, readFileSync(path.join(dir, file)).toString('base64'))
  return files
}

describe('the persistent build cache', () => {
  let site: Site
  let tmp: string
  beforeEach(async () => {
    site = await copyFixtureSite('basic')
    tmp = await mkdtemp(path.join(os.tmpdir(), 'hd-build-cache-'))
  })
  afterEach(async () => {
    await site.remove()
    await rm(tmp, { recursive: true, force: true })
  })

  const configFile = () => site.file('site.config.ts')
  const cacheDir = () => path.join(tmp, 'cache')
  const warm = (generator = 'generator-a') =>
    cachedBuild({ configFile: configFile(), outDir: path.join(tmp, 'warm'), cacheDir: cacheDir(), generator })
  /** a cold build into its own folder, and the warm output compared with it */
  const expectSameAsCold = async () => {
    const cold = path.join(tmp, 'cold')
    rmSync(cold, { recursive: true, force: true })
    await build({ configFile: configFile(), outDir: cold })
    expect(folderFiles(path.join(tmp, 'warm'))).toEqual(folderFiles(cold))
  }

  it('builds what a cold build builds after edits, a moved link target, deletes, renames and a config change, rendering only the Markdown and pages that changed', async () => {
    await site.edit('content/docs/current/intro.md', (t) => `${t}\nSee [the second guide](./guides/second-guide.md).\n`)
    await site.edit('content/docs/current/guides/second-guide.md', (t) => t.replace('---\n', '---\nslug: /second\n'))
    const first = await warm()
    expect(first.markdown.reused).toBe(0)
    expect(first.routes).toEqual({ rendered: first.pages, reused: 0 })
    await expectSameAsCold()

    const unchanged = await warm()
    expect(unchanged.reusedOutput).toBe(true)
    expect(unchanged.pages).toBe(first.pages)

    await site.edit('content/docs/current/api.md', (t) => `${t}\nOne more paragraph.\n`)
    const edited = await warm()
    expect(edited.reusedOutput).toBe(false)
    expect(edited.markdown.rendered).toBe(1)
    expect(edited.markdown.reused).toBe(first.markdown.rendered - 1)
    // React renders that page alone; the others' documents are the previous output's, their markup not even read
    expect(edited.routes).toEqual({ rendered: 1, reused: 0 })
    expect(first.documents).toEqual({ made: first.pages, kept: 0 })
    expect(edited.documents).toEqual({ made: 1, kept: first.pages - 1 })
    // the search index's file of that page's version is made again, the other version's is not
    expect(first.searchIndex).toEqual({ indexed: 2, reused: 0 })
    expect(edited.searchIndex).toEqual({ indexed: 1, reused: 1 })
    // the search records of that page alone are made again
    expect(first.searchRecords).toEqual({ extracted: first.pages, reused: 0, read: 0 })
    expect(edited.searchRecords).toMatchObject({ extracted: 1, reused: first.pages - 1 })
    await expectSameAsCold()

    // intro.md is unchanged, but the page its link points to moved: it renders again (the moved page's Markdown
    // body is the same: its front matter changed)
    await site.edit('content/docs/current/guides/second-guide.md', (t) => t.replace('slug: /second', 'slug: /moved'))
    const moved = await warm()
    expect(moved.markdown.rendered).toBe(1)
    await expectSameAsCold()
    expect(readFileSync(path.join(tmp, 'warm/docs/intro.html'), 'utf8')).toContain('href="/docs/moved"')

    rmSync(site.file('content/docs/1.x/legacy.md'))
    await warm()
    await expectSameAsCold()

    await rename(
      site.file('content/docs/current/guides/first-guide.md'),
      site.file('content/docs/current/guides/first-steps.md'),
    )
    await warm()
    await expectSameAsCold()
    expect(existsSync(path.join(tmp, 'warm/docs/guides/first-steps.html'))).toBe(true)

    await site.edit('site.config.ts', (t) =>
      t.replace("tagline: 'A tiny site for tests'", "tagline: 'Another tagline'"),
    )
    const configured = await warm()
    expect(configured.reusedOutput).toBe(false)
    await expectSameAsCold()

    // the output folder edited by hand: built again
    writeFileSync(path.join(tmp, 'warm/index.html'), 'edited')
    expect((await warm()).reusedOutput).toBe(false)
    await expectSameAsCold()
  }, 240_000)

  it("after a body edit, changes only that page, its version's search index and llms-full.txt, and keeps the other documents as links to the previous ones", async () => {
    const first = await warm()
    const before = folderFiles(path.join(tmp, 'warm'))
    const inodes = (dir: string) =>
      new Map(fg.sync('**/*', { cwd: dir, dot: true, stats: true }).map((e) => [e.path, e.stats!.ino]))
    const inodesBefore = inodes(path.join(tmp, 'warm'))

    await site.edit('content/docs/current/api.md', (t) => `${t}\nOne more paragraph.\n`)
    const edited = await warm()
    const after = folderFiles(path.join(tmp, 'warm'))
    expect([...after.keys()]).toEqual([...before.keys()])
    expect([...after.keys()].filter((file) => after.get(file) !== before.get(file))).toEqual([
      '__data/docs/api.json',
      '__search/index.docs-default-current.json',
      'docs/api.html',
      'llms-full.txt',
    ])
    // every other page's HTML and route data file is the previous one (the same inode), neither made nor written
    expect(edited.documents).toEqual({ made: 1, kept: first.pages - 1 })
    // of the Markdown trees, only the two blog posts' (their excerpts are in the blog list's data, and the feeds'):
    // the current version's index file is made from the records the cache kept, not by walking its docs' trees
    expect(edited.markdown).toEqual({ rendered: 1, reused: 8, treesRead: 2 })
    // the records of that file's 7 other routes with records (its docs, the default tag's pages) are read
    expect(edited.searchRecords).toEqual({ extracted: 1, reused: 18, read: 7 })
    // the front matter of the edited doc alone is parsed; the other docs' comes from the cache, by their text's hash
    expect(first.frontMatter).toEqual({ parsed: 6, reused: 0 })
    expect(edited.frontMatter).toEqual({ parsed: 1, reused: 5 })
    const inodesAfter = inodes(path.join(tmp, 'warm'))
    const pageFiles = [...after.keys()].filter((file) => file.endsWith('.html') || file.startsWith('__data/'))
    expect(pageFiles).toHaveLength(2 * first.pages)
    expect(pageFiles.filter((file) => inodesAfter.get(file) === inodesBefore.get(file))).toHaveLength(
      2 * (first.pages - 1),
    )
    // and the other version's search index file is kept the same way, neither read from the cache nor written
    const otherIndex = '__search/index.docs-default-1.x.json'
    expect(inodesBefore.get(otherIndex)).toEqual(expect.any(Number))
    expect(inodesAfter.get(otherIndex)).toBe(inodesBefore.get(otherIndex))
    expect(inodesAfter.get('__search/index.docs-default-current.json')).not.toBe(
      inodesBefore.get('__search/index.docs-default-current.json'),
    )
    await expectSameAsCold()

    // a build that fails after making a page's document does not leave it to be kept: the output still has the
    // last good one
    await site.edit('content/docs/current/api.md', (t) => `${t}\nAnd another one.\n`)
    await site.edit('content/docs/current/intro.md', (t) => `${t}\nA [broken link](/docs/nowhere).\n`)
    await expect(warm()).rejects.toThrow(/broken link/)
    await site.edit('content/docs/current/intro.md', (t) => t.replace('A [broken link](/docs/nowhere).', ''))
    const fixed = await warm()
    expect(fixed.documents.made).toBeGreaterThanOrEqual(2) // api and intro
    await expectSameAsCold()
  }, 120_000)

  it('keeps what Markdown worker threads rendered with the links they resolved: a changed file next to a doc renders it again', async () => {
    const workers = process.env.HOTKEYS_DOCS_WORKERS
    process.env.HOTKEYS_DOCS_WORKERS = '2' // the docs' Markdown on threads, whatever its size
    try {
      await site.write('content/docs/current/diagram.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>')
      await site.edit('content/docs/current/api.md', (t) => `${t}\n![Diagram](./diagram.svg)\n`)
      const first = await warm()
      expect(first.markdown.reused).toBe(0)
      await expectSameAsCold()

      await site.write('content/docs/current/diagram.svg', '<svg xmlns="http://www.w3.org/2000/svg"><circle/></svg>')
      const changed = await warm()
      // api.md's source is the same, but the file it names is not: its link points to the new copy
      expect(changed.markdown.rendered).toBe(1)
      expect(changed.markdown.reused).toBe(first.markdown.rendered - 1)
      // the other pages' data is digested alike whether their Markdown came from a thread or from the cache
      expect(changed.documents).toEqual({ made: 1, kept: first.pages - 1 })
      await expectSameAsCold()
    } finally {
      if (workers === undefined) delete process.env.HOTKEYS_DOCS_WORKERS
      else process.env.HOTKEYS_DOCS_WORKERS = workers
    }
  }, 120_000)

  it("builds a React page anew when a file its code imports changes (an image's URL, an .svg component's drawing)", async () => {
    await site.write('content/pages/lamp.png', 'first lamp bytes')
    await site.write('content/pages/bulb.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>')
    await site.write(
      'content/pages/porch.tsx',
      [
        "import lamp from './lamp.png'",
        "import Bulb from './bulb.svg'",
        'export default function Porch() {',
        '  return <main><img src={lamp} alt="A lamp" /><Bulb /></main>',
        '}',
        '',
      ].join('\n'),
    )
    await warm()
    await expectSameAsCold()
    await site.write('content/pages/lamp.png', 'second lamp bytes')
    await site.write('content/pages/bulb.svg', '<svg xmlns="http://www.w3.org/2000/svg"><circle/></svg>')
    expect((await warm()).reusedOutput).toBe(false)
    await expectSameAsCold()
    expect(readFileSync(path.join(tmp, 'warm/porch.html'), 'utf8')).toContain('<circle/>')
  }, 120_000)

  it('keeps which .mdx files need a component module and their markdown, and knows again when one starts using a component', async () => {
    const mdxSite = await copyFixtureSite('mdx-site')
    const configFile = mdxSite.file('site.config.ts')
    const warmMdx = () =>
      cachedBuild({ configFile, outDir: path.join(tmp, 'warm'), cacheDir: cacheDir(), generator: 'generator-a' })
    try {
      // the 6 files the Markdown renders and the 3 compiled as component modules, whose markdown is cached alike
      expect((await warmMdx()).markdown).toMatchObject({ rendered: 9, reused: 0 })
      await mdxSite.edit('content/docs/current/guides/cups.md', (t) => `${t}\nOne more cup.\n`)
      expect((await warmMdx()).markdown).toMatchObject({ rendered: 1, reused: 8 })
      const answers = fg.sync('**/content-modules.json', { cwd: cacheDir(), absolute: true })
      expect(answers).toHaveLength(1)
      expect(JSON.parse(readFileSync(answers[0]!, 'utf8'))['content/docs/current/guides/saucers.mdx']).toEqual([
        expect.any(String),
        false,
      ])
      // the lowered page now uses the site's component: it becomes a module, as in a cold build
      await mdxSite.edit(
        'content/docs/current/guides/saucers.mdx',
        (t) => `import Counter from '@site/src/components/Counter'

${t}
<Counter />
`,
      )
      await warmMdx()
      await build({ configFile, outDir: path.join(tmp, 'cold') })
      expect(folderFiles(path.join(tmp, 'warm'))).toEqual(folderFiles(path.join(tmp, 'cold')))
      expect(JSON.parse(readFileSync(answers[0]!, 'utf8'))['content/docs/current/guides/saucers.mdx'][1]).toBe(true)
    } finally {
      await mdxSite.remove()
    }
  }, 120_000)

  it('does not use what another generator version or another lockfile cached', async () => {
    const first = await warm('generator-a')
    expect((await warm('generator-a')).reusedOutput).toBe(true)

    const otherVersion = await warm('generator-b')
    expect(otherVersion.reusedOutput).toBe(false)
    expect(otherVersion.markdown).toEqual({ rendered: first.markdown.rendered, reused: 0, treesRead: 0 })
    // one folder per version (the other one's is removed once unused for a day)
    expect(readdirSync(siteBuildCacheFolder(cacheDir(), site.dir))).toHaveLength(2)

    writeFileSync(site.file('package-lock.json'), JSON.stringify({ name: 'fixture', lockfileVersion: 3, packages: {} }))
    const otherLockfile = await warm('generator-b')
    expect(otherLockfile.reusedOutput).toBe(false)
    expect(otherLockfile.markdown).toEqual({ rendered: first.markdown.rendered, reused: 0, treesRead: 0 })
  }, 120_000)

  it('ignores a cache file it cannot read, with a warning naming it, and builds as a cold build does', async () => {
    await warm()
    const files = fg.sync('**/*.json', { cwd: cacheDir(), absolute: true })
    const record = files.find((file) => file.endsWith('record.json'))!
    const entry = files.find((file) => file.includes(`${path.sep}markdown${path.sep}`))!
    writeFileSync(record, '{"key": "cut sho')
    writeFileSync(entry, '[1, 2, 3]')

    const result = await warm()
    expect(result.reusedOutput).toBe(false)
    const cacheWarnings = result.warnings.filter((w) => w.code === 'build-cache-unreadable')
    expect(cacheWarnings.map((w) => w.file).sort()).toEqual([entry, record].sort())
    expect(cacheWarnings[0].message).toMatch(/cannot be read/)
    await expectSameAsCold()
    // made again: the next build reads them
    expect((await warm()).warnings.filter((w) => w.code === 'build-cache-unreadable')).toEqual([])
  }, 120_000)
})

describe('hotkeys-docs build --no-cache', () => {
  it('neither reads nor writes the build cache; without it, a second build keeps the output', async () => {
    const site = await copyFixtureSite('basic')
    const folder = siteBuildCacheFolder(siteCacheDir(site.dir), site.dir)
    const run = (args: string[]) =>
      new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          [path.join(REPO_ROOT, 'bin/hotkeys-docs.js'), 'build', '--verbose', '--out-dir', 'out', ...args],
          { cwd: site.dir, env: { ...process.env, FORCE_COLOR: '0' } },
          (error, stdout) => (error ? reject(error) : resolve(stdout)),
        ),
      )
    try {
      expect(await run(['--no-cache'])).toMatch(/^Built \d+ pages/m)
      expect(existsSync(folder)).toBe(false)
      expect(await run([])).toMatch(/^build cache: \d+ Markdown files rendered, 0 reused/m)
      expect(existsSync(folder)).toBe(true)
      expect(await run([])).toContain('build cache: nothing changed since the last build')
      // --no-cache builds again all the same
      expect(await run(['--no-cache'])).not.toContain('build cache')
    } finally {
      rmSync(folder, { recursive: true, force: true })
      await site.remove()
    }
  }, 120_000)
})
