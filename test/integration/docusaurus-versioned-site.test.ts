import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { build, type BuildResult } from '../../src/build.js'
import { BuildError, BuildErrorList } from '../../src/errors.js'
import type { DocRouteData, SidebarItem } from '../../src/shared/types.js'
import { copyFixtureSite, REPO_ROOT } from '../helpers/fixture-site.js'

type Site = Awaited<ReturnType<typeof copyFixtureSite>>

/** labels of a sidebar, categories as `Label: [...]` */
const outline = (items: SidebarItem[]): unknown[] =>
  items.map((item) => (item.type === 'link' ? item.label : { [item.label]: outline(item.items) }))

const docData = (result: BuildResult, routePath: string) =>
  result.routes.find((route) => route.path === routePath)?.data as DocRouteData

/** The page's <main> */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'))

/** Each author's social links in a page's <main>, author by author: [href, title, accessible name] each. */
const authorSocials = (html: string) =>
  mainOf(html)
    .split('<div class="blog-author">')
    .slice(1)
    .map((author) =>
      Array.from(
        author.matchAll(/<a class="blog-author__social" href="([^"]*)" title="([^"]*)" aria-label="([^"]*)"/g),
        (link) => link.slice(1),
      ),
    )

async function buildErrors(site: Site): Promise<BuildError[]> {
  try {
    await build({ configFile: site.file('docusaurus.config.js'), outDir: site.file('build') })
  } catch (error) {
    if (error instanceof BuildErrorList) return error.errors
    if (error instanceof BuildError) return [error]
    throw error
  }
  throw new Error('expected the build to fail')
}

