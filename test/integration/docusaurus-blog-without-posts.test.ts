/**
 * A Docusaurus site whose blog has no posts (the classic preset's blog is on by default, its folder empty or
 * missing): Docusaurus makes no blog pages, no feeds and no feed links, and neither do we (docusaurus-swizzled
 * fixture, its one post removed).
 */
import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, type BuildResult } from '../../src/build.js'
import { copyFixtureSite } from '../helpers/fixture-site.js'

type Site = Awaited<ReturnType<typeof copyFixtureSite>>

describe('a Docusaurus site whose blog has no posts', () => {
  let site: Site
  let result: BuildResult

  beforeAll(async () => {
    site = await copyFixtureSite('docusaurus-swizzled')
    await rm(site.file('blog/2026-02-01-first-light.md'))
    result = await build({ configFile: site.file('docusaurus.config.js'), outDir: site.file('build') })
  })
  afterAll(() => site.remove())

  it('has no blog pages and no feeds', () => {
    expect(result.routes.filter((route) => route.path.startsWith('/blog'))).toEqual([])
    expect(existsSync(site.file('build/blog.html'))).toBe(false)
    expect(existsSync(site.file('build/blog/rss.xml'))).toBe(false)
  })

  it("links no feed from a page's head", async () => {
    const html = await site.read('build/docs/intro.html')
    expect(html).toContain('<title>')
    expect(html).not.toContain('rel="alternate"')
  })
})
