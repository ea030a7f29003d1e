import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { existsSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fg from 'fast-glob'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createInPlaceOutput, updateOutputInPlace } from '../../../src/output/write-output.js'
import {
  dryRunOutputTarget,
  inPlaceOutputTarget,
  startStagedOutput,
  writeOutput,
} from '../../../src/output/output-target.js'
import { removeTempFolder } from '../../../src/temp-folders.js'

let root: string
let outDir: string
let staticDir: string
/** the temp root the staging folders go to (the site's cache folder in a build, temp-folders.ts) */
let work: string
let roots: string[]

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'hd-write-output-'))
  outDir = path.join(root, 'build')
  staticDir = path.join(root, 'static')
  work = path.join(root, 'cache/tmp')
  roots = [work]
  await mkdir(path.join(staticDir, 'img'), { recursive: true })
  await writeFile(path.join(staticDir, 'img/logo.svg'), '<svg/>')
  await writeFile(path.join(staticDir, 'robots.txt'), 'static robots')
})
afterEach(() => rm(root, { recursive: true, force: true }))

const files = (entries: Record<string, string | Uint8Array>) => new Map(Object.entries(entries))
const tree = (dir: string) => fg('**/*', { cwd: dir, dot: true }).then((list) => list.sort())
const read = (file: string) => readFile(path.join(outDir, file), 'utf8')
/** Everything in the parent folder besides the inputs: the output folder and any leftovers, there or in the temp root. */
const siblings = async () => {
  const staged = existsSync(work)
    ? (await readdir(work)).filter((name) => name !== '.gitignore').map((name) => `cache/tmp/${name}`)
    : []
  return [...(await readdir(root)).filter((name) => name !== 'static' && name !== 'cache'), ...staged].sort()
}

describe('writeOutput', () => {
  it('writes every file, creating folders, and copies the static folder', async () => {
    await writeOutput(
      outDir,
      files({
        'index.html': '<h1>home</h1>',
        'docs/intro.html': 'intro',
        '__data/docs/intro.json': '{}',
        'assets/app.js': new Uint8Array([1, 2, 3]),
      }),
      staticDir,
      roots,
    )
    expect(await tree(outDir)).toEqual([
      '__data/docs/intro.json',
      'assets/app.js',
      'docs/intro.html',
      'img/logo.svg',
      'index.html',
      'robots.txt',
    ])
    expect(await read('docs/intro.html')).toBe('intro')
    expect([...(await readFile(path.join(outDir, 'assets/app.js')))]).toEqual([1, 2, 3])
    expect(await read('img/logo.svg')).toBe('<svg/>')
  })

  it('a generated file wins over a static file of the same path', async () => {
    await writeOutput(outDir, files({ 'robots.txt': 'generated robots' }), staticDir, roots)
    expect(await read('robots.txt')).toBe('generated robots')
  })

  it('works without a static folder', async () => {
    await writeOutput(outDir, files({ 'index.html': 'x' }), path.join(root, 'no-such-folder'), roots)
    await writeOutput(path.join(root, 'other'), files({ 'index.html': 'y' }), undefined, roots)
    expect(await tree(outDir)).toEqual(['index.html'])
    expect(await tree(path.join(root, 'other'))).toEqual(['index.html'])
  })

  it('replaces the previous output entirely: stale files are gone, no temporary folders stay', async () => {
    await writeOutput(outDir, files({ 'index.html': 'one', 'old-page.html': 'old' }), staticDir, roots)
    await writeOutput(outDir, files({ 'index.html': 'two' }), staticDir, roots)
    expect(await tree(outDir)).toEqual(['img/logo.svg', 'index.html', 'robots.txt'])
    expect(await read('index.html')).toBe('two')
    expect(await siblings()).toEqual(['build'])
  })

  it('a failure while writing leaves the previous output intact and no temporary folder behind', async () => {
    await writeOutput(outDir, files({ 'index.html': 'good build', 'docs/intro.html': 'good intro' }), staticDir, roots)
    const before = await tree(outDir)
    // `docs` is both a file and the folder of `docs/intro.html`: writing it fails (EISDIR)
    const broken = files({
      'index.html': 'half-written build',
      'docs/intro.html': 'new intro',
      docs: 'a file where a folder is',
    })
    await expect(writeOutput(outDir, broken, staticDir, roots)).rejects.toThrow()
    expect(await tree(outDir)).toEqual(before)
    expect(await read('index.html')).toBe('good build')
    expect(await read('docs/intro.html')).toBe('good intro')
    expect(await siblings()).toEqual(['build'])
  })

  it('a failing first build leaves no output folder and no temporary folder', async () => {
    await expect(writeOutput(outDir, files({ 'a/b.html': 'x', a: 'y' }), staticDir, roots)).rejects.toThrow()
    expect(existsSync(outDir)).toBe(false)
    expect(await siblings()).toEqual([])
  })

  it('a file path escaping through an existing file fails cleanly too', async () => {
    await writeOutput(outDir, files({ 'index.html': 'good' }), staticDir, roots)
    // `robots.txt` comes from static: a generated file below it cannot be written
    await expect(
      writeOutput(outDir, files({ 'index.html': 'bad', 'robots.txt/inner.html': 'x' }), staticDir, roots),
    ).rejects.toThrow()
    expect(await read('index.html')).toBe('good')
    expect(await siblings()).toEqual(['build'])
  })
})

