/**
 * Live code blocks of a Docusaurus site folder (docusaurus-live fixture): every block (docs of each version, the
 * blog, a page) runs the site's own src/theme/ReactLiveScope, which gives a site component with a CSS module, a
 * site hook and a package; no per-version library scope of this generator is emitted.
 */
import { readdir, readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, type BuildResult } from '../../src/build.js'
import { BuildError } from '../../src/errors.js'
import { startLiveRenderer } from '../../src/live/live-renderer.js'
import { createBuildCache } from '../../src/build-cache.js'
import type { RouteData } from '../../src/shared/types.js'
import { copyFixtureSite } from '../helpers/fixture-site.js'

type Site = Awaited<ReturnType<typeof copyFixtureSite>>

describe('live blocks of a Docusaurus site (docusaurus-live fixture)', () => {
  let site: Site
  let result: BuildResult
  let assets: string[]
  const out = (p: string) => site.read(`build/${p}`)

  // the build's live renderer, telling each block it renders, and its cache, with the blocks started when the content
  // had loaded (the live stage runs after that)
  const liveRenderer = startLiveRenderer()
  const rendered: string[] = []
  const buildCache = createBuildCache()
  let startedWhileLoading: string[] = []

  beforeAll(async () => {
    site = await copyFixtureSite('docusaurus-live')
    result = await build({
      configFile: site.file('docusaurus.config.js'),
      outDir: site.file('build'),
      cache: buildCache,
      liveRenderer: {
        ...liveRenderer,
        render(job) {
          rendered.push(job.code)
          return liveRenderer.render(job)
        },
      },
      onProgress: (message) => {
        if (message.startsWith('rendering'))
          startedWhileLoading = [...buildCache.liveBlocks.keys()].map((key) => key.split('\0')[4])
      },
    })
    assets = await readdir(site.file('build/assets'))
  })
  afterAll(async () => {
    await liveRenderer.close()
    await site.remove()
  })

  it("renders each block's preview once, those of Markdown files started while the content was still loading", () => {
    // one per place: the eleven blocks of the pages below
    expect(rendered).toHaveLength(11)
    // every file rendered as Markdown, an MDX content module too; the blocks of pages compiled as component pages
    // (lab.mdx, react-lab.tsx) come with their modules
    expect(startedWhileLoading.sort()).toEqual([
      'blog/2026-02-01-lamps.md',
      'docs/intro.mdx',
      'docs/lab.mdx',
      'docs/lab.mdx',
      'docs/noinline.md',
      'src/pages/playground.mdx',
      'versioned_docs/version-1.x/intro.md',
    ])
  })

  it("emits one scope, the site's, and a module per block importing it; no library scope of ours", async () => {
    expect(result.warnings).toEqual([])
    const scopes = assets.filter((file) => file.startsWith('live-scope-') && file.endsWith('.js'))
    expect(scopes).toEqual([expect.stringMatching(/^live-scope-site\.\w+\.js$/)])
    expect(assets.filter((file) => /rhh\d/.test(file))).toEqual([])
    const modules = assets.filter((file) => file.startsWith('live-site-'))
    // eleven blocks: current intro and noInline page, the lab doc's two (a content module), 1.x intro, the blog
    // post, the Markdown page, the lab page's two (a component page), the React page's two
    expect(modules).toHaveLength(11)
    for (const file of modules) {
      const text = await out(`assets/${file}`)
      expect(text.startsWith(`import{scope}from"./${scopes[0]}";`)).toBe(true)
    }
    // the scope is the site's module: its component is in it or in a chunk it imports
    const scope = await out(`assets/${scopes[0]}`)
    const imported = [...scope.matchAll(/from"\.\/(chunks\/[\w.]+\.js)"/g)].map((m) => m[1])
    const texts = await Promise.all([scope, ...imported.map((file) => out(`assets/${file}`))])
    expect(texts.some((text) => text.includes('data-lamp'))).toBe(true)
  })

  it.each([
    ['docs/next/intro.html', 'lit">Porch'],
    ['docs/next/noinline.html', 'lit">Left'],
    // an MDX content module: a fence and a <CodeBlock live>
    ['docs/next/lab.html', 'dark">Fence'],
    ['docs/next/lab.html', 'lit">Prop'],
    // an .mdx page compiled as a component page: the same
    ['lab.html', 'dark">Page fence'],
    ['lab.html', 'lit">Page prop'],
    // a React page's <CodeBlock live> (src/pages/react-lab.tsx)
    ['react-lab.html', 'dark">Hallway'],
    ['react-lab.html', 'lit">Cellar'],
    ['docs/intro.html', 'lit">Old porch'],
    ['blog/2026/02/01/lamps.html', 'dark">Garden'],
    ['playground.html', 'lit">Page'],
  ])('%s: the preview is rendered by the build with the site scope', async (file, lamp) => {
    const html = await out(file)
    expect(html).toContain(`data-lamp="${lamp}`)
    // the site component's CSS module class, as the browser has it
    expect(html).toMatch(/class="styles_\w+_lamp( styles_\w+_lit)?" data-lamp=/)
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/live-site-\w+\.\w+\.js"/)
  })

  it.each([
    ['docs/next/intro.html', 1],
    ['docs/next/noinline.html', 1],
    ['docs/next/lab.html', 2],
    ['lab.html', 2],
    ['react-lab.html', 2],
    ['blog/2026/02/01/lamps.html', 1],
  ])(
    "%s: each live block is in Docusaurus' playground container: the code's frame, then the playground",
    async (file, blocks) => {
      const html = await out(file)
      expect(html.match(/<div class="playgroundContainer_hd"><div class="code-block code-block--live/g)).toHaveLength(
        blocks,
      )
      expect(html.match(/data-live-id="live-\d+" data-live="true"/g) ?? []).toHaveLength(0)
      expect(html.match(/<div class="live-preview" data-live-id=/g)).toHaveLength(blocks)
    },
  )

  it('an MDX content module carries its blocks, with their modules and previews, in its route data', async () => {
    const data = JSON.parse(await out('__data/docs/next/lab.json')) as { content: unknown }
    const text = JSON.stringify(data.content)
    expect(text.match(/"dataLiveModule":"\/assets\/live-site-\w+\.\w+\.js"/g)).toHaveLength(2)
    expect(text).toContain('data-lamp=\\"lit\\">Prop')
  })

  it('an .mdx page with components (a Markdown page whose content is a module) carries its blocks in its route data', async () => {
    const data = JSON.parse(await out('__data/lab.json')) as { kind: string; content: unknown }
    expect(data.kind).toBe('markdownPage')
    const text = JSON.stringify(data.content)
    expect(text.match(/"dataLiveModule":"\/assets\/live-site-\w+\.\w+\.js"/g)).toHaveLength(2)
    expect(text).toContain('data-lamp=\\"lit\\">Page prop')
  })

  it("a React page's static CodeBlock stays static code", async () => {
    const html = await out('react-lab.html')
    expect(html.match(/class="live-preview"/g)).toHaveLength(2)
    expect(html).toContain('Static')
  })

  it("the site component's CSS module is in a stylesheet the pages load", async () => {
    const html = await out('docs/next/intro.html')
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="\/assets\/([^"]+\.css)">/g)].map((m) => m[1])
    const texts = await Promise.all(sheets.map((file) => out(`assets/${file}`)))
    expect(texts.some((text) => /\.styles_\w+_lit\{background:#fde68a\}/.test(text))).toBe(true)
    // a component only the live scope imports: its CSS is the scope entry's own stylesheet, which pages load too
    expect(sheets).toContainEqual(expect.stringMatching(/^live-scope-site\.\w+\.css$/))
    expect(texts.some((text) => /\.styles_\w+_glow\{box-shadow:/.test(text))).toBe(true)
  })

  it("a category's page with <DocCardList /> shows a card for each of the category's docs, in the HTML", async () => {
    const html = await out('docs/next/shelf.html')
    const cards = [...html.matchAll(/<a class="card padding--lg doc-card" href="([^"]+)"><h2[^>]*>(.*?)<\/h2>/g)]
    expect(cards.map((m) => [m[1], m[2]])).toEqual([
      ['/docs/next/shelf/bulbs', '📄️ Bulbs'],
      ['/docs/next/shelf/wicks', '📄️ Wicks'],
    ])
  })

  it("admonitions take Docusaurus' markup: Infima's alert classes, the icon and title, the content wrapper", async () => {
    const boxes = (html: string) =>
      [
        ...html.matchAll(
          /<div class="(theme-admonition [^"]+)"><div class="admonitionHeading_hd"><span class="admonitionIcon_hd"><svg [^>]*><path [^>]*><\/path><\/svg><\/span>(.*?)<\/div><div class="admonitionContent_hd">(.*?)<\/div><\/div>/g,
        ),
      ].map((m) => [m[1], m[2], m[3]])
    // Markdown (.md)
    expect(boxes(await out('docs/next/shelf/bulbs.html'))).toEqual([
      [
        'theme-admonition theme-admonition-tip admonition_hd alert alert--success',
        'Warm <em>or</em> cold',
        '<p>Pick the bulb by the colour of the room.</p>',
      ],
      [
        'theme-admonition theme-admonition-caution admonition_hd alert alert--warning',
        'caution',
        '<p>Let a bulb cool down before you touch it.</p>',
      ],
    ])
    // an MDX content module: `:::note` and `@theme/Admonition` alike
    expect(boxes(await out('docs/next/lab.html'))).toEqual([
      [
        'theme-admonition theme-admonition-note admonition_hd alert alert--secondary',
        'note',
        '<p>A note in a component module.</p>',
      ],
      ['theme-admonition theme-admonition-danger admonition_hd alert alert--danger', 'Hot glass', 'Wear gloves.'],
    ])
    // the route data a client navigation renders from has the same markup
    expect(await out('__data/docs/next/shelf/bulbs.json')).toContain('"theme-admonition","theme-admonition-tip"')
  })

  it('loads the Infima layer, with its alert styles, and the Docusaurus look, though the site has no customCss', async () => {
    const sheets = await Promise.all(
      Array.from((await out('docs/next/shelf/bulbs.html')).matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g), (m) =>
        out(m[1]!),
      ),
    )
    const theme = sheets.join('\n')
    expect(theme).toMatch(/\.alert--success\s*\{/)
    expect(theme).toMatch(/\.admonitionIcon_hd svg\s*\{/)
    expect(theme).toContain('--ifm-alert-border-left-width')
    // and the theme's own markup in Docusaurus' look (tabs, the dark footer, the active sidebar item)
    expect(theme).toMatch(/\.footer--dark \.footer__link,\s*\.footer--dark \.footer__copyright\s*\{/)
    expect(theme).toContain('--ifm-tabs-color-active-border')
  })

  it("a doc whose content has its own # heading shows that heading, as Docusaurus does; the title stays the page's", async () => {
    const html = await out('docs/next/shelf/wicks.html')
    expect(html).toContain('<h1 class="doc-article__title">Trimming wicks</h1>')
    expect(html).toContain('<title>Wicks | Beacon</title>')
    // the sidebar and the category's card keep the title
    expect(html).toMatch(/<a class="menu__link[^"]*" href="\/docs\/next\/shelf\/wicks"[^>]*>Wicks<\/a>/)
  })

  it('a heading of a doc compiled as a module takes the id of its {/* #id */} comment, in its anchor and the TOC', async () => {
    const html = await out('docs/next/lab.html')
    expect(html).toContain('<h2 id="lab-safety">Safety<a href="#lab-safety" class="hash-link"')
    expect(html).toContain('href="#lab-safety">Safety</a>')
    expect(html).not.toContain('#lab-safety */')
    // its # heading's id is taken, as Docusaurus slugs it with the others: `## Lab` is lab-1
    expect(html).toContain('<h2 id="lab-1">Lab<a href="#lab-1" class="hash-link"')
  })

  it("a code block's magic comment highlights the next line and is not shown", async () => {
    const html = await out('docs/next/shelf/wicks.html')
    expect(html).not.toContain('highlight-next-line')
    expect(html.match(/<span class="code-line highlighted">/g)).toHaveLength(1)
    expect(html).toMatch(/<span class="code-line highlighted"><span class="token function">trim<\/span>/)
  })

  it('an .mdx partial imported into a doc renders as part of its content, without a frame of its own', async () => {
    const html = await out('docs/next/shelf.html')
    expect(html).toMatch(/<\/section>\s*<p>Dust the shelf <strong>weekly<\/strong>\.<\/p>\s*<\/div><\/article>/)
  })

  it('a page and a component written in .js with JSX (as Docusaurus templates write them) render, an .svg import as a component', async () => {
    const html = await out('porch.html')
    expect(html).toMatch(/<p class="porch-sign"><svg [^>]*>.*<\/svg>Wipe your paws<img [^>]*\/><\/p>/s)
    // an .svg import is a component drawing the file, the caller's props over the file's root attributes
    const svg = /<svg [^>]*>/.exec(html.slice(html.indexOf('porch-sign')))![0]
    expect(svg).toContain('class="porch-bulb"')
    expect(svg).toContain('role="img"')
    expect(svg).toContain('viewBox="0 0 24 24"')
    expect(svg).toContain('fill-rule="evenodd"')
    expect(html).toContain('<title>A bulb</title>')
  })

  it("@docusaurus/plugin-content-docs/client's version hooks give the site's docs versions", async () => {
    const html = await out('porch.html')
    // the current docs are "Next" under /docs/next, the last released version 1.x at /docs (versions.json)
    expect(html).toContain(
      '<p class="porch-versions">Next at /docs/next, 1.x at /docs<!-- -->; newest released: <!-- -->1.x</p>',
    )
  })

  it("@docusaurus/useGlobalData gives the docs plugin's data, and only the page whose code reads it carries it", async () => {
    const html = await out('porch.html')
    const section = /<section class="docs-index"[^>]*>.*?<\/section>/s.exec(html)![0].replaceAll('<!-- -->', '')
    // the docs plugin only (the blog plugin gives none), read through a site component
    expect(section).toContain('data-plugins="docusaurus-plugin-content-docs" data-blog="none"')
    expect(section).toContain('<p class="docs-index__base">/docs</p>')
    expect(section).toContain(
      '<ul data-version="current" data-first="/docs/next/intro"><li>intro /docs/next/intro docs</li>',
    )
    expect(section).toContain('<li>shelf/index /docs/next/shelf docs</li>')
    expect(section).toContain('<ul data-version="1.x" data-first="/docs/intro"><li>intro /docs/intro docs</li></ul>')
    const data = JSON.parse(await out('__data/porch.json')) as RouteData
    expect(Object.keys(data.globalData ?? {})).toEqual(['docusaurus-plugin-content-docs'])
    // other pages, whose code does not read it, do not carry it
    for (const page of ['docs/next/intro', 'lab', 'react-lab', 'docs/next/lab'])
      expect(await out(`__data/${page}.json`)).not.toContain('globalData')
    expect(await out('docs/next/intro.html')).not.toContain('docusaurus-plugin-content-docs')
  })

  it("an image imported or required by the site's code is its copy's URL, the same in the HTML as in the bundle", async () => {
    const html = await out('porch.html')
    const doormat =
      /<img class="porch-doormat" src="(\/assets\/files\/doormat\.[0-9a-f]{10}\.png)" alt="A doormat"\/>/.exec(html)
    const light = /<img class="porch-light" src="(\/assets\/files\/porch-light\.[0-9a-f]{10}\.png)"/.exec(html)
    expect(doormat).not.toBeNull()
    expect(light).not.toBeNull()
    // the copies hold the files' bytes
    expect(await readFile(site.file(`build${doormat![1]}`))).toEqual(
      await readFile(site.file('src/components/PorchSign/doormat.png')),
    )
    expect(await readFile(site.file(`build${light![1]}`))).toEqual(
      await readFile(site.file('static/img/porch-light.png')),
    )
    // the browser bundle renders the same URLs (no hydration mismatch)
    const chunks = await readdir(site.file('build/assets/chunks'))
    const code = (await Promise.all(chunks.map((c) => readFile(site.file(`build/assets/chunks/${c}`), 'utf8')))).join(
      '',
    )
    expect(code).toContain(JSON.stringify(doormat![1]))
    expect(code).toContain(JSON.stringify(light![1]))
  })

  it('copies the files Markdown shows or links to next to itself, and points there (Markdown and MDX modules)', async () => {
    const copied = (await readdir(site.file('build/assets/files'))).filter(
      (file) => !/^(doormat|porch-light)\./.test(file),
    )
    expect(copied.sort()).toEqual([
      expect.stringMatching(/^shelf\.[0-9a-f]{10}\.png$/),
      expect.stringMatching(/^two-lamps\.[0-9a-f]{10}\.svg$/),
      expect.stringMatching(/^wiring\.[0-9a-f]{10}\.txt$/),
    ])
    const [shelf, lamps, wiring] = copied.sort()
    expect(await readFile(site.file(`build/assets/files/${wiring}`), 'utf8')).toBe(
      await readFile(site.file('docs/img/wiring.txt'), 'utf8'),
    )
    const noinline = await out('docs/next/noinline.html')
    // an image by reference, and a link keeping its fragment
    expect(noinline).toContain(`src="/assets/files/${lamps}" alt="Two lamps side by side"`)
    expect(noinline).toContain(`href="/assets/files/${wiring}#switch"`)
    // an MDX content module (the page uses a component): its compiled code points there too
    expect(await out('docs/next/shelf.html')).toContain(`src="/assets/files/${shelf}" alt="The shelf"`)
  })

  it('a block using a name the scope does not have fails the build at its line, naming the scope file', async () => {
    await site.write(
      'docs/bulb.md',
      ['# Bulb', '', '```jsx live', 'function Desk() {', '  return <Bulb lit />', '}', '```', ''].join('\n'),
    )
    try {
      const error = await build({ configFile: site.file('docusaurus.config.js'), outDir: site.file('build') }).then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(BuildError)
      expect(error).toMatchObject({
        code: 'live-unknown-name',
        file: 'docs/bulb.md',
        line: 5,
        message: 'Live code uses `Bulb`, which is not in its scope',
      })
      expect((error as BuildError).hint).toContain('src/theme/ReactLiveScope/index.js')
    } finally {
      await site.write('docs/bulb.md', '# Bulb\n')
    }
    expect(await readFile(site.file('build/docs/next/intro.html'), 'utf8')).toContain('Porch')
  })
})
