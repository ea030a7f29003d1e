import { cp, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scopePrefix } from '../../src/bundle/css-modules.js'
import { build, type BuildResult } from '../../src/build.js'
import { BuildError } from '../../src/errors.js'
import { copyFixtureSite, REPO_ROOT } from '../helpers/fixture-site.js'

type Site = Awaited<ReturnType<typeof copyFixtureSite>>

/** The pages of a site written against Docusaurus' modules: `@theme/…`, `@docusaurus/…`, `@site/…`, CSS modules, Infima. */
describe('building the docusaurus-components fixture site', () => {
  let site: Site
  let result: BuildResult
  const out = (p: string) => readFile(site.file(path.join('build', p)), 'utf8')
  const stylesheets = async (html: string) =>
    Promise.all(Array.from(html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g), (m) => out(m[1]!)))

  beforeAll(async () => {
    site = await copyFixtureSite('docusaurus-components')
    result = await build({ configFile: site.file('site.config.ts'), outDir: site.file('build') })
  })
  afterAll(() => site.remove())

  it('builds the pages of src/pages', () => {
    expect(result.routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/', '/tabs', '/docs/welcome']))
  })

  it('server-renders a custom page: Layout, Link, useDocusaurusContext, useColorMode, useBaseUrl, clsx, Infima classes', async () => {
    const html = await out('index.html')
    expect(html).toContain('<title>Front page | Shortcut Atlas</title>')
    expect(html).toContain('<meta name="description" content="Every keyboard map in one atlas">')
    const banner = scopePrefix(site.file('src/pages/index.module.css'), site.dir)
    expect(html).toContain(`<header class="hero hero--primary ${banner}_banner">`)
    expect(html).toContain('<h1 class="hero__title">Shortcut Atlas</h1>')
    expect(html).toContain('<p class="hero__subtitle">Keyboard maps for busy hands</p>')
    expect(html).toContain('Release <!-- -->Walnut')
    expect(html).toContain('<a class="button button--secondary button--lg" href="/docs/welcome">Open the guide</a>')
    expect(html).toContain('<p data-color-mode="light">')
    expect(html).toContain('<img src="/img/map.svg"')
    expect(html).toMatch(/<div class="col col--6">/)
  })

  it("gives a page written with @theme/Layout the frame's <div> wrapper around its own <main>", async () => {
    const html = await out('index.html')
    expect(html).toContain('<div id="__main" class="main-wrapper" tabindex="-1"><div class="docusaurus-page">')
    expect(html.match(/<main[ >]/g)).toHaveLength(1)
    expect(html).toContain('"ownMain":true')
    // a page of the Markdown path keeps the frame's <main>
    expect(await out('docs/welcome.html')).toContain('<main id="__main" class="main-wrapper" tabindex="-1">')
  })

  it('renders a site component from @site/src/components with its CSS module', async () => {
    const html = await out('index.html')
    const counter = scopePrefix(site.file('src/components/KeyCounter/styles.module.css'), site.dir)
    expect(html).toContain(`<div class="${counter}_counter">`)
    expect(html).toContain('data-presses="">0</output>')
  })

  it("uses the site's src/theme/ override, which wraps ours through @theme-original/", async () => {
    const html = await out('index.html')
    expect(html).toMatch(
      /<div data-site-admonition=""><div class="theme-admonition theme-admonition-tip admonition_hd alert alert--success"><div class="admonitionHeading_hd"><span class="admonitionIcon_hd"><svg[^>]*><path[^>]*><\/path><\/svg><\/span>Practice<\/div>/,
    )
  })

  it("loads the theme's stylesheet, then one with the Infima layer, customCss and the CSS modules", async () => {
    const [theme, app] = await stylesheets(await out('index.html'))
    expect(theme).toContain('--ifm-color-primary: #1f7a5c')
    expect(theme).toContain('--color-primary: var(--ifm-color-primary, var(--hd-theme-primary))')
    // the site's custom.css comes after the Infima layer, so that it wins
    expect(theme!.indexOf('.hero__title')).toBeLessThan(theme!.indexOf('--ifm-color-primary: #1f7a5c'))
    expect(theme).toContain('.atlas-plain-css-marker')
    const banner = scopePrefix(site.file('src/pages/index.module.css'), site.dir)
    expect(app).toContain(`.${banner}_banner{`)
    expect(app).toContain(`.${banner}_actions:hover .${banner}_banner`)
  })

  it('writes the redirect of a page rendering <Redirect> into its head, so it works without JavaScript', async () => {
    const html = await out('old-atlas.html')
    expect(html).toMatch(
      /<head>[\s\S]*<meta http-equiv="refresh" content="0; url=\/docs\/welcome" data-hd-head="[0-9a-z]+">[\s\S]*<\/head>/,
    )
  })

  it('renders Tabs with values, defaultValue and a group', async () => {
    const html = await out('tabs.html')
    expect(html).toContain('<title>Tabs | Shortcut Atlas</title>')
    // @docusaurus/Head's other tags, in the head
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(/<meta property="og:image" content="\/img\/map\.svg" data-hd-head="[0-9a-z]+">/)
    expect(head).toMatch(/<script data-hd-head="[0-9a-z]+">window\.tabsHeadScriptRuns = /)
    expect(html.match(/aria-selected="true"[^>]*>Windows</g)).toHaveLength(2)
    expect(html).toMatch(/aria-selected="true"[^>]*>Beta</)
  })
})