describe('startStagedOutput (pages streamed as they are rendered)', () => {
  it('writes nothing into the output folder before commit; commit swaps the staged files in', async () => {
    await writeOutput(outDir, files({ 'index.html': 'old' }), staticDir, roots)
    const output = await startStagedOutput(outDir, staticDir, roots)
    for (let i = 0; i < 200; i++) await output.write(`docs/page-${i}.html`, `page ${i}`)
    await output.write('index.html', 'new')
    expect(await read('index.html')).toBe('old')
    expect(output.files.size).toBe(201)
    await output.commit()
    expect(await read('index.html')).toBe('new')
    expect(await read('docs/page-199.html')).toBe('page 199')
    expect(await read('img/logo.svg')).toBe('<svg/>')
    expect(await siblings()).toEqual(['build'])
  })

  it('the later of two writes of one file wins, whatever the disk does first', async () => {
    const output = await startStagedOutput(outDir, staticDir, roots)
    await output.write('robots.txt', 'x'.repeat(1_000_000))
    await output.write('robots.txt', 'generated robots')
    await output.commit()
    expect(await read('robots.txt')).toBe('generated robots')
  })

  it("keep puts the previous output's file in the new one as a link to it (over a static file of that path too)", async () => {
    await writeOutput(outDir, files({ 'docs/a.html': 'kept page', 'robots.txt': 'generated robots' }), staticDir, roots)
    const before = statSync(path.join(outDir, 'docs/a.html'))
    const output = await startStagedOutput(outDir, staticDir, roots)
    await output.keep('docs/a.html', path.join(outDir, 'docs/a.html'))
    await output.keep('robots.txt', path.join(outDir, 'robots.txt'))
    await output.write('docs/b.html', 'new page')
    expect([...output.files].sort()).toEqual(['docs/a.html', 'docs/b.html', 'robots.txt'])
    await output.commit()
    const after = statSync(path.join(outDir, 'docs/a.html'))
    expect([after.ino, after.size, after.mtimeMs]).toEqual([before.ino, before.size, before.mtimeMs])
    expect(await read('docs/a.html')).toBe('kept page')
    expect(await read('robots.txt')).toBe('generated robots')
    expect(await tree(outDir)).toEqual(['docs/a.html', 'docs/b.html', 'img/logo.svg', 'robots.txt'])
    expect(await siblings()).toEqual(['build'])
  })

  it('keep of a file the previous output no longer has fails the commit, which keeps the previous output', async () => {
    await writeOutput(outDir, files({ 'index.html': 'good' }), staticDir, roots)
    const output = await startStagedOutput(outDir, staticDir, roots)
    await output.keep('gone.html', path.join(outDir, 'gone.html'))
    await expect(output.commit()).rejects.toThrow(/ENOENT/)
    expect(await read('index.html')).toBe('good')
    expect(await siblings()).toEqual(['build'])
  })

  it('discard removes the staged files and keeps the previous output', async () => {
    await writeOutput(outDir, files({ 'index.html': 'good' }), staticDir, roots)
    const output = await startStagedOutput(outDir, staticDir, roots)
    await output.write('index.html', 'never committed')
    await output.discard()
    expect(await read('index.html')).toBe('good')
    expect(await siblings()).toEqual(['build'])
  })

  it('a failed write fails the next write or the commit, and nothing is left behind', async () => {
    const output = await startStagedOutput(outDir, staticDir, roots)
    await output.write('robots.txt/inner.html', 'x') // robots.txt is a static file: no folder can be made there
    const next = (async () => {
      for (let i = 0; i < 100; i++) await output.write(`p${i}.html`, 'y')
      await output.commit()
    })()
    await expect(next).rejects.toThrow()
    await output.discard()
    expect(await siblings()).toEqual([])
  })
})