describe('building a Docusaurus site folder (docusaurus-versioned fixture)', () => {
  let site: Site
  let result: BuildResult
  const out = (p: string) => readFile(site.file(path.join('build', p)), 'utf8')

  beforeAll(async () => {
    site = await copyFixtureSite('docusaurus-versioned')
    result = await build({ configFile: site.file('docusaurus.config.js'), outDir: site.file('build') })
  })
  afterAll(() => site.remove())

  it('emits the routes Docusaurus emits: the last version at /docs, current at /docs/next, 1.0 at /docs/1.0, posts under their date', () => {
    const paths = result.routes.map((r) => r.path).sort()
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/about',
        '/blog',
        '/blog/archive',
        '/blog/2026/03/01/lantern-2',
        '/blog/tags/new-versions',
        '/blog/tags/lamps',
        '/docs/intro',
        '/docs/guides/shortcuts',
        '/docs/next/intro',
        '/docs/next/install',
        '/docs/next/reference',
        '/docs/next/guides/overview',
        '/docs/next/guides/shortcuts',
        '/docs/next/guides/more/chords',
        '/docs/next/recipes/dim-the-page',
        '/docs/next/category/recipes',
        '/docs/1.0/intro',
        '/docs/1.0/upgrading',
        '/search',
      ]),
    )
    expect(paths.filter((p) => p.startsWith('/docs/next/')).length).toBe(9)
    // no page at a version's root (no doc has the slug /), as Docusaurus
    expect(paths.filter((p) => ['/docs', '/docs/next', '/docs/1.0'].includes(p))).toEqual([])
    // partials (_shared-note.md, blog/_template.md) are no pages
    expect(paths.filter((p) => /shared-note|template/.test(p))).toEqual([])
  })

  it("leads the version dropdown to the same doc, else the version's main doc (the first doc of its first sidebar)", async () => {
    const html = await out('docs/next/install.html')
    const dropdown = [...html.matchAll(/<a class="dropdown__link[^"]*" href="([^"]+)"[^>]*>([^<]+)/g)].map((m) => [
      m[2],
      m[1],
    ])
    expect(dropdown).toEqual([
      ['Canary', '/docs/next/install'],
      ['2.0', '/docs/intro'],
      ['1.0', '/docs/1.0/extras/themes'],
    ])
  })

  it('warns about the options it accepts without their effect, at their lines in docusaurus.config.js', () => {
    const ignored = result.warnings.filter((w) => w.code === 'docusaurus-ignored-option')
    expect(ignored.map(({ file, line, message }) => [file, line, message.split(' is ignored')[0]])).toEqual([
      ['docusaurus.config.js', 39, 'themeConfig.navbar.style'],
      ['docusaurus.config.js', 50, 'themeConfig.docs.sidebar.hideable'],
    ])
  })

  it("hides with hide_title only a front matter title, never the content's own # heading, as Docusaurus does", async () => {
    // recipes/dim-the-page.md: hide_title and a # heading: the heading is still shown, and stays the page's title
    const dim = mainOf(await out('docs/next/recipes/dim-the-page.html'))
    expect(dim).toContain('<h1 class="doc-article__title">Dim the page</h1>')
    expect(docData(result, '/docs/next/recipes/dim-the-page')).toMatchObject({
      hideTitle: false,
      heading: 'Dim the page',
    })
    // and its # heading's id is taken, as Docusaurus slugs it with the others: `## Dim the page` is dim-the-page-1
    expect(dim).toMatch(/<h2 id="dim-the-page-1">Dim the page<a /)
    // guides/overview.md: hide_title and a front matter title, no # heading: no title shown
    const overview = mainOf(await out('docs/next/guides/overview.html'))
    expect(overview).not.toContain('<h1')
    expect(docData(result, '/docs/next/guides/overview')).toMatchObject({ hideTitle: true, title: 'Guides overview' })
  })

  it('a Markdown heading takes the id of its <!-- #id --> comment, in its anchor and the TOC', async () => {
    const html = await out('docs/next/reference.html')
    expect(html).toMatch(/<h2 id="settings">Settings file<a [^>]*href="#settings"/)
    expect(docData(result, '/docs/next/reference').toc[0]).toEqual({ id: 'settings', value: 'Settings file', level: 2 })
  })

  it('maps the versions: labels, banners, which is last', () => {
    const versions = result.config.docs
    expect(versions.versions).toEqual(['current', '2.0', '1.0'])
    expect(versions.lastVersion).toBe('2.0')
    expect(versions.versionOptions?.current).toMatchObject({
      label: 'Canary',
      path: 'next',
      banner: 'unreleased',
      dir: 'docs',
    })
    expect(versions.versionOptions?.['1.0']).toMatchObject({ dir: 'versioned_docs/version-1.0' })
  })

  it('builds the hand-written sidebars.js: ids, labels, a doc-linked category, shorthand, autogenerated, a link', () => {
    const data = docData(result, '/docs/next/intro')
    expect(data.sidebarName).toBe('guide')
    expect(outline(data.sidebar)).toEqual([
      'Welcome to Lantern',
      'Installing',
      { Guides: ['Chords', 'Shortcuts'] },
      { Reference: ['Reference'] },
      { Recipes: ['Dim the page', { Peeking: ['Hold to peek'] }, 'Recipe forum'] },
      'Changelog',
    ])
    // Docusaurus folds categories by default; Guides says collapsed: false
    expect(data.sidebar[2]).toMatchObject({ collapsible: true })
    expect(data.sidebar[2]).not.toHaveProperty('startCollapsed')
    expect(data.sidebar[3]).toMatchObject({ collapsible: true, startCollapsed: true })
    const guides = data.sidebar[2]
    expect(guides.type === 'category' && guides.href).toBe('/docs/next/guides/overview')
    expect(data.sidebar[5]).toMatchObject({ type: 'link', href: 'https://example.org/lantern/changelog' })
  })

  it("makes a generated-index category's page: its description and its items, in the sidebar with pagination", async () => {
    const data = docData(result, '/docs/next/category/recipes')
    expect(data).toMatchObject({
      title: 'Recipes',
      description: 'Short answers to common tasks.',
      sidebarName: 'guide',
    })
    expect(data.prev).toEqual({ label: 'Reference', href: '/docs/next/reference' })
    expect(data.next).toEqual({ label: 'Dim the page', href: '/docs/next/recipes/dim-the-page' })
    const html = await out('docs/next/category/recipes.html')
    expect(html).toContain('Short answers to common tasks.')
    expect(await out('llms.txt')).not.toContain('category/recipes')
  })

  it("shows a generated index's items as Docusaurus' cards, two a row: icon, label, a doc's description or a category's count", async () => {
    const html = await out('docs/next/category/recipes.html')
    const grid = /<section class="row generated-index-cards">(.*?)<\/section>/s.exec(html)?.[1] ?? ''
    const cards = [...grid.matchAll(/<article class="col col--6 margin-bottom--lg">(.*?)<\/article>/gs)].map(
      (m) => m[1],
    )
    expect(cards).toEqual([
      '<a href="/docs/next/recipes/dim-the-page" class="card padding--lg doc-card">' +
        '<h2 class="text--truncate doc-card__title" title="Dim the page">📄️ Dim the page</h2>' +
        '<p class="text--truncate doc-card__description" title="Press a key to dim everything but the focused element.">' +
        'Press a key to dim everything but the focused element.</p></a>',
      // a category without a link of its own leads to its first doc, and says how many items it holds
      '<a href="/docs/next/recipes/peek/hold-to-peek" class="card padding--lg doc-card">' +
        '<h2 class="text--truncate doc-card__title" title="Peeking">🗃️ Peeking</h2>' +
        '<p class="text--truncate doc-card__description" title="1 item">1 item</p></a>',
      '<a href="https://example.org/lantern/forum" class="card padding--lg doc-card" target="_blank" rel="noopener noreferrer">' +
        '<h2 class="text--truncate doc-card__title" title="Recipe forum">🔗 Recipe forum</h2></a>',
    ])
  })

  it('uses versioned_sidebars for 2.0 and a generated defaultSidebar for 1.0, which has none', () => {
    expect(outline(docData(result, '/docs/intro').sidebar)).toEqual([
      'Welcome to Lantern 2',
      { Guides: ['Shortcuts in 2.0'] },
    ])
    const old = docData(result, '/docs/1.0/intro')
    expect(old.sidebarName).toBe('defaultSidebar')
    // 03-extras/01-themes.md: number prefixes order the sidebar and are left out of ids and URLs
    expect(docData(result, '/docs/1.0/extras/themes').docId).toBe('extras/themes')
    // with no title and no # heading, its title is its file name as written, without the prefix, as Docusaurus has it
    expect(docData(result, '/docs/1.0/extras/themes').title).toBe('themes')
    // advanced/index.md is its folder's page and its category's link (Docusaurus' category index convention)
    expect(outline(old.sidebar)).toEqual([
      { extras: ['themes'] },
      { advanced: ['Tuning'] },
      { 'How-to': ['First steps'] },
      'Lantern 1',
      'Upgrading',
    ])
    // _category_.json's generated-index link: the category's page
    expect(old.sidebar[2]).toMatchObject({ href: '/docs/1.0/category/how-to' })
    expect(docData(result, '/docs/1.0/category/how-to')).toMatchObject({
      title: 'How-to',
      description: 'Task by task.',
    })
    expect(old.sidebar[1]).toMatchObject({ href: '/docs/1.0/advanced' })
    expect(docData(result, '/docs/1.0/advanced').docId).toBe('advanced/index')
  })

  it('maps the top-level keys, themeConfig (prism theme objects → names) and the llms plugin', () => {
    const { config } = result
    expect(config.title).toBe('Lantern')
    expect(config.onBrokenMarkdownLinks).toBe('throw')
    expect(config.themeConfig.prism).toMatchObject({ theme: 'oneLight', darkTheme: 'oneDark' })
    // the site's additionalLanguages first, then prism-react-renderer's bundled ones
    expect(config.themeConfig.prism.additionalLanguages?.slice(0, 2)).toEqual(['bash', 'toml'])
    expect(config.themeConfig.prism.additionalLanguages).toEqual(expect.arrayContaining(['yaml', 'python', 'go']))
    expect(config.themeConfig.navbar.logo).toEqual({ src: 'img/lamp.svg', alt: 'Lantern logo' })
    expect(config.themeConfig.footer?.links[0].title).toBe('Learn')
    expect(config.llms).toEqual({ title: 'Lantern docs', order: ['intro', 'guides/*'] })
    expect(config.customCss).toEqual(['src/css/custom.css'])
    expect(config.pagesDir).toBe('src/pages')
    expect(config.blog ? config.blog.feedOptions.type : undefined).toEqual(['rss', 'atom', 'json'])
  })

  it("writes each page's <title> with the site's titleDelimiter", async () => {
    expect(await out('docs/next/reference.html')).toContain('<title>Reference · Lantern</title>')
    expect(result.config.titleDelimiter).toBe('·')
  })

  it("highlights the languages Docusaurus highlights: prism-react-renderer's (yaml) and additionalLanguages (toml)", async () => {
    const html = await out('docs/next/reference.html')
    expect(html).toMatch(/<span class="token key atrule">glow<\/span>/)
    expect(html).toMatch(/<span class="token table class-name">glow<\/span>/)
  })

  it('turns emoji shortcodes into emoji, as Docusaurus does by default', async () => {
    expect(await out('docs/next/install.html')).toContain(
      'Add the package with your package manager 📦, and you are set 🎉',
    )
  })

  it('makes an npm2yarn code block tabs of the command for npm, Yarn, pnpm and Bun, in Docusaurus markup', async () => {
    const html = await out('docs/next/install.html')
    expect([...html.matchAll(/role="tab"[^>]*>([^<]+)/g)].map((m) => m[1])).toEqual(['npm', 'Yarn', 'pnpm', 'Bun'])
    const text = html.replace(/<[^>]+>/g, '')
    for (const command of ['npm install --save lantern', 'yarn add lantern', 'pnpm add lantern', 'bun add lantern'])
      expect(text).toContain(command)
  })

  it('writes edit links, the blog author from authors.yml, the markdown page and the static files', async () => {
    expect(docData(result, '/docs/next/install').editUrl).toBe(
      'https://example.org/lantern/edit/main/website/docs/install.md',
    )
    expect(docData(result, '/docs/1.0/upgrading').editUrl).toBe(
      'https://example.org/lantern/edit/main/website/versioned_docs/version-1.0/upgrading.md',
    )
    expect(await out('blog/2026/03/01/lantern-2.html')).toContain('Mira Stone')
    expect(await out('about.html')).toContain('A small page written in Markdown.')
    expect(await out('img/lamp.svg')).toContain('<svg')
    expect(await out('llms.txt')).toContain('Lantern docs')
    // feedOptions.type 'all': RSS, Atom and a JSON feed
    const json = JSON.parse(await out('blog/feed.json')) as { items: { url: string }[] }
    expect(json.items.map((item) => item.url)).toEqual(['https://lantern.example.org/blog/2026/03/01/lantern-2'])
    expect(await out('blog.html')).toContain('type="application/json" href="/blog/feed.json"')
  })

  it('emits the authors list and the page of the author with `page: true`, in the sitemap, linked from the post', async () => {
    const kinds = result.routes
      .filter((r) => r.path.startsWith('/blog/authors'))
      .map((r) => [r.path, r.data.kind, r.sourceFile])
    expect(kinds).toEqual([
      ['/blog/authors', 'blogAuthors', 'blog/authors.yml'],
      ['/blog/authors/mira', 'blogAuthor', 'blog/authors.yml'],
    ])
    const main = mainOf
    const list = main(await out('blog/authors.html'))
    expect(list).toContain('<h1 class="blog-page__title">Authors</h1>')
    // in authors.yml's order; Mira's name leads to her page, Ben (no page) to his URL
    expect(list.indexOf('Mira Stone')).toBeLessThan(list.indexOf('Ben Okafor'))
    expect(list).toContain('<a href="/blog/authors/mira">Mira Stone</a>')
    expect(list).toContain('href="https://example.org/ben" target="_blank" rel="noopener noreferrer">Ben Okafor</a>')
    expect(list).toMatch(/Mira Stone.*?<div class="blog-author__title blog-author__count">1 post<\/div>/)
    expect(list).toMatch(/Ben Okafor.*?<div class="blog-author__title blog-author__count">0 posts<\/div>/)

    const page = await out('blog/authors/mira.html')
    expect(page).toContain('<title>Mira Stone - One post · Lantern</title>')
    expect(main(page)).toContain('<h1 class="blog-author__name"><a href="/blog/authors/mira">Mira Stone</a></h1>')
    expect(main(page)).toContain('<a href="/blog/authors">View all authors</a>')
    expect(main(page)).toContain('href="/blog/2026/03/01/lantern-2"')
    expect(await out('blog/2026/03/01/lantern-2.html')).toContain('<a href="/blog/authors/mira">Mira Stone</a>')

    const sitemap = await out('sitemap.xml')
    expect(sitemap).toContain('<loc>https://lantern.example.org/blog/authors</loc>')
    expect(sitemap).toContain('<loc>https://lantern.example.org/blog/authors/mira</loc>')
  })

  it("shows the authors' socials in the order written, under their titles: on a post, the list, the authors pages", async () => {
    const mira = [
      ['https://github.com/mira-stone', 'GitHub', 'GitHub'],
      ['https://x.com/mirastone', 'X', 'X'],
      ['https://stackoverflow.com/users/3141592', 'Stack Overflow', 'Stack Overflow'],
      ['https://bsky.app/profile/mira.lantern.example', 'Bluesky', 'Bluesky'],
      ['mailto:mira@lantern.example', 'Email', 'Email'],
      ['https://mira.lantern.example', 'website', 'website'],
    ]
    // the post's inline author
    const tove = [
      ['https://www.linkedin.com/in/tove-lindqvist/', 'LinkedIn', 'LinkedIn'],
      ['https://mastodon.social/@tove@lamps.example', 'Mastodon', 'Mastodon'],
    ]
    const post = await out('blog/2026/03/01/lantern-2.html')
    expect(authorSocials(post)).toEqual([mira, tove])
    expect(mainOf(post)).toMatch(
      />Guest writer<\/div><div class="blog-author__socials"><a class="blog-author__social" href="https:\/\/www\.linkedin/,
    )
    expect(mainOf(post)).toContain(
      'href="https://github.com/mira-stone" title="GitHub" aria-label="GitHub" target="_blank" rel="noopener noreferrer"><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M',
    )
    expect(authorSocials(await out('blog.html'))).toEqual([mira, tove])
    // Ben, without socials, keeps an empty row beside Mira
    const authors = await out('blog/authors.html')
    expect(authorSocials(authors)).toEqual([mira, []])
    expect(mainOf(authors)).toContain('>Contributor</div><div class="blog-author__socials"></div>')
    // Mira's page: she heads it, then her post with its authors
    expect(authorSocials(await out('blog/authors/mira.html'))).toEqual([mira, mira, tove])
  })

  it("labels a post's tags from blog/tags.yml: label, permalink and the description its page shows", async () => {
    const post = await out('blog/2026/03/01/lantern-2.html')
    expect(post).toContain('<a class="tag-chip" rel="tag" href="/blog/tags/new-versions">Releases</a>')
    expect(post).toContain('<a class="tag-chip" rel="tag" href="/blog/tags/lamps">Lamps</a>')
    const tagPage = await out('blog/tags/new-versions.html')
    expect(tagPage).toContain('<meta name="description" content="Each new version of Lantern and what it brings."')
    expect(tagPage).toMatch(
      /tagged with &quot;Releases&quot;<\/h1><p>Each new version of Lantern and what it brings\.<\/p>/,
    )
    const tags = await out('blog/tags.html')
    expect(tags).toContain('title="Each new version of Lantern and what it brings." href="/blog/tags/new-versions"')
    // every tag of the post is defined: no warning about inline tags
    expect(result.warnings.map((w) => w.code)).not.toContain('blog-inline-tag')
  })

  it('watches the sidebars and versions files with the config', () => {
    const watched = (result.config.configDependencies ?? []).map((file) => path.relative(site.dir, file)).sort()
    expect(watched).toEqual(
      [
        'docusaurus.config.js',
        'footer-links.js',
        'sidebars.js',
        'versions.json',
        'versioned_sidebars/version-2.0-sidebars.json',
      ].sort(),
    )
  })
})

