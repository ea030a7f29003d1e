import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FILE_IMPORT, fileImports } from '../../../src/bundle/file-imports.js'
import { metafileInputFile } from '../../../src/bundle/metafile-input-file.js'
import { hexContentHash } from '../../../src/output/content-hash.js'

describe('fileImports (a file imported from site code is its URL)', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hd-file-imports-'))
    await mkdir(path.join(dir, 'img'))
    await writeFile(path.join(dir, 'img/Door Mat.PNG'), 'mat bytes')
    await writeFile(path.join(dir, 'img/manual.pdf'), 'pdf bytes')
    await writeFile(
      path.join(dir, 'entry.js'),
      [
        "import mat from './img/Door Mat.PNG'",
        "export const manual = require('./img/manual.pdf').default",
        'export { mat }',
        '',
      ].join('\n'),
    )
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  const bundle = async (baseUrl: string) => {
    const emitted = new Map<string, string>()
    const result = await esbuild.build({
      entryPoints: [path.join(dir, 'entry.js')],
      bundle: true,
      write: false,
      format: 'esm',
      metafile: true,
      logLevel: 'silent',
      plugins: [fileImports({ baseUrl, emit: (file, bytes) => emitted.set(file, Buffer.from(bytes).toString()) })],
    })
    return { code: result.outputFiles[0]!.text, emitted, inputs: Object.keys(result.metafile.inputs) }
  }

  it("exports the URL of the file's copy under the base URL, and tells the bundle to write the copy", async () => {
    const { code, emitted } = await bundle('/docs-site/')
    const mat = `assets/files/Door-Mat.${hexContentHash('mat bytes')}.png`
    const manual = `assets/files/manual.${hexContentHash('pdf bytes')}.pdf`
    expect(code).toContain(JSON.stringify(`/docs-site/${mat}`))
    expect(code).toContain(JSON.stringify(`/docs-site/${manual}`))
    expect(emitted).toEqual(
      new Map([
        [mat, 'mat bytes'],
        [manual, 'pdf bytes'],
      ]),
    )
  })

  it('names the files read in the metafile by their paths (what a cache checks)', async () => {
    const files = (await bundle('/')).inputs.map(metafileInputFile)
    expect(files).toContain(path.join(dir, 'img/Door Mat.PNG'))
    expect(files).toContain(path.join(dir, 'img/manual.pdf'))
  })

  it('fails at the import of a file that does not exist', async () => {
    await writeFile(path.join(dir, 'broken.js'), "import gone from './img/gone.png'\nexport { gone }\n")
    const failure = await esbuild
      .build({
        entryPoints: [path.join(dir, 'broken.js')],
        bundle: true,
        write: false,
        logLevel: 'silent',
        plugins: [fileImports({ baseUrl: '/' })],
      })
      .catch((error: esbuild.BuildFailure) => error)
    expect((failure as esbuild.BuildFailure).errors[0]).toMatchObject({
      text: expect.stringContaining('./img/gone.png'),
      location: { line: 1 },
    })
  })

  it('takes images, media, fonts and documents, not code, stylesheets or .svg', () => {
    for (const file of ['a.png', 'b.JPG', 'c.webp', 'd.mp4', 'e.woff2', 'f.pdf'])
      expect(FILE_IMPORT.test(file), file).toBe(true)
    for (const file of ['a.js', 'b.css', 'c.svg', 'd.json', 'e.md']) expect(FILE_IMPORT.test(file), file).toBe(false)
  })
})

describe('metafileInputFile', () => {
  it('reads a plain input as it is, a namespaced absolute path as that path, a generated module as none', () => {
    expect(metafileInputFile('src/pages/index.tsx')).toBe('src/pages/index.tsx')
    expect(metafileInputFile('hd-svg-component:/site/static/img/logo.svg')).toBe('/site/static/img/logo.svg')
    expect(metafileInputFile('hd:hd:pages')).toBeUndefined()
  })
})
