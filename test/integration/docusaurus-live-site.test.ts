/**
 * Live code blocks of a Docusaurus site folder (docusaurus-live fixture): every block (docs of each version, the
 * blog, a page) runs the site's own src/theme/ReactLiveScope, which gives a site component with a CSS module, a
 * site hook and a package; no per-version library scope of this generator is emitted.
 */
import { readdir, readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, type BuildResult } from '../../src/build.js'
import { BuildError } from '../../src/errors.js'
import { copyFixtureSite } from '../helpers/fixture-site.js'

type Site = Awaited<ReturnType<typeof copyFixtureSite>>

describe('live blocks of a Docusaurus site (docusaurus-live fixture)', () => {
  let site: Site
  let result: BuildResult
  let assets: string[]
  const out = (p: string) => site.read(`build/${p}`)

  beforeAll(async () => {
    site = await copyFixtureSite('docusaurus-live')
    result = await build({ configFile: site.file('docusaurus.config.js'), outDir: site.file('build') })
    assets = await readdir(site.file('build/assets'))
  })
  afterAll(() => site.remove())

  it("emits one scope, the site's, and a module per block importing it; no library scope of ours", async () => {
    expect(result.warnings).toEqual([])
    const scopes = assets.filter((file) => file.startsWith('live-scope-') && file.endsWith('.js'))
    expect(scopes).toEqual([expect.stringMatching(/^live-scope-site\.\w+\.js$/)])
    expect(assets.filter((file) => /rhh\d/.test(file))).toEqual([])
    const modules = assets.filter((file) => file.startsWith('live-site-'))
    // five blocks: current intro and noInline page, 1.x intro, the blog post, the page
    expect(modules).toHaveLength(5)
    for (const file of modules) {
      const text = await out(`assets/${file}`)
      expect(text.startsWith(`import{scope}from"./${scopes[0]}";`)).toBe(true)
    }
    // the scope is the site's module: its component and hook are in it
    const scope = await out(`assets/${scopes[0]}`)
    expect(scope).toContain('data-lamp')
  })

  it.each([
    ['docs/next/intro.html', 'lit">Porch'],
    ['docs/next/noinline.html', 'lit">Left'],
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

  it("the scope's stylesheet (the component's CSS module) is loaded by the pages", async () => {
    const css = assets.find((file) => file.startsWith('live-scope-site.') && file.endsWith('.css'))
    expect(css).toBeDefined()
    expect(await out(`assets/${css}`)).toMatch(/\.styles_\w+_lit\{background:#fde68a\}/)
    expect(await out('docs/next/intro.html')).toContain(`<link rel="stylesheet" href="/assets/${css}">`)
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