describe('the staging folder', () => {
  it('is made in the temp root, out of sight: nothing appears beside the output before or after commit', async () => {
    await writeOutput(outDir, files({ 'index.html': 'old' }), staticDir, roots)
    const output = await startStagedOutput(outDir, staticDir, roots)
    await output.write('docs/intro.html', 'new')
    await output.flush()
    expect(await siblings()).toEqual(['build', expect.stringMatching(new RegExp(`^cache/tmp/output-${process.pid}-`))])
    expect(await readFile(path.join(work, '.gitignore'), 'utf8')).toMatch(/^\*$/m)
    await output.commit()
    expect(await siblings()).toEqual(['build'])
  })

  it('removed while writes are still queued (a signal, temp-folders.ts), is not made again by them', async () => {
    const output = await startStagedOutput(outDir, staticDir, roots)
    for (let i = 0; i < 40; i++) await output.write(`section-${i}/deep/page.html`, `page ${i}`)
    const [staging] = (await readdir(work)).filter((name) => name.startsWith('output-'))
    removeTempFolder(path.join(work, staging))
    await output.flush()
    // not made again; what writes already under way added to the set-aside folder (on a loaded machine) is removed
    // once they are done, as the next build would remove it
    expect((await readdir(work)).filter((name) => name.startsWith('output-') && !name.endsWith('-removed'))).toEqual([])
    for (const name of await readdir(work)) if (name.endsWith('-removed')) removeTempFolder(path.join(work, name))
    expect(await siblings()).toEqual([])
  })
})

/** /dev/shm is a file system of its own (tmpfs) on Linux: a folder there cannot be renamed from the temp root. */
const OTHER_FILE_SYSTEM = '/dev/shm'
const otherFileSystem = existsSync(OTHER_FILE_SYSTEM) && statSync(OTHER_FILE_SYSTEM).dev !== statSync(os.tmpdir()).dev

describe.skipIf(!otherFileSystem)('an output the staging folder cannot be renamed to (EXDEV)', () => {
  it('is copied into a hidden folder beside the output and swapped in from there; nothing is left', async () => {
    const elsewhere = await mkdtemp(path.join(OTHER_FILE_SYSTEM, 'hd-write-output-'))
    const farOut = path.join(elsewhere, 'build')
    try {
      await writeOutput(farOut, files({ 'index.html': 'one', 'docs/intro.html': 'intro' }), staticDir, roots)
      await writeOutput(farOut, files({ 'index.html': 'two' }), staticDir, roots)
      expect(await tree(farOut)).toEqual(['img/logo.svg', 'index.html', 'robots.txt'])
      expect(await readFile(path.join(farOut, 'index.html'), 'utf8')).toBe('two')
      expect((await readdir(elsewhere)).sort()).toEqual(['.hotkeys-docs-tmp', 'build'])
      expect(await readdir(path.join(elsewhere, '.hotkeys-docs-tmp'))).toEqual(['.gitignore'])
      expect(await siblings()).toEqual([])
    } finally {
      await rm(elsewhere, { recursive: true, force: true })
    }
  })
})

describe('inPlaceOutputTarget', () => {
  it('keep leaves a file as the last update wrote it: not written again', async () => {
    const state = createInPlaceOutput()
    const first = inPlaceOutputTarget(outDir, staticDir, state)
    await first.write('docs/a.html', 'page a')
    await first.write('docs/b.html', 'page b')
    await first.commit()
    const next = inPlaceOutputTarget(outDir, staticDir, state)
    await next.keep('docs/a.html', path.join(outDir, 'docs/a.html'))
    await next.write('docs/b.html', 'page b, edited')
    expect(await next.commit()).toEqual(['docs/b.html'])
    expect(await read('docs/a.html')).toBe('page a')
  })
})

