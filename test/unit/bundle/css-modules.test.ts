import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scopeCssModule, scopePrefix, siteCss } from '../../../src/bundle/css-modules.js'
import { REPO_ROOT } from '../../helpers/fixture-site.js'

describe('scopePrefix', () => {
  it("is the file's name and a hash of its path in the site", () => {
    const prefix = scopePrefix('/site/src/pages/index.module.css', '/site')
    expect(prefix).toMatch(/^index_[0-9a-z]+$/)
    expect(scopePrefix('/elsewhere/src/pages/index.module.css', '/elsewhere')).toBe(prefix)
    expect(scopePrefix('/site/src/components/index.module.css', '/site')).not.toBe(prefix)
    expect(scopePrefix('/site/src/my-card.module.css', '/site')).toMatch(/^my_card_/)
  })
})

describe('scopeCssModule', () => {
  it('scopes local class names, keeps :global ones, and returns the names', async () => {
    const { css, classes } = await scopeCssModule(
      '.hero { color: red }\n.hero:hover .cta { color: blue }\n:global(.row) .cell { margin: 0 }\n',
      '/site/src/pages/home.module.css',
      '/site',
    )
    const prefix = scopePrefix('/site/src/pages/home.module.css', '/site')
    expect(classes).toEqual({ hero: `${prefix}_hero`, cta: `${prefix}_cta`, cell: `${prefix}_cell` })
    expect(css).toContain(`.${prefix}_hero:hover .${prefix}_cta`)
    expect(css).toContain(`.row .${prefix}_cell`)
    expect(css).not.toContain('/* hd:')
  })
})

describe('the siteCss plugin', () => {
  let site: string
  beforeAll(async () => {
    await mkdir(path.join(REPO_ROOT, '.test-tmp'), { recursive: true })
    site = await mkdtemp(path.join(REPO_ROOT, '.test-tmp', 'css-modules-'))
    await writeFile(path.join(site, 'card.module.css'), '.card { padding: 1rem }\n')
    await writeFile(path.join(site, 'plain.css'), '.plain { margin: 0 }\n')
    await writeFile(
      path.join(site, 'page.js'),
      'import styles from "./card.module.css"\nimport "./plain.css"\nexport const card = styles.card\n',
    )
  })
  afterAll(() => rm(site, { recursive: true, force: true }))

  const bundle = (target: 'server' | 'browser') =>
    esbuild.build({
      entryPoints: [path.join(site, 'page.js')],
      bundle: true,
      write: false,
      format: 'esm',
      minify: true,
      outdir: path.join(site, 'out'),
      logLevel: 'silent',
      plugins: [siteCss({ siteDir: site, target })],
    })

  it('gives the server and the minified browser bundle the same class names', async () => {
    const name = `${scopePrefix(path.join(site, 'card.module.css'), site)}_card`
    const server = await bundle('server')
    const browser = await bundle('browser')
    expect(server.outputFiles.find((f) => f.path.endsWith('.js'))!.text).toContain(name)
    expect(browser.outputFiles.find((f) => f.path.endsWith('.js'))!.text).toContain(name)
    const css = browser.outputFiles.find((f) => f.path.endsWith('.css'))!.text
    expect(css).toContain(`.${name}{padding:1rem}`)
    expect(css).toContain('.plain{margin:0}')
  })

  it('leaves CSS out of the server compile', async () => {
    const server = await bundle('server')
    expect(server.outputFiles.filter((f) => f.path.endsWith('.css')).map((f) => f.text.trim())).toEqual([])
  })
})
