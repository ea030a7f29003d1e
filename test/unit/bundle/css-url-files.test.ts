import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cssUrlFiles, INLINE_FILE_LIMIT } from '../../../src/bundle/css-url-files.js'
import { hexContentHash } from '../../../src/output/content-hash.js'

/**
 * What Docusaurus 3.10's output CSS holds for a customCss `url(…)` (observed): `@site/static/…`, `/img/…` (static/)
 * and `../../static/…` all resolve to the static file; up to 10,000 bytes it is a data URL, at 10,001 an emitted
 * file; `?query` dropped, `#fragment` kept; data and external URLs as written.
 */
describe('cssUrlFiles (url() in a site stylesheet, as Docusaurus resolves it)', () => {
  let dir: string
  const small = 'a'.repeat(INLINE_FILE_LIMIT)
  const large = 'b'.repeat(INLINE_FILE_LIMIT + 1)
  const css = (...rules: string[]) => writeFile(path.join(dir, 'src/css/custom.css'), rules.join('\n'))

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hd-css-url-files-'))
    await mkdir(path.join(dir, 'static/img'), { recursive: true })
    await mkdir(path.join(dir, 'src/css'), { recursive: true })
    await writeFile(path.join(dir, 'static/img/small.svg'), small)
    await writeFile(path.join(dir, 'static/img/large.png'), large)
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  const bundle = async () => {
    const emitted = new Map<string, string>()
    const read = new Set<string>()
    const stylesheet = path.join(dir, 'src/css/custom.css')
    const result = await esbuild.build({
      entryPoints: [stylesheet],
      bundle: true,
      write: false,
      outdir: path.join(dir, 'out'),
      logLevel: 'silent',
      plugins: [
        cssUrlFiles({
          siteDir: dir,
          staticDir: path.join(dir, 'static'),
          baseUrl: '/base/',
          customCss: [stylesheet],
          emit: (file, bytes) => emitted.set(file, Buffer.from(bytes).toString()),
          read: (file) => read.add(file),
        }),
      ],
    })
    return { code: result.outputFiles[0]!.text, emitted, read }
  }

  it('inlines a file of up to 10,000 bytes, whichever way it is named', async () => {
    await css(
      ".a { background: url('@site/static/img/small.svg'); }",
      '.b { background: url(/img/small.svg); }',
      '.c { background: url("../../static/img/small.svg?v=2#icon"); }',
    )
    const { code, emitted } = await bundle()
    const data = `data:image/svg+xml;base64,${Buffer.from(small).toString('base64')}`
    expect(code.match(/url\([^)]*\)/g)).toEqual([`url(${data})`, `url(${data})`, `url(${data}#icon)`])
    expect(emitted.size).toBe(0)
  })

  it('copies a larger file to the output and names the copy, under the base URL', async () => {
    await css('.a { background: url(/img/large.png); }', ".b { background: url('@site/static/img/large.png'); }")
    const { code, emitted } = await bundle()
    const copy = `assets/files/large.${hexContentHash(large)}.png`
    expect(code.match(/url\([^)]*\)/g)).toEqual([`url(/base/${copy})`, `url(/base/${copy})`])
    expect(emitted).toEqual(new Map([[copy, large]]))
  })

  it('tells the files it read, the sources a stored bundle is checked against', async () => {
    await css('.a { background: url(/img/large.png); }', '.b { background: url(/img/small.svg); }')
    const { read } = await bundle()
    expect(read).toEqual(new Set([path.join(dir, 'static/img/large.png'), path.join(dir, 'static/img/small.svg')]))
  })

  it('leaves data URLs, external URLs and fragments as written', async () => {
    await css(
      '.a { background: url(data:image/gif;base64,R0lGODlh); }',
      '.b { background: url(https://example.com/x.png); }',
      '.c { filter: url(#shadow); }',
    )
    const { code } = await bundle()
    expect(code.match(/url\([^)]*\)/g)).toEqual([
      'url(data:image/gif;base64,R0lGODlh)',
      'url(https://example.com/x.png)',
      'url(#shadow)',
    ])
  })

  it('fails on a file that does not exist, at the line of its url() in the stylesheet', async () => {
    await css('.a { color: red; }', '.b { background: url(/img/missing.png); }')
    const failure = (await bundle().catch((error: unknown) => error)) as esbuild.BuildFailure
    expect(failure.errors[0]).toMatchObject({
      text: 'url(/img/missing.png) names no file: static/img/missing.png does not exist',
      location: { file: expect.stringContaining('custom.css'), line: 2 },
    })
    expect(failure.errors[0]!.notes[0]!.text).toContain('static/img/x.svg')
  })
})
