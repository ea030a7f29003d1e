import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localFileUrl } from '../../../src/content/local-file-url.js'
import { markdownLinkResolver } from '../../../src/content/resolve-markdown-link.js'
import { relativeTarget } from '../../../src/markdown/relative-target.js'
import { hexContentHash } from '../../../src/output/content-hash.js'

let siteDir: string
beforeAll(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), 'hd-local-files-'))
  await mkdir(path.join(siteDir, 'docs/img'), { recursive: true })
  await writeFile(path.join(siteDir, 'docs/img/My Shot.PNG'), 'png bytes')
  await writeFile(path.join(siteDir, 'docs/LICENSE'), 'no extension')
})
afterAll(() => rm(siteDir, { recursive: true, force: true }))

describe('relativeTarget', () => {
  it('names the site file a relative path in a source file leads to', () => {
    expect(relativeTarget('docs/guide/intro.md', '../img/a%20b.png')).toBe('docs/img/a b.png')
    expect(relativeTarget('docs/intro.md', 'img/a.png')).toBe('docs/img/a.png')
  })

  it('is undefined for what is not a relative path inside the site', () => {
    for (const href of ['', '/img/a.png', 'https://x.test/a.png', 'mailto:a@b.c', '../../../etc/passwd'])
      expect(relativeTarget('docs/intro.md', href)).toBeUndefined()
  })

  it('leads out of the site folder only when told it may (a document beside the site)', () => {
    expect(relativeTarget('../docs/api/a.md', './b.md', true)).toBe('../docs/api/b.md')
    expect(relativeTarget('../docs/api/a.md', './b.md')).toBeUndefined()
  })
})

describe('localFileUrl', () => {
  it("names the copy by the file's name and the hash of its bytes, the extension in lower case", () => {
    expect(localFileUrl(siteDir, 'docs/img/My Shot.PNG')).toBe(
      `/assets/files/My-Shot.${hexContentHash(Buffer.from('png bytes'))}.png`,
    )
  })

  it('is undefined for a missing file, a folder, or a file without an extension', () => {
    expect(localFileUrl(siteDir, 'docs/img/missing.png')).toBeUndefined()
    expect(localFileUrl(siteDir, 'docs/img.png')).toBeUndefined()
    expect(localFileUrl(siteDir, 'docs/img')).toBeUndefined()
    expect(localFileUrl(siteDir, 'docs/LICENSE')).toBeUndefined()
  })
})

describe('markdownLinkResolver', () => {
  const routes = new Map([['docs/api.mdx', '/docs/api']])

  it('resolves Markdown files to routes, other files (with a site folder) to their copies', () => {
    const resolve = markdownLinkResolver(routes, 'docs/intro.md', siteDir)
    expect(resolve('./api.md')).toBe('/docs/api')
    expect(resolve('img/My%20Shot.PNG')).toMatch(/^\/assets\/files\/My-Shot\.[0-9a-f]{10}\.png$/)
    expect(markdownLinkResolver(routes, 'docs/intro.md')('img/My%20Shot.PNG')).toBeUndefined()
  })

  it('resolves a link between documents of a docs folder beside the site folder (Docusaurus path: ../docs)', () => {
    const beside = new Map([['../docs/api/hooks.md', '/api/hooks']])
    const resolve = markdownLinkResolver(beside, '../docs/api/provider.md', siteDir)
    expect(resolve('./hooks.md')).toBe('/api/hooks')
    // a file out there is not copied into the site
    expect(resolve('../../secret.png')).toBeUndefined()
  })
})
