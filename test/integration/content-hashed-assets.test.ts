/**
 * The client bundle's CSS and JS file names are content hashes: the same input gives the same names (so a rebuild
 * keeps browser caches valid), a changed input gives the changed file a new name (so no browser keeps a stale copy).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { bundleClient, type ClientBundle } from '../../src/bundle/bundle-client.js'
import { TMP_ROOT } from '../helpers/fixture-site.js'

let dir: string
let page: string
beforeAll(async () => {
  await mkdir(TMP_ROOT, { recursive: true })
  dir = await mkdtemp(path.join(TMP_ROOT, 'hashed-'))
  page = path.join(dir, 'about.tsx')
  await writeFile(page, 'export default function About() { return <p>About, version one</p> }\n')
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const bundle = (themeCss = '') => bundleClient({ componentPages: { about: page }, minify: true, themeCss })
const names = (b: ClientBundle) => [...b.files.keys()].sort()

describe('content-hashed asset names', () => {
  it('are hashes of the content: the same input twice gives the same names and bytes', async () => {
    const [a, b] = [await bundle(), await bundle()]
    expect(names(a)).toEqual(names(b))
    for (const name of names(a))
      expect(Buffer.from(b.files.get(name)!).equals(Buffer.from(a.files.get(name)!)), name).toBe(true)
    expect(a.css[0]).toMatch(/^\/assets\/theme\.[A-Z0-9]{8}\.css$/)
    expect(a.entry).toMatch(/^\/assets\/app\.[A-Z0-9]{8}\.js$/)
    expect(a.pageChunks.about).toMatch(/^\/assets\/chunks\/about\.[A-Z0-9]{8}\.js$/)
  })

  it('a changed stylesheet gets a new CSS name and leaves the JavaScript names alone', async () => {
    const [before, after] = [await bundle(), await bundle('.token.keyword { color: red; }')]
    expect(after.css[0]).not.toBe(before.css[0])
    expect(names(after).filter((n) => n.endsWith('.js'))).toEqual(names(before).filter((n) => n.endsWith('.js')))
  })

  it("a changed page gets a new chunk name (and the entry that imports it a new name); the stylesheet's stays", async () => {
    const before = await bundle()
    await writeFile(page, 'export default function About() { return <p>About, version two</p> }\n')
    const after = await bundle()
    expect(after.pageChunks.about).not.toBe(before.pageChunks.about)
    expect(after.entry).not.toBe(before.entry)
    expect(after.css).toEqual(before.css)
  })
})
