import { describe, expect, it } from 'vitest'
import { loadBlog } from '../../../src/content/load-blog.js'
import { BuildErrorList } from '../../../src/errors.js'
import type { BlogPost } from '../../../src/content/content-types.js'
import { cleanUpFixtureSites, errorsOf, fixtureSite, md, render, siteConfig, type FixtureSite } from './content-site.js'

cleanUpFixtureSites()

const BLOG = 'content/blog'

/** loadBlog on the site; its collected errors are thrown (like loadContent does). */
async function postsOf(site: FixtureSite, isProduction = true): Promise<BlogPost[]> {
  const result = await loadBlog(await siteConfig(site), render, isProduction)
  if (result.errors.length) throw new BuildErrorList(`${result.errors.length} errors`, result.errors)
  return result.posts
}

function post(posts: BlogPost[], slug: string): BlogPost {
  const found = posts.find((p) => p.slug === slug)
  if (!found) throw new Error(`no post ${slug} in ${posts.map((p) => p.slug).join(', ')}`)
  return found
}

describe('loadBlog', () => {
  it('loads the posts newest first with their dates, slugs and permalinks', async () => {
    const posts = await postsOf(await fixtureSite())
    expect(posts.map((p) => [p.date, p.slug, p.permalink, p.sourceFile])).toEqual([
      ['2021-09-24', 'hello', '/blog/hello', `${BLOG}/2021-09-24-hello.md`],
      ['2020-01-02', 'older', '/blog/older', `${BLOG}/2020-01-02-older.md`],
    ])
  })

  it('sorts by date, newest first, whatever the file names', async () => {
    const site = await fixtureSite({
      [`${BLOG}/a.md`]: md({ date: '2019-05-01' }),
      [`${BLOG}/z.md`]: md({ date: '2022-03-01' }),
      [`${BLOG}/2021-01-01-m.md`]: md(null),
    })
    expect((await postsOf(site)).map((p) => p.date)).toEqual([
      '2022-03-01',
      '2021-09-24',
      '2021-01-01',
      '2020-01-02',
      '2019-05-01',
    ])
  })

  it('posts of one day are ordered by permalink', async () => {
    const site = await fixtureSite({ [`${BLOG}/2021-09-24-abc.md`]: md(null), [`${BLOG}/2021-09-24-zzz.md`]: md(null) })
    expect((await postsOf(site)).slice(0, 3).map((p) => p.slug)).toEqual(['abc', 'hello', 'zzz'])
  })

  describe('dates', () => {
    it('a date in the front matter wins over the file name', async () => {
      const site = await fixtureSite({
        [`${BLOG}/2020-01-02-older.md`]: md({ date: '2020-06-15', title: 'Older post' }),
      })
      const older = post(await postsOf(site), 'older')
      expect(older.date).toBe('2020-06-15')
      expect(older.permalink).toBe('/blog/older')
    })

    it('a quoted date works too', async () => {
      const site = await fixtureSite({ [`${BLOG}/plain.md`]: md({ date: '"2018-02-03"' }) })
      expect(post(await postsOf(site), 'plain').date).toBe('2018-02-03')
    })

    it.each([
      '2018-02-03T10:00:00Z',
      '2018-02-03T23:30:00-05:00',
      '2018-02-03T00:30:00+09:00',
      '2018-02-03 10:00:00',
      '2018-02-03T23:00:00',
      '"2018-02-03 10:00"',
    ])('a date with a time (%s) is the day as written', async (date) => {
      const site = await fixtureSite({ [`${BLOG}/timed.md`]: md({ date }) })
      expect(post(await postsOf(site), 'timed').date).toBe('2018-02-03')
    })

    it('the day does not depend on the time zone of the machine', async () => {
      const site = await fixtureSite({
        [`${BLOG}/late.md`]: md({ date: '2018-02-03T23:00:00' }),
        [`${BLOG}/early.md`]: md({ date: '2018-02-03T01:00:00' }),
      })
      const zone = process.env.TZ
      try {
        for (const tz of ['Asia/Tokyo', 'America/Los_Angeles', 'UTC']) {
          process.env.TZ = tz
          const posts = await postsOf(site)
          expect([post(posts, 'late').date, post(posts, 'early').date], tz).toEqual(['2018-02-03', '2018-02-03'])
        }
      } finally {
        if (zone === undefined) delete process.env.TZ
        else process.env.TZ = zone
      }
    })

    it('a date folder with index.md gives the date and slug', async () => {
      const site = await fixtureSite({ [`${BLOG}/2017-07-07-folder-post/index.md`]: md(null) })
      const p = post(await postsOf(site), 'folder-post')
      expect(p.date).toBe('2017-07-07')
      expect(p.permalink).toBe('/blog/folder-post')
    })

    it('an impossible front matter date is an error at its line', async () => {
      const site = await fixtureSite({
        [`${BLOG}/2021-09-24-hello.md`]: md('slug: hello\ntitle: Hello\ndate: 2021-02-30'),
      })
      const [error] = await errorsOf(postsOf(site))
      expect(error.code).toBe('blog-date-invalid')
      expect(error.message).toContain('"2021-02-30"')
      expect(error.file).toBe(`${BLOG}/2021-09-24-hello.md`)
      expect(error.line).toBe(4)
    })

    it.each(['2021-13-01', '2021-00-10', 'yesterday', '24.09.2021', '2021-09-24-10', '"2021-09-24 late"'])(
      'front matter date %s is an error',
      async (date) => {
        const site = await fixtureSite({ [`${BLOG}/x.md`]: md(`title: X\ndate: ${date}`) })
        const [error] = await errorsOf(postsOf(site))
        expect(error.code).toBe('blog-date-invalid')
        expect(error.line).toBe(3)
      },
    )

    it('an impossible date in the file name is an error naming the file', async () => {
      const site = await fixtureSite({ [`${BLOG}/2021-02-30-leap.md`]: md({ title: 'Leap' }) })
      const [error] = await errorsOf(postsOf(site))
      expect(error.code).toBe('blog-date-invalid')
      expect(error.file).toBe(`${BLOG}/2021-02-30-leap.md`)
      expect(error.message).toContain('"2021-02-30"')
    })

    it('a post without any date is an error', async () => {
      const site = await fixtureSite({ [`${BLOG}/undated.md`]: md({ title: 'Undated' }) })
      const [error] = await errorsOf(postsOf(site))
      expect(error.code).toBe('blog-date-missing')
      expect(error.file).toBe(`${BLOG}/undated.md`)
      expect(error.hint).toMatch(/YYYY-MM-DD/)
    })
  })

  describe('slugs and titles', () => {
    it('the slug front matter replaces the file name part (a leading slash is dropped)', async () => {
      const site = await fixtureSite({ [`${BLOG}/2020-01-02-older.md`]: md({ slug: '/renamed', title: 'Older' }) })
      expect(post(await postsOf(site), 'renamed').permalink).toBe('/blog/renamed')
    })

    it('title from front matter, else the first heading, else the slug', async () => {
      const site = await fixtureSite({
        [`${BLOG}/2019-01-01-from-heading.md`]: md(null, '# The Heading\n\nText.'),
        [`${BLOG}/2019-01-02-from-slug.md`]: md(null, 'Text only.'),
      })
      const posts = await postsOf(site)
      expect(post(posts, 'from-heading').title).toBe('The Heading')
      expect(post(posts, 'from-slug').title).toBe('From slug')
      expect(post(posts, 'hello').title).toBe('Hello World')
    })

    it('description from front matter, else the first paragraph', async () => {
      const site = await fixtureSite({
        [`${BLOG}/2019-01-01-d.md`]: md({ description: 'Set here.' }, 'First paragraph.'),
      })
      const posts = await postsOf(site)
      expect(post(posts, 'd').description).toBe('Set here.')
      expect(post(posts, 'older').description).toBe('An older post.')
    })
  })

  describe('authors', () => {
    it('resolves author keys from authors.yml', async () => {
      const posts = await postsOf(await fixtureSite())
      expect(post(posts, 'hello').authors).toEqual([
        { key: 'jane', name: 'Jane Doe', title: 'Maintainer', url: 'https://example.test/jane' },
      ])
    })

    it('accepts a single key, inline authors and image_url', async () => {
      const site = await fixtureSite({
        [`${BLOG}/authors.yml`]: 'jane:\n  name: Jane Doe\n  image_url: https://example.test/jane.png\n',
        [`${BLOG}/2019-01-01-single.md`]: md('authors: jane'),
        [`${BLOG}/2019-01-02-inline.md`]: md('authors:\n  - name: Guest Writer\n    url: https://guest.test\n  - jane'),
      })
      const posts = await postsOf(site)
      expect(post(posts, 'single').authors).toEqual([
        { key: 'jane', name: 'Jane Doe', imageURL: 'https://example.test/jane.png' },
      ])
      expect(post(posts, 'inline').authors).toEqual([
        { name: 'Guest Writer', url: 'https://guest.test' },
        { key: 'jane', name: 'Jane Doe', imageURL: 'https://example.test/jane.png' },
      ])
    })

    it('reads an email address', async () => {
      const site = await fixtureSite({
        [`${BLOG}/authors.yml`]: 'jane:\n  name: Jane Doe\n  email: jane@example.test\n',
      })
      expect(post(await postsOf(site), 'hello').authors).toEqual([
        { key: 'jane', name: 'Jane Doe', email: 'jane@example.test' },
      ])
    })

    it('an unknown author key is an error at the authors line, listing the known keys', async () => {
      const site = await fixtureSite({
        [`${BLOG}/2020-01-02-older.md`]: md('title: Older post\ntags: [news]\nauthors: [jane, joe]'),
      })
      const [error] = await errorsOf(postsOf(site))
      expect(error.code).toBe('blog-unknown-author')
      expect(error.message).toBe('Unknown author "joe"')
      expect(error.file).toBe(`${BLOG}/2020-01-02-older.md`)
      expect(error.line).toBe(4)
      expect(error.hint).toContain('known: jane')
    })

    it('a syntax error in authors.yml names its line', async () => {
      const site = await fixtureSite({
        [`${BLOG}/authors.yml`]: 'jane:\n  name: Jane Doe\n  title: [Maintainer\njoe:\n  name: Joe\n',
      })
      // reported with the posts' problems: the posts are still loaded (their author keys are not checked)
      const { posts, errors } = await loadBlog(await siteConfig(site), render, true)
      expect(posts.map((p) => p.slug)).toEqual(['hello', 'older'])
      expect(errors).toHaveLength(1)
      const [error] = errors
      expect(error.code).toBe('authors-syntax')
      expect(error.file).toBe(`${BLOG}/authors.yml`)
      expect(error.message).toMatch(/^Malformed authors\.yml/)
      expect(error.line).toBeGreaterThanOrEqual(3)
      expect(error.line).toBeLessThanOrEqual(4)
    })

    it('a bad indentation in authors.yml is reported at that line', async () => {
      const site = await fixtureSite({ [`${BLOG}/authors.yml`]: 'jane:\n  name: Jane Doe\n    title: Maintainer\n' })
      const [error] = (await loadBlog(await siteConfig(site), render, true)).errors
      expect(error).toMatchObject({ code: 'authors-syntax', line: 3 })
    })

    it('an author without a name is an error', async () => {
      const site = await fixtureSite({ [`${BLOG}/authors.yml`]: 'jane:\n  title: Maintainer\n' })
      const { errors } = await loadBlog(await siteConfig(site), render, true)
      // once: the post by "jane" adds no "unknown author" error
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatchObject({
        code: 'authors-shape',
        message: 'Author "jane" in authors.yml needs a name',
        file: `${BLOG}/authors.yml`,
        line: 1,
      })
    })
  })

  describe('author socials', () => {
    const github = { platform: 'github', label: 'GitHub', url: 'https://github.com/jane-doe' }

    it('reads socials from authors.yml and inline authors, in the order written, with their icons', async () => {
      const site = await fixtureSite({
        [`${BLOG}/authors.yml`]:
          'jane:\n  name: Jane Doe\n  socials:\n    GitHub: jane-doe\n    stackoverflow: 4711\n    website: https://jane.example\n',
        [`${BLOG}/2019-01-02-inline.md`]: md(
          'authors:\n  - name: Guest Writer\n    socials: { x: guest, email: guest@example.test }',
        ),
      })
      const posts = await postsOf(site)
      const [jane] = post(posts, 'hello').authors
      expect(jane.socials?.map(({ icon, ...link }) => link)).toEqual([
        github,
        { platform: 'stackoverflow', label: 'Stack Overflow', url: 'https://stackoverflow.com/users/4711' },
        { platform: 'website', label: 'website', url: 'https://jane.example' },
      ])
      expect(jane.socials?.every((link) => /^M/.test(link.icon))).toBe(true)
      expect(post(posts, 'inline').authors[0].socials?.map((link) => link.url)).toEqual([
        'https://x.com/guest',
        'mailto:guest@example.test',
      ])
    })

    it('an author without socials has no socials key', async () => {
      expect(post(await postsOf(await fixtureSite()), 'hello').authors[0]).not.toHaveProperty('socials')
    })

    it("a bad value in authors.yml is an error at the author's line; the other links stay", async () => {
      const site = await fixtureSite({
        [`${BLOG}/authors.yml`]:
          'joe:\n  name: Joe\njane:\n  name: Jane Doe\n  socials:\n    github: jane-doe\n    x: [jane]\n',
        [`${BLOG}/2021-09-24-hello.md`]: md('slug: hello\nauthors: jane'),
      })
      const { posts, errors } = await loadBlog(await siteConfig(site), render, true)
      expect(errors).toEqual([
        expect.objectContaining({
          code: 'authors-socials',
          message: 'Author "Jane Doe": socials.x is a list, not a handle or URL',
          file: `${BLOG}/authors.yml`,
          line: 3,
        }),
      ])
      expect(post(posts, 'hello').authors[0].socials?.map(({ icon, ...link }) => link)).toEqual([github])
    })

    it("a handle with a '/' in a post's author is an error at the post's authors line", async () => {
      const site = await fixtureSite({
        [`${BLOG}/2019-01-02-inline.md`]: md(
          'title: Inline\nauthors:\n  - name: Guest\n    socials:\n      github: github.com/guest',
        ),
      })
      const [error] = await errorsOf(postsOf(site))
      expect(error).toMatchObject({
        code: 'authors-socials',
        message: 'Author "Guest": socials.github "github.com/guest" is neither a handle nor a URL',
        file: `${BLOG}/2019-01-02-inline.md`,
        line: 3,
      })
      expect(error.hint).toContain('`github: jane-doe`')
    })
  })

  describe('author pages', () => {
    const withAuthorsPages = (text: string) =>
      text.replace('export default {', "export default {\n  blog: { authorsPages: true, authorsBasePath: 'people' },")
    const authorsYml = (jane: string) => `jane:\n  name: Jane Doe\n${jane}joe:\n  name: Joe\n`

    it('an author with `page` has the route of their page, on posts and in the authors list', async () => {
      const site = await fixtureSite(
        {
          [`${BLOG}/authors.yml`]: `${authorsYml('  page: true\n')}ann:\n  name: Ann\n  page:\n    permalink: /ann-b/\n`,
        },
        withAuthorsPages,
      )
      const { posts, authors, authorsFile, errors } = await loadBlog(await siteConfig(site), render, true)
      expect(errors).toEqual([])
      expect(authorsFile).toBe(`${BLOG}/authors.yml`)
      expect(authors).toEqual([
        { key: 'jane', name: 'Jane Doe', page: '/blog/people/jane' },
        { key: 'joe', name: 'Joe' },
        { key: 'ann', name: 'Ann', page: '/blog/people/ann-b' },
      ])
      expect(post(posts, 'hello').authors).toEqual([authors[0]])
    })

    it('without authors pages, a `page` is unused: a warning at the author', async () => {
      const site = await fixtureSite({ [`${BLOG}/authors.yml`]: authorsYml('  page: true\n') })
      const { authors, warnings, errors } = await loadBlog(await siteConfig(site), render, true)
      expect(errors).toEqual([])
      expect(authors[0]).toEqual({ key: 'jane', name: 'Jane Doe' })
      expect(warnings).toEqual([
        expect.objectContaining({ code: 'authors-page-unused', file: `${BLOG}/authors.yml`, line: 1 }),
      ])
      expect(warnings[0].hint).toContain('blog.authorsPages: true')
    })

    it('two authors with one page is an error at the second', async () => {
      const site = await fixtureSite(
        {
          [`${BLOG}/authors.yml`]:
            'jane:\n  name: Jane Doe\n  page: true\nj2:\n  name: J\n  page: { permalink: jane }\n',
        },
        withAuthorsPages,
      )
      const { errors } = await loadBlog(await siteConfig(site), render, true)
      expect(errors).toEqual([
        expect.objectContaining({
          code: 'authors-page-collision',
          message: 'Authors "jane" and "j2" have the same page /blog/people/jane',
          file: `${BLOG}/authors.yml`,
          line: 4,
        }),
      ])
    })

    it('a malformed `page` is an error naming the key', async () => {
      const site = await fixtureSite({ [`${BLOG}/authors.yml`]: authorsYml('  page: yes please\n') }, withAuthorsPages)
      const { errors } = await loadBlog(await siteConfig(site), render, true)
      expect(errors).toEqual([
        expect.objectContaining({
          code: 'authors-shape',
          message: 'Author "jane" in authors.yml: page must be true, false or { permalink }',
          line: 1,
        }),
      ])
    })

    it('an author written in a post cannot have a page', async () => {
      const site = await fixtureSite(
        { [`${BLOG}/2019-01-02-inline.md`]: md('authors:\n  - name: Guest Writer\n    page: true') },
        withAuthorsPages,
      )
      const { errors } = await loadBlog(await siteConfig(site), render, true)
      expect(errors).toEqual([
        expect.objectContaining({ code: 'blog-inline-author-page', file: `${BLOG}/2019-01-02-inline.md`, line: 2 }),
      ])
    })
  })

  describe('tags', () => {
    it('link to kebab-case routes (v4 → v-4)', async () => {
      const posts = await postsOf(await fixtureSite())
      expect(post(posts, 'hello').tags).toEqual([
        { label: 'news', permalink: '/blog/tags/news' },
        { label: 'v4', permalink: '/blog/tags/v-4' },
      ])
    })

    it('multi-word and camel-case tags', async () => {
      const site = await fixtureSite({ [`${BLOG}/2019-01-01-t.md`]: md('tags: [Release Notes, useHotkeys]') })
      expect(post(await postsOf(site), 't').tags.map((t) => t.permalink)).toEqual([
        '/blog/tags/release-notes',
        '/blog/tags/use-hotkeys',
      ])
    })

    it('follow the blog route base', async () => {
      const site = await fixtureSite({}, (t) =>
        t.replace('  docs: {', "  blog: { routeBasePath: '/news/' },\n  docs: {"),
      )
      const hello = post(await postsOf(site), 'hello')
      expect(hello.permalink).toBe('/news/hello')
      expect(hello.tags[1].permalink).toBe('/news/tags/v-4')
    })
  })

  describe('reading time', () => {
    it("is Docusaurus': the source's words over 200 a minute, rounded up, at least 1", async () => {
      const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')
      const site = await fixtureSite({
        [`${BLOG}/2019-01-01-short.md`]: md(null, 'Five words in this post.'),
        [`${BLOG}/2019-01-02-exact.md`]: md(null, words(400)),
        [`${BLOG}/2019-01-04-long.md`]: md(null, words(401)),
        // code and a link's target are words of the source too, punctuation is not
        [`${BLOG}/2019-01-05-code.md`]: md(
          null,
          `${words(394)}\n\n\`\`\`js\nconst a = 1\n\`\`\`\n\n[x](https://example.org) — !`,
        ),
      })
      const posts = await postsOf(site)
      expect(post(posts, 'short').readingTimeMinutes).toBe(1)
      expect(post(posts, 'exact').readingTimeMinutes).toBe(2)
      expect(post(posts, 'long').readingTimeMinutes).toBe(3)
      // 394 + js, const, a, 1 + x, https, example.org = 401 words
      expect(post(posts, 'code').readingTimeMinutes).toBe(3)
    })
  })

  describe('drafts and unlisted posts', () => {
    it('drafts are left out of production builds only', async () => {
      const site = await fixtureSite({ [`${BLOG}/2022-01-01-draft.md`]: md({ draft: true }) })
      expect((await postsOf(site, true)).map((p) => p.slug)).not.toContain('draft')
      expect(post(await postsOf(site, false), 'draft').draft).toBe(true)
    })

    it('unlisted posts are loaded with their flag', async () => {
      const site = await fixtureSite({ [`${BLOG}/2022-01-01-hidden.md`]: md({ unlisted: true }) })
      const posts = await postsOf(site)
      expect(post(posts, 'hidden').unlisted).toBe(true)
      expect(post(posts, 'hello').unlisted).toBe(false)
    })
  })

  describe('front matter problems', () => {
    it('type errors are collected from every post, unknown keys warn', async () => {
      const site = await fixtureSite({
        [`${BLOG}/2019-01-01-a.md`]: md('tags: news'),
        [`${BLOG}/2019-01-02-b.md`]: md('draft: maybe\nauthor: jane'),
      })
      const result = await loadBlog(await siteConfig(site), render, true)
      expect(result.errors.map((e) => [e.code, e.file, e.line])).toEqual([
        ['front-matter-type', `${BLOG}/2019-01-01-a.md`, 2],
        ['front-matter-type', `${BLOG}/2019-01-02-b.md`, 2],
      ])
      expect(result.warnings).toContainEqual(
        expect.objectContaining({
          code: 'front-matter-unknown-key',
          file: `${BLOG}/2019-01-02-b.md`,
          line: 3,
          hint: 'Did you mean "authors"?',
        }),
      )
      expect(result.posts.map((p) => p.slug)).toEqual(['hello', 'older'])
    })
  })

  it('no blog folder: no posts and no errors', async () => {
    const site = await fixtureSite({ [BLOG]: null })
    expect(await loadBlog(await siteConfig(site), render, true)).toEqual({
      posts: [],
      authors: [],
      warnings: [],
      errors: [],
    })
  })

  it('blog: false: no posts', async () => {
    const site = await fixtureSite({}, (t) => t.replace('  docs: {', '  blog: false,\n  docs: {'))
    expect((await loadBlog(await siteConfig(site), render, true)).posts).toEqual([])
  })
})

