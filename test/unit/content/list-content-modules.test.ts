import { describe, expect, it } from 'vitest'
import { docRoutesOfSources, listContentModules } from '../../../src/content/list-content-modules.js'
import { loadContent } from '../../../src/content/load-content.js'
import type { MdxParse } from '../../../src/markdown/render-markdown.js'
import { createContentModuleMemo } from '../../../src/content/content-module-memo.js'
import { cleanUpFixtureSites, fixtureSite, md, render, siteConfig } from './content-site.js'

cleanUpFixtureSites()

const GAUGE = "import Gauge from '@site/src/components/Gauge'\n\n# Pressure\n\nRead the <Gauge />.\n\n## Valves"
const DETAILS = 'import Details from \'@theme/Details\'\n\n<Details summary="More">Hidden.</Details>'

const files = {
  'content/docs/current/pressure.mdx': md({ title: 'Pressure' }, GAUGE),
  'content/docs/current/lowered.mdx': md({ title: 'Lowered' }, DETAILS),
  'content/docs/1.x/gauge.mdx': md(null, GAUGE),
  'content/docs/current/broken.mdx': md({ title: 'Broken' }, 'Count: {count +}'),
  'content/blog/2024-02-03-gauges.mdx': md({ title: 'Gauges' }, GAUGE),
  'content/pages/gauge.mdx': md(null, GAUGE),
}

describe('listContentModules', () => {
  it('lists the .mdx docs (every version) and posts that need a component module, not pages or lowered MDX', async () => {
    const site = await fixtureSite(files)
    const modules = await listContentModules(await siteConfig(site))
    expect(modules).toEqual([
      {
        key: 'mdx:content/blog/2024-02-03-gauges',
        file: site.file('content/blog/2024-02-03-gauges.mdx'),
        content: true,
      },
      { key: 'mdx:content/docs/1.x/gauge', file: site.file('content/docs/1.x/gauge.mdx'), content: true },
      { key: 'mdx:content/docs/current/pressure', file: site.file('content/docs/current/pressure.mdx'), content: true },
    ])
  })

  it('keeps the parse of each .mdx file, untouched by the lowering, for the markdown stage and the compiles to reuse', async () => {
    const site = await fixtureSite(files)
    const kept = new Map<string, MdxParse>()
    await listContentModules(await siteConfig(site), (file, parse) => kept.set(file, parse))
    // the lowered file's for the markdown stage, the modules' for their compiles
    expect([...kept.keys()].sort()).toEqual([
      'content/blog/2024-02-03-gauges.mdx',
      'content/docs/1.x/gauge.mdx',
      'content/docs/current/lowered.mdx',
      'content/docs/current/pressure.mdx',
    ])
    const parse = kept.get('content/docs/current/lowered.mdx')!
    expect(parse.source).toContain('<Details summary="More">')
    // the import and the JSX are still there: the lowering ran on a copy
    expect(parse.tree.children[0]!.type).toBe('mdxjsEsm')
    expect(JSON.stringify(parse.tree.children[1])).toContain('"type":"mdxJsxTextElement","name":"Details"')
  })

  it("parses no file whose answer it knows by the file's source, and again a file whose source changed", async () => {
    const site = await fixtureSite(files)
    const config = await siteConfig(site)
    const memo = createContentModuleMemo()
    const first = await listContentModules(config, undefined, memo)
    const parsed: string[] = []
    const keepParsed = (file: string) => parsed.push(file)
    // a second build with the answers: the same list, nothing parsed
    expect(await listContentModules(config, keepParsed, memo)).toEqual(first)
    expect(parsed).toEqual([])
    // the lowered file now uses a component: parsed again, and listed
    await site.write('content/docs/current/lowered.mdx', md({ title: 'Lowered' }, GAUGE))
    const after = await listContentModules(config, keepParsed, memo)
    expect(parsed).toEqual(['content/docs/current/lowered.mdx'])
    expect(after.map((m) => m.key)).toContain('mdx:content/docs/current/lowered')
    expect(memo.changed).toBe(true)
  })

  it('lists the .md files read as MDX that need a module, and asks its memo again when the reading changes', async () => {
    const commented = md({ title: 'Commented' }, `<!-- editors: keep it short -->\n\n${GAUGE}`)
    const site = await fixtureSite({ ...files, 'content/docs/current/commented.md': commented })
    const memo = createContentModuleMemo()
    const keys = async (reading: Record<string, unknown>) =>
      (await listContentModules({ ...(await siteConfig(site)), ...reading }, undefined, memo)).map((m) => m.key)
    const commentedKey = 'mdx:content/docs/current/commented.md'
    // read as Markdown: no module; as MDX: its HTML comment stops MDX unless comments are allowed
    expect(await keys({})).not.toContain(commentedKey)
    expect(await keys({ markdownFormat: 'mdx' })).not.toContain(commentedKey)
    expect(await keys({ markdownFormat: 'mdx', mdxHtmlComments: true })).toContain(commentedKey)
    expect(await keys({ markdownFormat: 'mdx' })).not.toContain(commentedKey)
  })

  it('lists none for a Markdown site', async () => {
    expect(await listContentModules(await siteConfig(await fixtureSite()))).toEqual([])
  })
})

describe('docRoutesOfSources', () => {
  it("maps every doc's source file to its route, slugs and versions included", async () => {
    const site = await fixtureSite({ 'content/docs/current/moved.md': md({ slug: '/elsewhere' }) })
    const routes = await docRoutesOfSources(await siteConfig(site))
    expect(routes['content/docs/current/intro.md']).toBe('/docs/intro')
    expect(routes['content/docs/current/moved.md']).toBe('/docs/elsewhere')
    expect(routes['content/docs/1.x/intro.md']).toBe('/docs/1.x/intro')
  })
})

describe('loadContent with content modules', () => {
  it('takes their markdown from the MDX compile: a placeholder naming the module, the toc and title of the file', async () => {
    const site = await fixtureSite({ 'content/docs/current/pressure.mdx': md(null, GAUGE) })
    const config = await siteConfig(site)
    const contentModules = new Set(['content/docs/current/pressure.mdx'])
    const content = await loadContent(config, { renderMarkdown: render, isProduction: true, contentModules })
    const doc = content.versions[0].docs.find((d) => d.id === 'pressure')!
    expect(doc.title).toBe('Pressure')
    expect(doc.markdown.contentModule).toBe('mdx:content/docs/current/pressure')
    expect(doc.markdown.hast.children).toEqual([
      { type: 'element', tagName: 'hd-mdx-content', properties: { module: doc.markdown.contentModule }, children: [] },
    ])
    expect(doc.markdown.toc.map((t) => t.id)).toEqual(['valves'])
  })
})
