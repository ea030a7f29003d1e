import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  COMPAT_DIR,
  docusaurusModules,
  docusaurusTarget,
  INFIMA_CSS,
  withInfima,
} from '../../../src/bundle/docusaurus-modules.js'
import { REPO_ROOT } from '../../helpers/fixture-site.js'

let site: string
const file = (p: string) => path.join(site, p)

beforeAll(async () => {
  await mkdir(path.join(REPO_ROOT, '.test-tmp'), { recursive: true })
  site = await mkdtemp(path.join(REPO_ROOT, '.test-tmp', 'docusaurus-modules-'))
  await mkdir(file('src/theme/ReactLiveScope'), { recursive: true })
  await mkdir(file('src/components'), { recursive: true })
  await writeFile(file('src/theme/ReactLiveScope/index.js'), 'export default { answer: 42 }\n')
  await writeFile(file('src/theme/Admonition.tsx'), 'export { default } from "@theme-original/Admonition"\n')
  await writeFile(file('src/components/Badge.tsx'), 'export default function Badge() { return null }\n')
})
afterAll(() => rm(site, { recursive: true, force: true }))

describe('docusaurusTarget', () => {
  const importer = () => file('src/pages/index.tsx')

  it('maps @theme/<Name> to our module', () => {
    expect(docusaurusTarget('@theme/Tabs', site, importer())).toEqual({
      kind: 'ours',
      file: path.join(COMPAT_DIR, 'theme/Tabs.tsx'),
    })
  })

  it("prefers the site's own src/theme/<Name> (a folder with an index, or a file)", () => {
    expect(docusaurusTarget('@theme/ReactLiveScope', site, importer())).toEqual({
      kind: 'site',
      file: file('src/theme/ReactLiveScope/index.js'),
    })
    expect(docusaurusTarget('@theme/Admonition', site, importer())).toEqual({
      kind: 'site',
      file: file('src/theme/Admonition.tsx'),
    })
  })

  it('gives the override itself, and @theme-original/, our module', () => {
    const ours = { kind: 'ours', file: path.join(COMPAT_DIR, 'theme/Admonition.tsx') }
    expect(docusaurusTarget('@theme/Admonition', site, file('src/theme/Admonition.tsx'))).toEqual(ours)
    expect(docusaurusTarget('@theme-original/Admonition', site, importer())).toEqual(ours)
    expect(docusaurusTarget('@theme-init/Admonition', site, importer())).toEqual(ours)
  })

  it('maps @docusaurus/<name> to our module', () => {
    expect(docusaurusTarget('@docusaurus/Link', site, importer())).toEqual({
      kind: 'ours',
      file: path.join(COMPAT_DIR, 'Link.tsx'),
    })
    expect(docusaurusTarget('@docusaurus/theme-common', site, importer())).toEqual({
      kind: 'ours',
      file: path.join(COMPAT_DIR, 'theme-common.ts'),
    })
  })

  it('maps @site/ into the site folder', () => {
    expect(docusaurusTarget('@site/src/components/Badge', site, importer())).toEqual({
      kind: 'site-path',
      request: file('src/components/Badge'),
    })
  })

  it('names what is missing, with what we provide and what to do', () => {
    const theme = docusaurusTarget('@theme/DocPaginator', site, importer())
    expect(theme).toMatchObject({ kind: 'missing', message: 'hotkeys-docs does not provide @theme/DocPaginator' })
    expect(theme && 'hint' in theme && theme.hint).toMatch(/Tabs.*src\/theme\/DocPaginator\.tsx/)
    const framework = docusaurusTarget('@docusaurus/plugin-content-blog/client', site, importer())
    expect(framework && 'hint' in framework && framework.hint).toMatch(/Available @docusaurus\/ modules: .*Link/)
    expect(docusaurusTarget('@docusaurus/../../x', site, importer())).toMatchObject({ kind: 'missing' })
  })

  it('offers only modules Docusaurus has: what ours share is not importable', () => {
    const missing = docusaurusTarget('@docusaurus/useRouteContext', site, importer())
    const offered = /modules: (.*?)\. /.exec((missing && 'hint' in missing && missing.hint) || '')![1]!.split(', ')
    expect(offered).toContain('Head')
    expect(offered.filter((name) => !/^(?:[A-Z]|use|is|router$|theme-common$)/.test(name))).toEqual([])
    expect(docusaurusTarget('@docusaurus/head-tags', site, importer())).toMatchObject({ kind: 'missing' })
  })

  it('leaves other specifiers alone', () => {
    expect(docusaurusTarget('react', site, importer())).toBeUndefined()
    expect(docusaurusTarget('@mdx-js/react', site, importer())).toBeUndefined()
  })
})

