import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { build, type BuildResult } from '../../src/build.js'
import { BuildError, BuildErrorList } from '../../src/errors.js'
import { copyFixtureSite } from '../helpers/fixture-site.js'

type Site = Awaited<ReturnType<typeof copyFixtureSite>>

async function expectBuildError(site: Site): Promise<BuildError[]> {
  try {
    await build({ configFile: site.file('site.config.ts'), outDir: site.file('build') })
  } catch (error) {
    if (error instanceof BuildErrorList) return error.errors
    if (error instanceof BuildError) return [error]
    throw error
  }
  throw new Error('expected the build to fail')
}

describe('building the basic fixture site', () => {
  let site: Site
  let result: BuildResult
  const out = (p: string) => readFile(site.file(path.join('build', p)), 'utf8')

  beforeAll(async () => {
    site = await copyFixtureSite('basic')
    result = await build({ configFile: site.file('site.config.ts'), outDir: site.file('build') })
  })
  afterAll(() => site.remove())

  it('writes one HTML file per route, with clean URLs', () => {
    const paths = result.routes.map((r) => r.path).sort()
    expect(paths).toEqual(
      [
        '/',
        '/404',
        '/about',
        '/blog',
        '/blog/archive',
        '/blog/hello',
        '/blog/older-post'.replace('older-post', 'older'),
        '/blog/tags',
        '/blog/tags/news',
        '/blog/tags/v-4',
        '/docs',
        '/docs/1.x',
        '/docs/1.x/intro',
        '/docs/1.x/legacy',
        '/docs/api',
        '/docs/guides/first-guide',
        '/docs/guides/second-guide',
        '/docs/intro',
        '/search',
      ].sort(),
    )
    for (const f of [
      'index.html',
      '404.html',
      'docs.html',
      'docs/intro.html',
      'docs/1.x.html',
      'docs/1.x/legacy.html',
      'blog/tags/v-4.html',
      'search.html',
      'about.html',
    ]) {
      expect(site.exists(`build/${f}`), f).toBe(true)
    }
  })

  it('writes sitemap, robots, feeds, llms files, route data and copies static files', async () => {
    expect(await out('sitemap.xml')).toContain('<loc>https://example.test/docs/intro</loc>')
    expect(await out('sitemap.xml')).not.toContain('/404')
    expect(await out('robots.txt')).toContain('Sitemap: https://example.test/sitemap.xml')
    expect(await out('blog/rss.xml')).toContain('<title><![CDATA[Hello World]]></title>')
    expect(await out('blog/atom.xml')).toContain('Hello World')
    expect(await out('llms.txt')).toContain('[Introduction](https://example.test/docs/intro)')
    expect(await out('llms-full.txt')).toContain('Welcome to the fixture.')
    expect(await out('img/icon.svg')).toContain('<svg')
    const data = JSON.parse(await out('__data/docs/intro.json'))
    expect(data.kind).toBe('doc')
    expect(data.title).toBe('Introduction')
  })

  it('renders head tags: title, description, canonical, docsearch meta', async () => {
    const intro = await out('docs/intro.html')
    expect(intro).toContain('<html lang="en"')
    expect(intro).toContain('<title>Introduction | Fixture Docs</title>')
    expect(intro).toContain('<meta name="description" content="Start here.">')
    expect(intro).toContain('<link rel="canonical" href="https://example.test/docs/intro">')
    expect(intro).toContain('<meta name="docsearch:docusaurus_tag" content="docs-default-current">')
    expect(intro).toContain('<meta name="docsearch:language" content="en">')
    expect(await out('docs/1.x/legacy.html')).toContain('content="docs-default-1.x"')
    expect(await out('blog.html')).toContain('<meta name="docsearch:docusaurus_tag" content="default">')
    expect(await out('docs/api.html')).toContain('<meta name="description" content="The API.">')
  })

  it('404.html has no canonical URL (/404 is no page) and is noindex', async () => {
    const notFound = await out('404.html')
    expect(notFound).not.toContain('rel="canonical"')
    expect(notFound).not.toContain('og:url')
    expect(notFound).toContain('<meta name="robots" content="noindex, nofollow">')
  })

  it('serves each version root with its intro page, canonical to the intro', async () => {
    const root = await out('docs/1.x.html')
    expect(root).toContain('Introduction (1.x)')
    expect(root).toContain('<link rel="canonical" href="https://example.test/docs/1.x/intro">')
  })

  it('orders the sidebar by position then path and links prev/next', async () => {
    const data = JSON.parse(await out('__data/docs/guides/first-guide.json'))
    const labels = data.sidebar.map((i: { label: string }) => i.label)
    expect(labels).toEqual(['Introduction', 'Guides', 'API'])
    expect(data.sidebar[1].items.map((i: { label: string }) => i.label)).toEqual(['First guide', 'Second guide'])
    expect(data.prev).toEqual({ label: 'Introduction', href: '/docs/intro' })
    expect(data.next).toEqual({ label: 'Second guide', href: '/docs/guides/second-guide' })
    expect(data.breadcrumbs.map((b: { label: string }) => b.label)).toEqual(['Guides'])
  })

  it('renders markdown features: admonition, tabs, code title, anchors, relative links, 3:30 as text', async () => {
    const intro = await out('docs/intro.html')
    expect(intro).toContain('aria-label="Direct link to Usage"')
    expect(intro).toContain('id="custom-details"')
    expect(intro).toContain('href="/docs/guides/first-guide#setup"')
    expect(intro).toContain('3:30 in the afternoon')
    expect(intro).toMatch(/admonition-tip/)
    expect(intro).toContain('Remember')
    expect(intro).toContain('App.tsx')
    expect(intro).toContain('<span class="token function">yarn</span> <span class="token function">add</span> fixture')
    expect(intro).toMatch(/role="tabpanel"[^>]*hidden/)
  })

  it('renders the blog: excerpt cut at the truncate marker, tags as kebab-case routes', async () => {
    const list = await out('blog.html')
    expect(list).toContain('First heading')
    expect(list).not.toContain('The rest of the post')
    expect(list).toContain('href="/blog/tags/v-4"')
    expect(await out('blog/hello.html')).toContain('The rest of the post')
  })

  it('reports no warnings for a clean site', () => {
    expect(result.warnings).toEqual([])
  })
})

