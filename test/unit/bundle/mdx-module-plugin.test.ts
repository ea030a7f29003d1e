import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type MdxModulePluginOptions,
  mdxModulePlugin,
  siteMdxComponentsFile,
} from '../../../src/bundle/mdx-module-plugin.js'
import { sideEntriesWithoutSideEffects } from '../../../src/bundle/side-entries.js'
import { TMP_ROOT } from '../../helpers/fixture-site.js'
import { splitBundle } from '../../helpers/split-bundle.js'
import { lines } from '../markdown/render-helpers.js'

describe('mdxModulePlugin: an .mdx file as a component module, bundled by esbuild', () => {
  let siteDir: string
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(siteDir, file)), { recursive: true })
    await writeFile(path.join(siteDir, file), text)
  }
  /** in the site folder, as the server's compile works (the browser bundle works in the generator's: `workingDir`) */
  const bundle = (entry: string, options: Partial<MdxModulePluginOptions> = {}, workingDir = siteDir) =>
    esbuild.build({
      absWorkingDir: workingDir,
      entryPoints: [path.join(siteDir, entry)],
      bundle: true,
      write: true,
      outdir: path.join(siteDir, 'out'),
      platform: 'node',
      format: 'esm',
      jsx: 'automatic',
      external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
      plugins: [mdxModulePlugin({ siteDir, provider: { path: path.join(siteDir, 'provider.jsx') }, ...options })],
      logLevel: 'silent',
    })

  beforeAll(async () => {
    // inside the repository, so the bundle resolves react from the project's node_modules
    await mkdir(TMP_ROOT, { recursive: true })
    siteDir = await mkdtemp(path.join(TMP_ROOT, 'mdx-module-'))
    await write(
      'src/components/Badge.jsx',
      'export default function Badge({ label }) { return <strong className="badge">{label}</strong> }',
    )
    // the theme's provider, reduced to a wrapper that shows it was used
    await write(
      'provider.jsx',
      'export const useMDXComponents = () => ({ wrapper: ({ children }) => <main className="frame">{children}</main> })',
    )
    await write('docs/Local.jsx', 'export const Local = () => <em>local</em>')
    await write(
      'docs/page.mdx',
      lines(
        '---',
        'title: A page',
        '---',
        "import Badge from '@site/src/components/Badge'",
        "import { Local } from './Local.jsx'",
        '',
        'export const answer = 40 + 2',
        '',
        '## Usage {#use}',
        '',
        'A <Badge label="new" /> feature, <Local />, and {answer}.',
        '',
        ':::note',
        'Noted.',
        ':::',
      ),
    )
  })
  afterAll(() => rm(siteDir, { recursive: true, force: true }))

  it('compiles the page, resolves @site/ and relative imports, and renders on the server', async () => {
    await bundle('docs/page.mdx')
    const mod = (await import(pathToFileURL(path.join(siteDir, 'out/page.js')).href)) as {
      default: ComponentType
      answer: number
      meta: unknown
    }
    expect(mod.answer).toBe(42)
    // no description: the only paragraph has JSX and an expression in it, no text to quote
    expect(mod.meta).toEqual({ title: 'A page' })
    const html = renderToStaticMarkup(createElement(mod.default))
    expect(html).toMatch(/^<main class="frame">/)
    expect(html).toContain('<h2 id="use">Usage<a class="hash-link" href="#use"')
    expect(html).toContain('A <strong class="badge">new</strong> feature, <em>local</em>, and 42.')
    expect(html).toContain('<div class="admonition admonition-note">')
  })

  it("gives admonitions Docusaurus' markup when asked (a Docusaurus site)", async () => {
    await bundle('docs/page.mdx', { markup: 'docusaurus' })
    // a fresh URL: Node keeps the module imported by the previous test
    const url = `${pathToFileURL(path.join(siteDir, 'out/page.js')).href}?docusaurus`
    const mod = (await import(url)) as { default: ComponentType }
    const html = renderToStaticMarkup(createElement(mod.default))
    expect(html).toContain('<div class="theme-admonition theme-admonition-note admonition_hd alert alert--secondary">')
    expect(html).not.toContain('class="admonition ')
  })

  it('turns an MDX error into an esbuild error at the line of the real file', async () => {
    await write('docs/broken.mdx', lines('---', 'title: Broken', '---', 'Text', '', 'Count: {count +}'))
    const failure = await bundle('docs/broken.mdx').then(
      () => undefined,
      (error: esbuild.BuildFailure) => error,
    )
    expect(failure?.errors[0].location).toMatchObject({ file: path.join('docs', 'broken.mdx'), line: 6 })
    expect(failure?.errors[0].text).toContain('MDX syntax error')
  })

  it("compiles a doc's or post's content (contentFiles) without its title, and resolves .md links (markdownRoutes)", async () => {
    await write('docs/titled.mdx', lines('# Titled', '', 'Go to [the page](./page.mdx).'))
    const render = async (options: Partial<MdxModulePluginOptions>) => {
      const result = await bundle('docs/titled.mdx', options)
      expect(result.errors).toEqual([])
      const url = `${pathToFileURL(path.join(siteDir, 'out/titled.js')).href}?${Math.random()}`
      return renderToStaticMarkup(createElement(((await import(url)) as { default: ComponentType }).default))
    }
    const asPage = await render({})
    expect(asPage).toContain('<h1>Titled</h1>')
    expect(asPage).toContain('<a href="./page.mdx">')
    const asContent = await render({
      contentFiles: new Set([path.join(siteDir, 'docs/titled.mdx')]),
      markdownRoutes: { 'docs/page.mdx': '/docs/page' },
    })
    expect(asContent).not.toContain('<h1>')
    expect(asContent).toContain('<a href="/docs/page">the page</a>')
  })

  it('compiles an .md partial an MDX file imports: as Markdown, or as MDX when the site reads .md so', async () => {
    await write('docs/_note.md', lines('A **shared** note <kbd>N</kbd>.'))
    await write('docs/uses-note.mdx', lines('# Uses', '', "import Note from './_note.md'", '', '<Note />'))
    const render = async (options: Partial<MdxModulePluginOptions>) => {
      expect((await bundle('docs/uses-note.mdx', options)).errors).toEqual([])
      const url = `${pathToFileURL(path.join(siteDir, 'out/uses-note.js')).href}?${Math.random()}`
      return renderToStaticMarkup(createElement(((await import(url)) as { default: ComponentType }).default))
    }
    expect(await render({})).toContain('<p>A <strong>shared</strong> note &lt;kbd&gt;N&lt;/kbd&gt;.</p>')
    expect(await render({ reading: { mdFormat: 'mdx' } })).toContain(
      '<p>A <strong>shared</strong> note <kbd>N</kbd>.</p>',
    )
  })

  it('highlights the Prism languages the site adds (prismLanguages)', async () => {
    await write('docs/settings.mdx', lines('# Settings', '', '```yaml', 'glow: warm', '```'))
    const render = async (options: Partial<MdxModulePluginOptions>) => {
      expect((await bundle('docs/settings.mdx', options)).errors).toEqual([])
      const url = `${pathToFileURL(path.join(siteDir, 'out/settings.js')).href}?${Math.random()}`
      return renderToStaticMarkup(createElement(((await import(url)) as { default: ComponentType }).default))
    }
    expect(await render({})).not.toContain('token')
    expect(await render({ prismLanguages: ['yaml'] })).toContain('<span class="token key atrule">glow</span>')
  })

  it('reports an @site import that names no file at its line and column in the .mdx source', async () => {
    await write(
      'docs/missing.mdx',
      lines('---', 'title: Missing', '---', "import Gone from '@site/src/Gone'", '', '<Gone />'),
    )
    const failure = await bundle('docs/missing.mdx').then(
      () => undefined,
      (error: esbuild.BuildFailure) => error,
    )
    expect(failure?.errors[0].location).toMatchObject({ file: path.join('docs', 'missing.mdx'), line: 4, column: 17 })
    expect(failure?.errors[0].text).toBe(
      'Cannot resolve "@site/src/Gone": no such file in the site folder, with or without an extension',
    )
    // in a build working elsewhere (the browser bundle's), the place is relative to that folder, as esbuild's own are
    const elsewhere = await bundle('docs/missing.mdx', {}, path.dirname(siteDir)).then(
      () => undefined,
      (error: esbuild.BuildFailure) => error,
    )
    expect(elsewhere?.errors[0].location?.file).toBe(path.join(path.basename(siteDir), 'docs', 'missing.mdx'))
  })

  it('reports an MDX syntax error at its place relative to the working folder of the build', async () => {
    await write('docs/commented.mdx', lines('# Commented', '', '<!-- no -->'))
    const failure = await bundle('docs/commented.mdx', {}, path.dirname(siteDir)).then(
      () => undefined,
      (error: esbuild.BuildFailure) => error,
    )
    expect(failure?.errors[0].location).toMatchObject({
      file: path.join(path.basename(siteDir), 'docs', 'commented.mdx'),
      line: 3,
    })
    expect(failure?.errors[0].text).toContain('MDX syntax error')
  })

  it('resolves the provider, a side entry, free of side effects, also when an MDX page is the first to reach it', async () => {
    // the page's imports resolve before the part it loads on demand is read: the provider's import reaches the
    // theme entry first. `late`, which only the part uses, must stay out of what the entry loads (side-entries.ts)
    await write('split/entry.js', "import Page from './page.mdx'; console.log(Page)")
    await write('split/page.mdx', lines("export const later = () => import('./part.js')", '', '# Split', '', 'Text.'))
    await write('split/part.js', "import { late } from './theme/index.js'; export const shown = late()")
    await write('split/theme/index.js', "export * from './early.js'\nexport * from './late.js'")
    await write('split/theme/early.js', 'export const useMDXComponents = () => ({})')
    await write('split/theme/late.js', "export function late() { return 'LATE' }")
    const dir = path.join(siteDir, 'split')
    const theme = path.join(dir, 'theme/index.js')
    const { holding } = await splitBundle(dir, [
      mdxModulePlugin({ siteDir: dir, provider: { path: theme } }),
      sideEntriesWithoutSideEffects([theme]),
    ])
    expect(holding('early.js')).toHaveLength(1)
    expect(holding('late.js')).toEqual([])
  })

  it("finds the site's src/theme/MDXComponents as a file or a folder's index", async () => {
    expect(siteMdxComponentsFile(siteDir)).toBeUndefined()
    await write('src/theme/MDXComponents/index.js', 'export default {}')
    expect(siteMdxComponentsFile(siteDir)).toBe(path.join(siteDir, 'src/theme/MDXComponents/index.js'))
    await write('src/theme/MDXComponents.tsx', 'export default {}')
    expect(siteMdxComponentsFile(siteDir)).toBe(path.join(siteDir, 'src/theme/MDXComponents.tsx'))
    await rm(path.join(siteDir, 'src/theme'), { recursive: true })
  })
})