describe('the Docusaurus module names in a broken site', () => {
  let site: Site
  beforeAll(async () => {
    site = await copyFixtureSite('docusaurus-components')
  })
  afterAll(() => site.remove())

  it('fails on a module we do not provide, naming the page, line and what to do', async () => {
    await site.edit('src/pages/tabs.tsx', (source) =>
      `import DocPaginator from '@theme/DocPaginator'\n${source}`.replace(
        '<Layout title="Tabs" noFooter>',
        '<Layout title="Tabs" noFooter><DocPaginator />',
      ),
    )
    const error = await build({ configFile: site.file('site.config.ts'), outDir: site.file('build') }).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(BuildError)
    const buildError = error as BuildError
    expect(buildError.message).toContain('hotkeys-docs does not provide @theme/DocPaginator')
    expect(buildError.file).toMatch(/src\/pages\/tabs\.tsx$/)
    expect(buildError.line).toBe(1)
    expect(buildError.hint).toContain('src/theme/DocPaginator.tsx')
    expect(site.exists('build')).toBe(false)
  })
})

describe('a site with React and packages of its own installed', () => {
  let site: Site
  beforeAll(async () => {
    site = await copyFixtureSite('docusaurus-components')
    // the site's own copy of React (not a link: another module for Node), and a package of its own that uses it,
    // CommonJS like many packages
    await cp(path.join(REPO_ROOT, 'node_modules/react'), site.file('node_modules/react'), { recursive: true })
    await mkdir(site.file('node_modules/key-badge'), { recursive: true })
    await writeFile(site.file('node_modules/key-badge/package.json'), '{"name":"key-badge","main":"index.js"}\n')
    await writeFile(
      site.file('node_modules/key-badge/index.js'),
      "const React = require('react')\nmodule.exports = function KeyBadge(props) {\n  const [pressed] = React.useState(false)\n  return React.createElement('kbd', { 'data-pressed': String(pressed) }, props.name)\n}\n",
    )
    await site.edit(
      'src/pages/tabs.tsx',
      (source) =>
        `import KeyBadge from 'key-badge'\n${source.replace('<Layout title="Tabs" noFooter>', '<Layout title="Tabs" noFooter><KeyBadge name="Esc" />')}`,
    )
  })
  afterAll(() => site.remove())

  it("renders them with the generator's React (one copy: hooks work)", async () => {
    await build({ configFile: site.file('site.config.ts'), outDir: site.file('build') })
    expect(await readFile(site.file('build/tabs.html'), 'utf8')).toContain('<kbd data-pressed="false">Esc</kbd>')
  })
})