describe('build errors point at the file and line, and keep the previous output', () => {
  it('fails on broken links, listing every one with its source file and line', async () => {
    const site = await copyFixtureSite('basic')
    try {
      await build({ configFile: site.file('site.config.ts'), outDir: site.file('build') })
      const before = await site.read('build/docs/intro.html')
      const filesBefore = await readdir(site.file('build'), { recursive: true })
      await site.edit(
        'content/docs/current/api.md',
        (t) => t + '\nSee [missing](/docs/missing) and [gone](/nowhere).\n',
      )
      const errors = await expectBuildError(site)
      // the pages streamed to a staging folder before the link check failed: it is gone, the previous output whole
      expect((await readdir(site.dir)).filter((name) => name.includes('build'))).toEqual(['build'])
      expect((await readdir(site.file('build'), { recursive: true })).sort()).toEqual(filesBefore.sort())
      expect(errors.map((e) => e.code)).toEqual(['broken-link', 'broken-link'])
      expect(errors[0].file).toBe('content/docs/current/api.md')
      expect(errors[0].line).toBe(13)
      expect(errors.map((e) => e.message).join('\n')).toContain('/nowhere')
      expect(await site.read('build/docs/intro.html')).toBe(before)
    } finally {
      await site.remove()
    }
  })

  it('warns on broken anchors', async () => {
    const site = await copyFixtureSite('basic')
    try {
      await site.edit('content/docs/current/api.md', (t) => t + '\nSee [nothing](/docs/intro#no-such-heading).\n')
      const result = await build({ configFile: site.file('site.config.ts'), outDir: site.file('build') })
      expect(result.warnings.map((w) => w.code)).toContain('broken-anchor')
    } finally {
      await site.remove()
    }
  })

  it("fails on broken anchors with onBrokenAnchors: 'throw', and ignores them with 'ignore'", async () => {
    const site = await copyFixtureSite('basic')
    try {
      await site.edit('content/docs/current/api.md', (t) => t + '\nSee [nothing](/docs/intro#no-such-heading).\n')
      await site.edit('site.config.ts', (t) => t.replace("baseUrl: '/',", "baseUrl: '/',\n  onBrokenAnchors: 'throw',"))
      const errors = await expectBuildError(site)
      expect(errors.map((e) => [e.code, e.file])).toEqual([['broken-anchor', 'content/docs/current/api.md']])
      expect(errors[0].message).toContain('#no-such-heading')
      await site.edit('site.config.ts', (t) => t.replace("onBrokenAnchors: 'throw',", "onBrokenAnchors: 'ignore',"))
      const result = await build({ configFile: site.file('site.config.ts'), outDir: site.file('build') })
      expect(result.warnings.map((w) => w.code)).not.toContain('broken-anchor')
    } finally {
      await site.remove()
    }
  })

  it('warns on an image in Markdown whose file is missing, with file and line (and not on one that exists)', async () => {
    const site = await copyFixtureSite('basic')
    try {
      await site.edit(
        'content/docs/current/api.md',
        (t) => t + '\n![Icon](/img/icon.svg)\n\n![Missing](/img/missing.png)\n',
      )
      const result = await build({ configFile: site.file('site.config.ts'), outDir: site.file('build') })
      const images = result.warnings.filter((w) => w.code === 'broken-image')
      expect(images).toEqual([
        expect.objectContaining({
          file: 'content/docs/current/api.md',
          line: 15,
          message: 'Broken image on /docs/api: /img/missing.png',
        }),
      ])
    } finally {
      await site.remove()
    }
  })

  it('reports malformed front matter with the line', async () => {
    const site = await copyFixtureSite('basic')
    try {
      await site.write('content/docs/current/api.md', '---\ntitle: API\n  bad: [x\n---\n\nBody\n')
      const [error] = await expectBuildError(site)
      expect(error.code).toBe('front-matter-syntax')
      expect(error.file).toBe('content/docs/current/api.md')
      expect(error.line).toBe(3)
    } finally {
      await site.remove()
    }
  })

  it('reports a wrongly typed front matter value and warns on a likely typo', async () => {
    const site = await copyFixtureSite('basic')
    try {
      await site.write('content/docs/current/api.md', '---\nsidebar_positon: 2\n---\n\n# API\n')
      const result = await build({ configFile: site.file('site.config.ts'), outDir: site.file('build') })
      const typo = result.warnings.find((w) => w.code === 'front-matter-unknown-key')
      expect(typo?.hint).toContain('sidebar_position')
      expect(typo?.line).toBe(2)
      await site.write('content/docs/current/api.md', '---\nsidebar_position: first\n---\n\n# API\n')
      const [error] = await expectBuildError(site)
      expect(error.code).toBe('front-matter-type')
      expect(error.line).toBe(2)
    } finally {
      await site.remove()
    }
  })

  it('reports a duplicate doc id', async () => {
    const site = await copyFixtureSite('basic')
    try {
      await site.write('content/docs/current/intro-copy.md', '---\nid: intro\n---\n\n# Copy\n')
      const errors = await expectBuildError(site)
      expect(errors.map((e) => e.code)).toContain('duplicate-doc-id')
    } finally {
      await site.remove()
    }
  })

  it('reports a blog date that does not parse', async () => {
    const site = await copyFixtureSite('basic')
    try {
      await site.write('content/blog/post.md', '---\ntitle: Bad date\ndate: 2021-13-45\n---\n\nText\n')
      const [error] = await expectBuildError(site)
      expect(error.code).toBe('blog-date-invalid')
      expect(error.file).toBe('content/blog/post.md')
      expect(error.line).toBe(3)
      // the build failed early, but only once the work it had started alongside (React pages compiling into a
      // temporary folder of the site) had ended: nothing is left running or lying around
      expect((await readdir(site.dir)).filter((name) => name.startsWith('.'))).toEqual([])
    } finally {
      await site.remove()
    }
  })

  it('reports a React page without a default export', async () => {
    const site = await copyFixtureSite('basic')
    try {
      await site.write('content/pages/broken.tsx', 'export function NotDefault() { return null }\n')
      const [error] = await expectBuildError(site)
      expect(error.code).toBe('page-no-default-export')
      expect(error.file).toBe('content/pages/broken.tsx')
    } finally {
      await site.remove()
    }
  })

  it('warns about duplicate routes and names both sources', async () => {
    const site = await copyFixtureSite('basic')
    try {
      await site.write('content/pages/blog.md', '# Not the blog\n')
      const result = await build({ configFile: site.file('site.config.ts'), outDir: site.file('build') })
      const duplicate = result.warnings.find((w) => w.code === 'duplicate-route')
      expect(duplicate?.message).toContain('content/pages/blog.md')
      expect(duplicate?.message).toContain('site.config.ts')
    } finally {
      await site.remove()
    }
  })
})