describe('the CLI in a Docusaurus site folder', () => {
  let site: Site
  beforeAll(async () => {
    site = await copyFixtureSite('docusaurus-versioned')
  })
  afterAll(() => site.remove())

  const cli = (args: string[]) =>
    new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.join(REPO_ROOT, 'bin/hotkeys-docs.js'), ...args],
        { cwd: site.dir, env: { ...process.env, FORCE_COLOR: '0' } },
        (error, stdout, stderr) => resolve({ code: error ? 1 : 0, output: stdout + stderr }),
      )
    })

  it('builds and checks links with no --config: docusaurus.config.js is found', async () => {
    const built = await cli(['build', '--out-dir', 'out'])
    // 35, without the three version roots, and the authors list and Mira's page
    expect(built.output).toMatch(/Built 34 pages/)
    expect(built.code).toBe(0)
    expect(site.exists('out/docs/next/guides/more/chords.html')).toBe(true)
    const checked = await cli(['check-links'])
    expect(checked.code).toBe(0)
  })
})

describe('a Docusaurus site folder that cannot be built', () => {
  let site: Site
  beforeAll(async () => {
    site = await copyFixtureSite('docusaurus-versioned')
  })
  afterAll(() => site.remove())

  it("fails on a post's tag that blog/tags.yml does not define when onInlineTags is 'throw', naming the post and tag", async () => {
    await site.edit('docusaurus.config.js', (text) =>
      text.replace("blogTitle: 'Lantern news',", "blogTitle: 'Lantern news', onInlineTags: 'throw',"),
    )
    await site.edit('blog/2026-03-01-lantern-2.md', (text) => text.replace('[release, lamps]', '[release, wicks]'))
    const [error] = await buildErrors(site)
    expect(error).toMatchObject({
      code: 'blog-inline-tag',
      message: 'Tag "wicks" is not defined in blog/tags.yml',
      file: 'blog/2026-03-01-lantern-2.md',
      line: 10,
    })
    await site.edit('blog/2026-03-01-lantern-2.md', (text) => text.replace('[release, wicks]', '[release, lamps]'))
  })

  it("fails on an author's social handle with a '/' in authors.yml, naming the file, the author's line and what to write", async () => {
    await site.edit('blog/authors.yml', (text) => text.replace('GitHub: mira-stone', 'GitHub: github.com/mira-stone'))
    const errors = await buildErrors(site)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({
      code: 'authors-socials',
      message: 'Author "Mira Stone": socials.GitHub "github.com/mira-stone" is neither a handle nor a URL',
      file: 'blog/authors.yml',
      line: 1,
    })
    expect(errors[0].hint).toContain('https://')
    await site.edit('blog/authors.yml', (text) => text.replace('github.com/mira-stone', 'mira-stone'))
  })

  it("fails on a post's inline author with a social that is not a handle, at the post's authors line", async () => {
    await site.edit('blog/2026-03-01-lantern-2.md', (text) =>
      text.replace('Mastodon: tove@lamps.example', 'Mastodon: [tove]'),
    )
    const errors = await buildErrors(site)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({
      code: 'authors-socials',
      message: 'Author "Tove Lindqvist": socials.Mastodon is a list, not a handle or URL',
      file: 'blog/2026-03-01-lantern-2.md',
      line: 3,
    })
    await site.edit('blog/2026-03-01-lantern-2.md', (text) =>
      text.replace('Mastodon: [tove]', 'Mastodon: tove@lamps.example'),
    )
  })

  it('names an unknown sidebar doc id at its line in sidebars.js', async () => {
    await site.edit('sidebars.js', (text) => text.replace("'guides/shortcuts']", "'guides/missing']"))
    const [error] = await buildErrors(site)
    expect(error).toMatchObject({ code: 'sidebar-unknown-doc', file: 'sidebars.js', line: 13 })
  })
})