describe('dryRunOutputTarget', () => {
  it('keeps the names only and writes nothing', async () => {
    const output = dryRunOutputTarget()
    await output.write('index.html', 'x')
    await output.commit()
    expect([...output.files]).toEqual(['index.html'])
    expect(existsSync(outDir)).toBe(false)
  })
})

describe('updateOutputInPlace', () => {
  it('first run writes everything (generated and static) and reports it', async () => {
    const state = createInPlaceOutput()
    const changed = await updateOutputInPlace(
      outDir,
      files({ 'index.html': 'a', 'docs/intro.html': 'b' }),
      staticDir,
      state,
    )
    expect(changed.sort()).toEqual(['docs/intro.html', 'img/logo.svg', 'index.html', 'robots.txt'])
    expect(await tree(outDir)).toEqual(['docs/intro.html', 'img/logo.svg', 'index.html', 'robots.txt'])
  })

  it('rewrites only changed files, removes stale ones and their empty folders', async () => {
    const state = createInPlaceOutput()
    await updateOutputInPlace(
      outDir,
      files({ 'index.html': 'a', 'docs/intro.html': 'b', 'old/deep/page.html': 'c' }),
      staticDir,
      state,
    )
    const unchanged = await stat(path.join(outDir, 'docs/intro.html'))
    const changed = await updateOutputInPlace(
      outDir,
      files({ 'index.html': 'a2', 'docs/intro.html': 'b' }),
      staticDir,
      state,
    )
    expect(changed.sort()).toEqual(['index.html', 'old/deep/page.html'])
    expect(await tree(outDir)).toEqual(['docs/intro.html', 'img/logo.svg', 'index.html', 'robots.txt'])
    expect(existsSync(path.join(outDir, 'old'))).toBe(false)
    expect((await stat(path.join(outDir, 'docs/intro.html'))).mtimeMs).toBe(unchanged.mtimeMs)
    expect(await read('index.html')).toBe('a2')
    expect((await readdir(path.join(outDir, 'docs'))).filter((f) => f.includes('hd-tmp'))).toEqual([])
  })

  it('does not rewrite identical files found on disk by a fresh state', async () => {
    await updateOutputInPlace(outDir, files({ 'index.html': 'same' }), undefined, createInPlaceOutput())
    const changed = await updateOutputInPlace(outDir, files({ 'index.html': 'same' }), undefined, createInPlaceOutput())
    expect(changed).toEqual([])
  })

  it('writes everything again when the output folder went away between updates', async () => {
    const state = createInPlaceOutput()
    await updateOutputInPlace(outDir, files({ 'index.html': 'a', 'docs/intro.html': 'b' }), staticDir, state)
    await rm(outDir, { recursive: true, force: true })
    const changed = await updateOutputInPlace(
      outDir,
      files({ 'index.html': 'a', 'docs/intro.html': 'b' }),
      staticDir,
      state,
    )
    expect(changed.sort()).toEqual(['docs/intro.html', 'img/logo.svg', 'index.html', 'robots.txt'])
    expect(await tree(outDir)).toEqual(['docs/intro.html', 'img/logo.svg', 'index.html', 'robots.txt'])
  })

  it('makes a folder again after emptying and removing it', async () => {
    const state = createInPlaceOutput()
    await updateOutputInPlace(outDir, files({ 'index.html': 'a', 'blog/post.html': 'p' }), undefined, state)
    await updateOutputInPlace(outDir, files({ 'index.html': 'a' }), undefined, state)
    expect(existsSync(path.join(outDir, 'blog'))).toBe(false)
    const changed = await updateOutputInPlace(
      outDir,
      files({ 'index.html': 'a', 'blog/post.html': 'p2' }),
      undefined,
      state,
    )
    expect(changed).toEqual(['blog/post.html'])
    expect(await read('blog/post.html')).toBe('p2')
  })

  it('copies a static file again when it changed', async () => {
    const state = createInPlaceOutput()
    await updateOutputInPlace(outDir, files({}), staticDir, state)
    await writeFile(path.join(staticDir, 'img/logo.svg'), '<svg version="2"/>')
    const later = new Date(Date.now() + 5_000)
    await utimes(path.join(staticDir, 'img/logo.svg'), later, later)
    const changed = await updateOutputInPlace(outDir, files({}), staticDir, state)
    expect(changed).toEqual(['img/logo.svg'])
    expect(await read('img/logo.svg')).toBe('<svg version="2"/>')
  })
})
