import { describe, expect, it } from 'vitest'
import { writeFile } from 'node:fs/promises'
import { loadContent } from '../../../src/content/load-content.js'
import type { SiteContent } from '../../../src/content/content-types.js'
import { BuildError, BuildErrorList } from '../../../src/errors.js'
import { cleanUpFixtureSites, errorsOf, fixtureSite, md, render, siteConfig, type FixtureSite } from './content-site.js'

cleanUpFixtureSites()

const CURRENT = 'content/docs/current'

async function load(site: FixtureSite, isProduction = true): Promise<SiteContent> {
  return loadContent(await siteConfig(site), { renderMarkdown: render, isProduction })
}

function linksOf(content: SiteContent, sourceFile: string): string[] {
  const all = [...content.versions.flatMap((v) => v.docs), ...(content.blog?.posts ?? []), ...content.pages]
  const entry = all.find((e) => e.sourceFile === sourceFile)
  if (!entry) throw new Error(`no content from ${sourceFile}`)
  return entry.markdown!.links.map((l) => l.href)
}

describe('loadContent', () => {
  it('loads versions, blog and pages of the site', async () => {
    const content = await load(await fixtureSite())
    expect(content.versions.map((v) => [v.meta.name, v.docs.length])).toEqual([
      ['current', 4],
      ['1.x', 2],
    ])
    expect(content.blog?.posts.map((p) => p.slug)).toEqual(['hello', 'older'])
    expect(content.pages.map((p) => p.permalink)).toEqual(['/about', '/'])
    expect(content.warnings).toEqual([])
  })

  it('blog: false → no blog', async () => {
    const site = await fixtureSite({}, (t) => t.replace('  docs: {', '  blog: false,\n  docs: {'))
    expect((await load(site)).blog).toBeNull()
  })

  describe('relative Markdown links', () => {
    it('resolve to the route of the target doc, keeping the hash', async () => {
      const content = await load(await fixtureSite())
      expect(linksOf(content, `${CURRENT}/intro.md`)).toEqual(['/docs/guides/first-guide#setup', '/docs/api'])
    })

    it('follow slugs, reach other folders and versions, and .mdx targets', async () => {
      const site = await fixtureSite({
        [`${CURRENT}/guides/first-guide.md`]: md({ slug: '/start-here' }),
        [`${CURRENT}/guides/second-guide.md`]: md(
          null,
          '[a](./first-guide.md) [b](../api.md?x=1#options) [c](../../1.x/legacy.md) [d](extra.md)',
        ),
        [`${CURRENT}/guides/extra.mdx`]: md(null, '# Extra'),
      })
      expect(linksOf(await load(site), `${CURRENT}/guides/second-guide.md`)).toEqual([
        '/docs/start-here',
        '/docs/api?x=1#options',
        '/docs/1.x/legacy',
        '/docs/guides/extra',
      ])
    })

    it('work from blog posts and pages', async () => {
      const site = await fixtureSite({
        'content/blog/2019-01-01-links.md': md(null, '[intro](../docs/current/intro.md#usage)'),
        'content/pages/about.md': md({ title: 'About' }, '[api](../docs/current/api.md)'),
      })
      const content = await load(site)
      expect(linksOf(content, 'content/blog/2019-01-01-links.md')).toEqual(['/docs/intro#usage'])
      expect(linksOf(content, 'content/pages/about.md')).toEqual(['/docs/api'])
    })

    it('percent-encoded file names are decoded', async () => {
      const site = await fixtureSite({
        [`${CURRENT}/my notes.md`]: md(null, '# Notes'),
        [`${CURRENT}/api.md`]: md({ title: 'API' }, '[notes](./my%20notes.md)'),
      })
      expect(linksOf(await load(site), `${CURRENT}/api.md`)).toEqual(['/docs/my notes'])
    })

    it('an unknown target is a warning at the line in the file, and the link is kept', async () => {
      const site = await fixtureSite({
        [`${CURRENT}/api.md`]: md('title: API\nslug: /api', 'Intro.\n\n[broken](./missing.md#x)'),
      })
      const content = await load(site)
      // `---`, 2 keys, `---`, blank, `Intro.`, blank, link → line 8
      expect(content.warnings).toContainEqual(
        expect.objectContaining({ code: 'broken-markdown-link', file: `${CURRENT}/api.md`, line: 8 }),
      )
      expect(linksOf(content, `${CURRENT}/api.md`)).toEqual(['./missing.md#x'])
    })

    it('a draft is not a target in production builds', async () => {
      const site = await fixtureSite({
        [`${CURRENT}/wip.md`]: md({ draft: true }),
        [`${CURRENT}/api.md`]: md({ title: 'API' }, '[wip](./wip.md)'),
      })
      expect((await load(site, true)).warnings).toContainEqual(
        expect.objectContaining({ code: 'broken-markdown-link', file: `${CURRENT}/api.md` }),
      )
      expect(linksOf(await load(site, false), `${CURRENT}/api.md`)).toEqual(['/docs/wip'])
    })

    it('onBrokenMarkdownLinks: ignore drops the warning, throw makes it an error at the line', async () => {
      const files = { [`${CURRENT}/api.md`]: md({ title: 'API' }, 'Text.\n\n[gone](./gone.md)') }
      const policy = (value: string) => (t: string) =>
        t.replace("  baseUrl: '/',", `  baseUrl: '/',\n  onBrokenMarkdownLinks: '${value}',`)
      expect((await load(await fixtureSite(files, policy('ignore')))).warnings).toEqual([])
      expect((await load(await fixtureSite(files, policy('warn')))).warnings).toEqual([
        expect.objectContaining({ code: 'broken-markdown-link', line: 7 }),
      ])
      const [error] = await errorsOf(load(await fixtureSite(files, policy('throw'))))
      expect(error).toMatchObject({ code: 'broken-markdown-link', file: `${CURRENT}/api.md`, line: 7 })
      expect(error.message).toContain('./gone.md')
    })

    it('a link, image or URL that could run script is a build error at its line, whatever onBrokenMarkdownLinks says', async () => {
      const files = {
        [`${CURRENT}/api.md`]: md(
          { title: 'API' },
          'Text.\n\n[run](JaVaScRiPt:alert(1)) and ![x](data:text/html,<script>alert(2)</script>)\n\n[ok](./intro.md)',
        ),
        [`${CURRENT}/intro.md`]: md('title: Intro\ncustom_edit_url: vbscript:msgbox'),
        'content/blog/authors.yml':
          'jane:\n  name: Jane Doe\n  url: https://example.test/jane\nbob:\n  name: Bob\n  image_url: " javascript:alert(3)"\n',
        'content/pages/about.md': md(
          { title: 'About' },
          '[page](<java\tscript:alert(4)>)\n\nAn autolink: <vbscript:msgbox>',
        ),
      }
      const ignoring = (t: string) =>
        t.replace("  baseUrl: '/',", "  baseUrl: '/',\n  onBrokenMarkdownLinks: 'ignore',")
      for (const site of [await fixtureSite(files), await fixtureSite(files, ignoring)]) {
        const errors = await errorsOf(load(site))
        expect(errors.map((e) => [e.code, e.file, e.line])).toEqual([
          ['unsafe-url', `${CURRENT}/intro.md`, 3],
          ['unsafe-url', 'content/blog/authors.yml', 4],
          ['unsafe-url', `${CURRENT}/api.md`, 7],
          ['unsafe-url', `${CURRENT}/api.md`, 7],
          ['unsafe-url', 'content/pages/about.md', 5],
          ['unsafe-url', 'content/pages/about.md', 7],
        ])
        expect(errors[0].message).toBe(
          'Front matter "custom_edit_url" is a "vbscript:" URL, which could run script in the reader\'s browser: "vbscript:msgbox"',
        )
        expect(errors[1].message).toMatch(/^Author "Bob": image_url is a "javascript:" URL/)
      }
    })

    it('a malformed percent-escape is a broken link warning, not a crash', async () => {
      const site = await fixtureSite({ [`${CURRENT}/api.md`]: md({ title: 'API' }, 'Text.\n\n[odd](./100%.md)') })
      const content = await load(site)
      expect(content.warnings).toContainEqual(
        expect.objectContaining({ code: 'broken-markdown-link', file: `${CURRENT}/api.md`, line: 7 }),
      )
    })
  })

  describe('errors', () => {
    it('one error is thrown as itself', async () => {
      const site = await fixtureSite({ [`${CURRENT}/api.md`]: md('sidebar_position: x') })
      let thrown: unknown
      try {
        await load(site)
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(BuildError)
      expect((thrown as BuildError).code).toBe('front-matter-type')
    })

    it('errors of docs, blog and pages are reported together', async () => {
      const site = await fixtureSite({
        [`${CURRENT}/api.md`]: md('sidebar_position: x'),
        'content/docs/1.x/legacy.md': '---\ntitle: [x\n---\n',
        'content/blog/2020-01-02-older.md': md('authors: [nobody]'),
        'content/pages/about.md': md('hide_title: 3'),
      })
      let thrown: unknown
      try {
        await load(site)
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(BuildErrorList)
      const errors = (thrown as BuildErrorList).errors
      expect(errors.map((e) => [e.code, e.file])).toEqual([
        ['front-matter-type', `${CURRENT}/api.md`],
        ['front-matter-syntax', 'content/docs/1.x/legacy.md'],
        ['blog-unknown-author', 'content/blog/2020-01-02-older.md'],
        ['front-matter-type', 'content/pages/about.md'],
      ])
      expect((thrown as Error).message).toMatch(/^4 content errors:/)
    })

    it('a file that is not UTF-8 is an error at the line of its first invalid byte; every such file is reported', async () => {
      const site = await fixtureSite()
      const latin1 = (text: string) => Buffer.from(text, 'latin1')
      await writeFile(site.file(`${CURRENT}/api.md`), latin1('---\ntitle: Café\n---\n\n# API\n'))
      // a U+FFFD written in the file is valid UTF-8: the error is at the Latin-1 byte after it
      await writeFile(
        site.file('content/blog/2020-01-02-older.md'),
        Buffer.concat([Buffer.from('# Older\n\nA \uFFFD sign, then '), latin1('naïve\n')]),
      )
      await writeFile(site.file('content/pages/about.md'), latin1('# About\n\n\u00ABquotes\u00BB\n'))
      await writeFile(site.file(`${CURRENT}/guides/_category_.json`), latin1('{ "label": "Guidés" }'))
      const errors = await errorsOf(load(site))
      expect(errors.map((e) => [e.code, e.file, e.line, e.column])).toEqual([
        ['file-not-utf8', `${CURRENT}/api.md`, 2, 11],
        ['file-not-utf8', `${CURRENT}/guides/_category_.json`, 1, 17],
        ['file-not-utf8', 'content/blog/2020-01-02-older.md', 3, 18],
        ['file-not-utf8', 'content/pages/about.md', 3, 1],
      ])
      expect(errors[0].message).toBe(
        'The file is not valid UTF-8: the bytes at offset 14 (E9 0A 2D 2D…) are not a UTF-8 character',
      )
      expect(errors[0].hint).toMatch(/Save the file as UTF-8/)
    })

    it('a broken _category_.json stops loading with its error', async () => {
      const site = await fixtureSite({ [`${CURRENT}/guides/_category_.json`]: '{ "label": "Guides", }' })
      const [error] = await errorsOf(load(site))
      expect(error).toMatchObject({ code: 'category-json-syntax', file: `${CURRENT}/guides/_category_.json`, line: 1 })
    })
  })
})