describe('blog edit links', () => {
  const withBlogEditUrl = (value: string) => (t: string) =>
    t.replace('  themeConfig: {', `  blog: { editUrl: ${value} },\n  themeConfig: {`)

  it("join a string blog.editUrl with the post's file; custom_edit_url wins, null removes it", async () => {
    const site = await fixtureSite(
      {
        [`${BLOG}/2022-01-01-own.md`]: md({ custom_edit_url: 'https://elsewhere.test/own.md' }),
        [`${BLOG}/2022-01-02-none.md`]: md({ custom_edit_url: null }),
      },
      withBlogEditUrl("'https://example.test/edit/'"),
    )
    const posts = await postsOf(site)
    expect(post(posts, 'hello').editUrl).toBe(`https://example.test/edit/${BLOG}/2021-09-24-hello.md`)
    expect(post(posts, 'own').editUrl).toBe('https://elsewhere.test/own.md')
    expect(post(posts, 'none').editUrl).toBeUndefined()
  })

  it("give a blog.editUrl function Docusaurus' parameters", async () => {
    const site = await fixtureSite(
      {},
      withBlogEditUrl(
        "(p) => 'https://example.test/' + p.blogDirPath + '/' + p.blogPath + '?at=' + p.permalink + '&l=' + p.locale",
      ),
    )
    expect(post(await postsOf(site), 'hello').editUrl).toBe(
      `https://example.test/${BLOG}/2021-09-24-hello.md?at=/blog/hello&l=en`,
    )
  })

  it('a blog.editUrl function that throws is an error at blog.editUrl naming the post', async () => {
    const site = await fixtureSite({}, withBlogEditUrl("() => { throw new Error('nope') }"))
    const errors = await errorsOf(postsOf(site))
    expect(errors[0]).toMatchObject({ code: 'config-edit-url', file: 'site.config.ts', configPath: 'blog.editUrl' })
    expect(errors[0].message).toMatch(/content\/blog\/.+\.md/)
  })

  it('no blog.editUrl: no edit link', async () => {
    expect((await postsOf(await fixtureSite())).every((p) => p.editUrl === undefined)).toBe(true)
  })
})
