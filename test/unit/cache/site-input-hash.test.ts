import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteInputHash } from '../../../src/cache/site-input-hash.js'

let site: string
const file = (p: string) => path.join(site, p)
const write = async (p: string, text: string) => {
  await mkdir(path.dirname(file(p)), { recursive: true })
  await writeFile(file(p), text)
}
beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'hd-input-hash-'))
  await write('docs/intro.md', '# Intro')
  await write('build/index.html', '<p>old</p>')
  await write('dist/abc/src/cli.js', 'compiled')
  await write('node_modules/x/index.js', 'package')
})
afterAll(() => rm(site, { recursive: true, force: true }))

describe('siteInputHash', () => {
  const hashOf = () => siteInputHash(site, file('build'), [], file('dist'))

  it("changes with a file of the site, not with the output, the packages or the generator's dist", async () => {
    const before = await hashOf()
    expect(before.files).toBe(1)
    await write('build/index.html', '<p>new</p>')
    await write('dist/abc/src/cli.js', 'compiled again')
    await write('node_modules/x/index.js', 'another version')
    expect((await hashOf()).hash).toBe(before.hash)
    await write('docs/intro.md', '# Introduction')
    expect((await hashOf()).hash).not.toBe(before.hash)
  })
})
