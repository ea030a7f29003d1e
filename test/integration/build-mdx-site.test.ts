import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuildResult, build } from '../../src/build.js'
import { BuildError, BuildErrorList } from '../../src/errors.js'
import { copyFixtureSite } from '../helpers/fixture-site.js'

type Site = Awaited<ReturnType<typeof copyFixtureSite>>

const buildSite = (site: Site) => build({ configFile: site.file('site.config.ts'), outDir: site.file('build') })

/** the `<script>` and `modulepreload` tags of a page: the JavaScript it loads before any interaction */
const scriptTags = (html: string) => html.match(/<script[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? []

describe('building a site written in MDX (test/fixtures/sites/mdx-site)', () => {
  let site: Site
  let result: BuildResult
  const out = (p: string) => readFile(site.file(path.join('build', p)), 'utf8')

  beforeAll(async () => {
    site = await copyFixtureSite('mdx-site')
    result = await buildSite(site)
  })
  afterAll(() => site.remove())

  it('lists .mdx docs, blog posts and pages with ids and slugs without the extension', () => {
    const paths = result.routes.map((r) => r.path)
    for (const route of ['/', '/teapots', '/docs/intro', '/docs/guides/saucers', '/docs/guides/cups', '/blog/steam'])
      expect(paths).toContain(route)
  })

  it('renders Tabs, TabItem and CodeBlock as Markdown tabs and code blocks, with the defaultValue tab selected', async () => {
    const html = await out('docs/intro.html')
    expect(html).toMatch(
      /<button[^>]*aria-selected="false"[^>]*>npm<\/button><button[^>]*aria-selected="true"[^>]*>pnpm</,
    )
    expect(html).toContain('<div class="code-block__title">Terminal</div>')
    expect(html).toMatch(/<code class="language-shell"><span class="code-line">.*npm.*install.*tiny-kettle/)
    const data = JSON.parse(await out('__data/docs/intro.json'))
    expect(JSON.stringify(data)).toContain('"tagName":"hd-tabs","properties":{"groupId":"package-manager"}')
  })

  it('renders admonitions with spaced titles, heading ids, <details> and HTML elements', async () => {
    const html = await out('docs/intro.html')
    expect(html).toContain('<div class="admonition-heading">Fill it first</div>')
    expect(html).toContain('<h2 id="install">Install the kettle')
    expect(html).toMatch(/<details><summary>Why a kettle\?<\/summary>\s*<p>Because tea.<\/p>\s*<\/details>/)
    expect(html).toContain('<div class="kettle-note">Steam is hot.<br/>Mind your hands.</div>')
    const saucers = await out('docs/guides/saucers.html')
    expect(saucers).toContain('<div class="admonition-heading">Optional</div>')
    expect(saucers).toContain('<summary>History</summary>')
  })

  it('resolves links between .md and .mdx files both ways', async () => {
    expect(await out('docs/intro.html')).toContain('<a href="/docs/guides/cups#sizes">the cups</a>')
    expect(await out('docs/guides/cups.html')).toContain('<a href="/docs/intro#install">boiling water</a>')
  })

  it('compiles live blocks of .mdx docs with their preview', async () => {
    const html = await out('docs/intro.html')
    expect(html).toContain('data-live-id="live-1"')
    expect(html).toContain('>Cold</button>')
  })

  it('cuts the blog excerpt at {/* truncate */} and builds MDX pages', async () => {
    const list = await out('blog.html')
    expect(list).toContain('Steam is water that has had enough.')
    expect(list).not.toContain('The rest of the post')
    expect(await out('blog/steam.html')).toContain('<kbd>Ctrl</kbd>')
    expect(await out('teapots.html')).toContain('<div class="col">Round ones.</div>')
  })

  it('compiles an MDX page with a site component, an export and expressions into a server-rendered page chunk', async () => {
    const html = await out('counter.html')
    expect(html).toContain('<title>Counting cups | MDX Fixture</title>')
    expect(html).toMatch(/<h1>Counting cups<\/h1>/)
    expect(html).toMatch(/We poured <!-- -->3<!-- --> cups/)
    expect(html).toMatch(/<button type="button" class="kettle-counter">Cups<!-- -->: <!-- -->3<\/button>/)
    expect(html).toContain('<div class="admonition-heading">Still hot</div>')
    expect(html).toContain('"kind":"markdownPage"')
    expect(html).toContain('"contentModule":"mdx:content/pages/counter"')
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/chunks\/counter\.[A-Z0-9]+\.js"/)
  })

  it("gives an MDX page with a site component a TOC of its content's headings, with the rendered anchors' ids", async () => {
    const html = await out('counter.html')
    const data = JSON.parse(await out('__data/counter.json'))
    // h2–h3, including one written as Markdown inside JSX; the title (h1) is the page's, shown once
    expect(data.toc).toEqual([
      { value: 'On the shelf', id: 'on-the-shelf', level: 3 },
      { value: 'The kettle', id: 'kettle', level: 2 },
    ])
    expect(html.match(/<h1/g)).toHaveLength(1)
    for (const { id } of data.toc) {
      expect(html).toMatch(new RegExp(`<h[23] id="${id}"`))
      expect(html).toContain(`href="#${id}"`)
    }
    expect(html).toContain('markdown-page--with-toc')
  })

  it('server-renders an MDX doc with a site component in the doc frame, its module named by the route data and preloaded', async () => {
    const html = await out('docs/guides/pouring.html')
    expect(html).toContain('<h1 class="doc-article__title">Pouring</h1>')
    // the title is the doc frame's only: the content has no <h1> and no page frame of its own
    expect(html.match(/<h1/g)).toHaveLength(1)
    expect(html).not.toContain('markdown-page__article')
    expect(html).toMatch(/<div class="markdown"><p>A doc with a site component: <!-- -->4<!-- --> cups poured/)
    expect(html).toMatch(/<button type="button" class="kettle-counter">Poured<!-- -->: <!-- -->4<\/button>/)
    expect(html).toContain('<h2 id="slowly">Slowly')
    // a relative .md link resolves to its route in the module as in Markdown
    expect(html).toContain('Back to <a href="/docs/guides/cups">the cups</a>')
    expect(html).toContain('"contentModule":"mdx:content/docs/current/guides/pouring"')
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/chunks\/pouring\.[A-Z0-9]+\.js"/)
    const data = JSON.parse(await out('__data/docs/guides/pouring.json'))
    expect(data.toc).toEqual([{ value: 'Slowly', id: 'slowly', level: 2 }])
    expect(data.content.children).toEqual([
      { type: 'element', tagName: 'hd-mdx-content', properties: { module: data.contentModule }, children: [] },
    ])
    // the browser loads the modules the route data names before it renders the page
    expect(data.modules).toEqual([data.contentModule])
  })

  it('server-renders an MDX blog post with a site component, whole on its page and up to {/* truncate */} in the list', async () => {
    const counter = /<button type="button" class="kettle-counter">Posts<!-- -->: <!-- -->1<\/button>/
    const later = /<button type="button" class="kettle-counter">Later<!-- -->: <!-- -->7<\/button>/
    const post = await out('blog/counting.html')
    expect(post).toMatch(counter)
    expect(post).toMatch(later)
    expect(post).not.toContain('<hd-after-truncate')
    expect(post).toContain('"contentModule":"mdx:content/blog/2024-06-01-counting"')
    const list = await out('blog.html')
    expect(list).toMatch(counter)
    expect(list).not.toMatch(later)
    expect(list).toMatch(/<link rel="modulepreload" href="\/assets\/chunks\/2024-06-01-counting\.[A-Z0-9]+\.js"/)
    expect(JSON.parse(await out('__data/blog.json')).modules).toContain('mdx:content/blog/2024-06-01-counting')
  })

  it("honours an MDX component page's slug, hide_title, unlisted and keywords", async () => {
    const html = await out('kettle/measures.html')
    expect(html).not.toContain('<h1>Measures</h1>')
    expect(html).toContain('<title>Measures | MDX Fixture</title>')
    expect(html).toContain('<meta name="robots" content="noindex')
    expect(html).toContain('<meta name="keywords" content="measures, kettle"')
    expect(html).toMatch(/Spoons<!-- -->: <!-- -->2<\/button>/)
    expect(await readFile(site.file('build/sitemap.xml'), 'utf8')).not.toContain('measures')
  })

  it("gives MDX the site's src/theme/MDXComponents (over the theme's, from @theme-original/MDXComponents) without imports", async () => {
    const html = await out('docs/guides/steam.html')
    expect(html).toContain('Watch the <mark class="steam">rising vapour</mark> over the spout.')
    // the theme's components still render the rest (a code block)
    expect(html).toMatch(
      /<div class="code-block theme-code-block" data-language="js">.*<span class="token keyword">const<\/span> spout/,
    )
  })

  it('ships no more JavaScript for an MDX page than for a Markdown page', async () => {
    expect(scriptTags(await out('docs/guides/saucers.html'))).toEqual(scriptTags(await out('docs/guides/cups.html')))
  })
})

describe('MDX errors', () => {
  let site: Site
  beforeAll(async () => {
    site = await copyFixtureSite('mdx-site')
  })
  afterAll(() => site.remove())

  /** the errors of a build of the site with `file` written as these lines (removed again afterwards) */
  async function buildErrors(file: string, lines: string[]): Promise<BuildError[]> {
    await site.write(file, lines.join('\n'))
    try {
      await buildSite(site)
    } catch (error) {
      if (error instanceof BuildErrorList) return error.errors
      if (error instanceof BuildError) return [error]
      throw error
    } finally {
      await rm(site.file(file))
    }
    return []
  }

  it.each([
    {
      kind: 'a relative import',
      specifier: './Nowhere',
      message: 'Cannot resolve "./Nowhere": no such file next to broken.mdx',
      hint: 'relative to the .mdx file',
    },
    {
      kind: 'a package that is not installed',
      specifier: 'no-such-kettle-package/widgets',
      message: 'Cannot resolve "no-such-kettle-package/widgets": the package is not installed in the site',
      hint: 'npm install no-such-kettle-package',
    },
  ])('fails at the .mdx line and column of $kind that does not resolve', async ({ specifier, message, hint }) => {
    const errors = await buildErrors('content/docs/current/guides/broken.mdx', [
      '---',
      'title: Broken',
      '---',
      '',
      "import Counter from '@site/src/components/Counter'",
      `import Widget from '${specifier}'`,
      '',
      '<Counter />',
      '<Widget />',
    ])
    expect(errors.map((e) => e.location)).toEqual(['content/docs/current/guides/broken.mdx:6:20'])
    expect(errors[0].message).toContain(message)
    expect(errors[0].hint).toContain(hint)
  })

  it('fails at the .mdx line of an MDX page whose import does not resolve', async () => {
    const errors = await buildErrors('content/pages/broken.mdx', [
      '# Broken page',
      '',
      "import Gauge from '../components/Gauge'",
      '',
      '<Gauge />',
    ])
    expect(errors.map((e) => e.location)).toEqual(['content/pages/broken.mdx:3:19'])
    expect(errors[0].message).toContain('Cannot resolve "../components/Gauge": no such file next to broken.mdx')
  })

  it('fails the build at file, line and column when a doc imports a component that does not exist', async () => {
    await site.write(
      'content/docs/current/guides/counter.mdx',
      ['---', 'title: Counter', '---', "import Counter from '@site/src/components/Missing'", '', '<Counter />'].join(
        '\n',
      ),
    )
    let errors: BuildError[] = []
    try {
      await buildSite(site)
    } catch (error) {
      if (error instanceof BuildErrorList) errors = error.errors
      else if (error instanceof BuildError) errors = [error]
      else throw error
    }
    expect(errors.map((e) => e.location)).toEqual(['content/docs/current/guides/counter.mdx:4:21'])
    expect(errors[0].message).toContain(
      'Cannot resolve "@site/src/components/Missing": no such file in the site folder',
    )
  })
})