describe('withInfima', () => {
  it('imports the Infima layer and re-exports the module, its default export when it has one', () => {
    const layout = path.join(COMPAT_DIR, 'theme/Layout.tsx')
    expect(withInfima(layout)).toContain(`import ${JSON.stringify(INFIMA_CSS)}`)
    expect(withInfima(layout)).toContain(`export { default } from ${JSON.stringify(layout)}`)
    expect(withInfima(path.join(COMPAT_DIR, 'router.ts'))).not.toContain('export { default }')
  })
})

describe('the docusaurusModules plugin', () => {
  const bundle = (source: string, target: 'server' | 'browser', infimaInTheme = false) =>
    esbuild.build({
      stdin: { contents: source, resolveDir: file('src/pages'), sourcefile: 'src/pages/index.tsx', loader: 'tsx' },
      bundle: true,
      write: false,
      format: 'esm',
      outdir: file('out'),
      metafile: true,
      logLevel: 'silent',
      absWorkingDir: site,
      packages: target === 'server' ? 'external' : undefined,
      external: target === 'browser' ? ['react', 'react/*', 'react-dom', 'react-dom/*'] : undefined,
      plugins: [docusaurusModules({ siteDir: site, target, infimaInTheme })],
    })

  it('on the server, imports our modules by URL and bundles the site’s', async () => {
    const result = await bundle(
      'import Tabs from "@theme/Tabs"\nimport scope from "@theme/ReactLiveScope"\nimport Badge from "@site/src/components/Badge"\nconsole.log(Tabs, scope, Badge)',
      'server',
    )
    const js = result.outputFiles[0]!.text
    expect(js).toMatch(/from "file:\/\/.*templates\/docusaurus\/theme\/Tabs\.tsx"/)
    expect(js).toContain('answer: 42')
    expect(js).toContain('function Badge')
  })

  it('in the browser, bundles our modules with the Infima layer, unless the theme has it', async () => {
    const withLayer = await bundle('import Link from "@docusaurus/Link"\nconsole.log(Link)', 'browser')
    expect(Object.keys(withLayer.metafile.inputs).some((input) => input.endsWith('infima.css'))).toBe(true)
    const without = await bundle('import Link from "@docusaurus/Link"\nconsole.log(Link)', 'browser', true)
    expect(Object.keys(without.metafile.inputs).some((input) => input.endsWith('infima.css'))).toBe(false)
    expect(Object.keys(without.metafile.inputs).some((input) => input.endsWith('Link.tsx'))).toBe(true)
  })

  it('fails at the import of a module we do not provide, with the file, line and what to do', async () => {
    const failure = await bundle(
      'import Tabs from "@theme/Tabs"\nimport DocPaginator from "@theme/DocPaginator"\nconsole.log(Tabs, DocPaginator)\n',
      'server',
    ).catch((error: esbuild.BuildFailure) => error)
    const first = (failure as esbuild.BuildFailure).errors[0]!
    expect(first.text).toBe('hotkeys-docs does not provide @theme/DocPaginator')
    expect(first.location).toMatchObject({ file: expect.stringMatching(/index\.tsx$/), line: 2 })
    expect(first.notes[0]!.text).toMatch(/src\/theme\/DocPaginator\.tsx/)
  })
})
