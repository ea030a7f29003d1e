import type { Element } from 'hast'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, describe, expect, it } from 'vitest'
import type { ClientBundle } from '../../../src/bundle/bundle-client.js'
import {
  compileLiveBlocks,
  livePreviewKey,
  type CompiledLiveBlocks,
  type LiveSource,
} from '../../../src/live/compile-live-blocks.js'
import { startLiveRenderer } from '../../../src/live/live-renderer.js'
import { LIBRARY_LIVE_SCOPES, liveScopesUsed } from '../../../src/live/live-scopes.js'
import {
  LIVE_EDITOR_SOURCE,
  attachLiveModules,
  createLivePagesCache,
  emitLiveModules,
  hastText,
  liveScopeBundleInput,
  type LiveModules,
} from '../../../src/live/live-pages.js'
import { renderMarkdown } from '../../../src/markdown/render-markdown.js'
import type { Route } from '../../../src/routes/route.js'
import type { DocRouteData, HastRoot } from '../../../src/shared/types.js'
import { CodeBlock } from '../../../templates/markdown/CodeBlock.js'

const FENCE = '```'
const PAGE = [
  '# Page',
  '',
  FENCE + 'tsx live',
  'function Counter() {',
  "  useHotkeys('a', () => {})",
  '  return <p>Zero</p>',
  '}',
  FENCE,
  '',
  FENCE + 'jsx live noInline',
  'render(<b>Bold</b>)',
  FENCE,
].join('\n')

function docRoute(path: string, version: string, content: HastRoot): Route {
  const data = { kind: 'doc', path, version, content, title: 'T' } as unknown as DocRouteData
  return { path, data, sourceFile: 'x.md', markdownLinks: [] }
}

function livePres(value: unknown, out: Array<Record<string, unknown>> = []): Array<Record<string, unknown>> {
  if (Array.isArray(value)) for (const v of value) livePres(v, out)
  else if (value && typeof value === 'object') {
    const node = value as { tagName?: string; properties?: Record<string, unknown> }
    if (node.tagName === 'pre' && node.properties?.dataLive) out.push(node.properties)
    else for (const v of Object.values(value)) livePres(v, out)
  }
  return out
}

const renderer = startLiveRenderer()
afterAll(() => renderer.close())

/** The arguments of attachLiveModules after the routes: a build's blocks, modules and bundle, with a fresh cache. */
function attachedTo(compiled: CompiledLiveBlocks, modules: LiveModules, bundle: ClientBundle) {
  return [compiled, modules, bundle, 'current', createLivePagesCache()] as const
}

async function setup(page = PAGE) {
  const markdown = renderMarkdown(page, { file: 'content/docs/current/page.md' })
  const sources: LiveSource[] = markdown.liveBlocks.map((block) => ({
    file: 'content/docs/current/page.md',
    version: 'current',
    block,
  }))
  const compiled = await compileLiveBlocks(sources, renderer)
  // a stand-in for the bundle: the shell, and the rhh5 scope entry importing the rhh5 library chunk and React
  const entryChunks = { 'live-scope-rhh5': '/assets/live-scope-rhh5.HASH.js' }
  const staticImports: Record<string, string[]> = {
    '/assets/app.js': ['/assets/chunks/react.js'],
    '/assets/live-scope-rhh5.HASH.js': ['/assets/chunks/rhh5.js', '/assets/chunks/react.js'],
  }
  // the editor chunk imports the shell's React and a chunk of its own
  staticImports['/assets/chunks/live-editor.HASH.js'] = ['/assets/chunks/react.js', '/assets/chunks/sucrase.js']
  const dynamicChunks = { [LIVE_EDITOR_SOURCE]: '/assets/chunks/live-editor.HASH.js' }
  const bundle = {
    files: new Map(),
    entry: '/assets/app.js',
    css: [],
    pageChunks: {},
    entryChunks,
    dynamicChunks,
    staticImports,
    sourceFiles: [],
  } satisfies ClientBundle
  const modules = emitLiveModules(compiled, bundle)
  return { markdown, compiled, bundle, modules }
}

describe('the live scope entries of the client bundle', () => {
  it('are one per library the docs versions run, known from the config alone', () => {
    const scopes = (versions: string[]) => liveScopesUsed(LIBRARY_LIVE_SCOPES, versions).map((scope) => scope.name)
    expect(scopes(['current', '4.x', '3.x'])).toEqual(['rhh5', 'rhh4', 'rhh3'])
    expect(scopes(['current', '1.x'])).toEqual(['rhh5'])
    const { extraEntries, extraModules } = liveScopeBundleInput(liveScopesUsed(LIBRARY_LIVE_SCOPES, ['current', '4.x']))
    expect(extraEntries).toEqual({ 'live-scope-rhh5': 'hd:live-scope/rhh5', 'live-scope-rhh4': 'hd:live-scope/rhh4' })
    expect(extraModules['hd:live-scope/rhh5']).toMatch(/^import React from 'react';\nimport \* as library from "rhh5";/)
  })
})

describe('emitLiveModules', () => {
  it('writes one minified module per block under assets/, named by its content, importing its scope entry relatively', async () => {
    const { modules } = await setup()
    expect(modules.files.size).toBe(2)
    for (const [file, text] of modules.files) {
      expect(file).toMatch(/^assets\/live-rhh5-[0-9a-f]{10}\.[0-9a-f]{10}\.js$/)
      expect(text).toContain('from"./live-scope-rhh5.HASH.js"')
      expect(text).toMatch(/\nexport\{scope,__live as run\};$/)
      expect(modules.imports[`/${file}`]).toEqual(['/assets/live-scope-rhh5.HASH.js'])
    }
    expect([...modules.urlOfKey.values()].sort()).toEqual([...modules.files.keys()].map((f) => `/${f}`).sort())
  })

  it('under a base URL, writes the files under assets/ and gives them URLs under the base', async () => {
    const { compiled, bundle } = await setup()
    const based = emitLiveModules(
      compiled,
      { ...bundle, entryChunks: { 'live-scope-rhh5': '/sub/assets/live-scope-rhh5.HASH.js' } },
      '/sub/',
    )
    for (const file of based.files.keys()) expect(file).toMatch(/^assets\/live-rhh5-/)
    for (const url of based.urlOfKey.values()) {
      expect(url).toMatch(/^\/sub\/assets\/live-rhh5-/)
      expect(based.imports[url]).toEqual(['/sub/assets/live-scope-rhh5.HASH.js'])
    }
  })

  it('names a module anew when its scope entry moves', async () => {
    const { compiled, bundle, modules } = await setup()
    const moved = emitLiveModules(compiled, {
      ...bundle,
      entryChunks: { 'live-scope-rhh5': '/assets/live-scope-rhh5.OTHER.js' },
    })
    expect([...moved.files.keys()].filter((f) => modules.files.has(f))).toEqual([])
  })
})

describe('attachLiveModules', () => {
  it('puts each block module URL and preview on its <pre> (matched by code, not by page), and lists the preloads', async () => {
    const { markdown, compiled, bundle, modules } = await setup()
    const urls = [...compiled.blocks.keys()].map((key) => modules.urlOfKey.get(key))
    expect(hastText(markdown.hast.children.find((n) => n.type === 'element' && n.tagName === 'pre') as Element)).toBe(
      markdown.liveBlocks[0].code,
    )
    const plain = docRoute('/docs/other', 'current', { type: 'root', children: [] })
    const page = docRoute('/docs/page', 'current', markdown.hast)
    const older = docRoute('/docs/4.x/page', '4.x', markdown.hast) // same code, another major: no 4.x module was built
    const cache = createLivePagesCache()
    const live = attachLiveModules([plain, page, older], compiled, modules, bundle, 'current', cache)

    expect(live.routes[0]).toBe(plain)
    expect(live.routes[2]).toBe(older)
    const pres = livePres(live.routes[1].data)
    expect(pres.map((p) => p.dataLiveModule)).toEqual(urls)
    // the preview of each block as the build rendered it, for the server render and the browser's hydration
    expect(pres.map((p) => p.dataLivePreview)).toEqual(['<!--$--><p>Zero</p><!--/$-->', '<!--$--><b>Bold</b><!--/$-->'])
    expect(pres.map((p) => p.dataLivePreview)).toEqual(
      [...compiled.blocks.keys()].map((key, i) => compiled.previews.get(livePreviewKey(key, `live-${i + 1}`))),
    )
    // copy on write: the original hast is untouched
    expect(livePres(page.data).every((p) => p.dataLiveModule === undefined)).toBe(true)

    expect(live.preloads(live.routes[1])).toEqual([
      urls[0],
      '/assets/live-scope-rhh5.HASH.js',
      '/assets/chunks/rhh5.js',
      urls[1],
    ])
    expect(live.preloads(live.routes[0])).toEqual([])

    // what pages prefetch when idle: the editor chunk and what it imports beyond the shell
    expect(live.editorChunks).toEqual(['/assets/chunks/live-editor.HASH.js', '/assets/chunks/sucrase.js'])
    const none = { blocks: new Map(), previews: new Map() }
    expect(
      attachLiveModules([plain], none, emitLiveModules(none, bundle), bundle, 'current', createLivePagesCache())
        .editorChunks,
    ).toEqual([])

    // a second build with the same data and URLs reuses the annotated data (watch mode's cache, by identity)
    expect(attachLiveModules([plain, page], compiled, modules, bundle, 'current', cache).routes[1].data).toBe(
      live.routes[1].data,
    )
  })

  it('finds live blocks wherever Markdown can put a code block: list items, quotes, admonitions, tabs', async () => {
    const block = (text: string) => [FENCE + 'jsx live', `<p>${text}</p>`, FENCE]
    const nested = [
      '# Nested',
      '',
      '- item',
      '',
      ...block('In a list').map((line) => `  ${line}`),
      '',
      ...block('In a quote').map((line) => `> ${line}`),
      '',
      ':::tip',
      ...block('In a tip'),
      ':::',
      '',
      '::::tabs',
      ':::tab[One]',
      ...block('In a tab'),
      ':::',
      '::::',
    ].join('\n')
    const { markdown, compiled, bundle, modules } = await setup(nested)
    expect(markdown.liveBlocks).toHaveLength(4)
    const live = attachLiveModules(
      [docRoute('/docs/nested', 'current', markdown.hast)],
      ...attachedTo(compiled, modules, bundle),
    )
    const pres = livePres(live.routes[0].data)
    expect(pres).toHaveLength(4)
    expect(
      pres.every((p) => typeof p.dataLiveModule === 'string' && p.dataLiveModule.startsWith('/assets/live-')),
    ).toBe(true)
  })

  it('server-renders the playground with the preview in the HTML', async () => {
    const { markdown, compiled, bundle, modules } = await setup()
    const route = attachLiveModules(
      [docRoute('/p', 'current', markdown.hast)],
      ...attachedTo(compiled, modules, bundle),
    ).routes[0]
    const [props] = livePres(route.data)
    const pre = (route.data as DocRouteData).content.children.find(
      (n) => n.type === 'element' && n.tagName === 'pre',
    ) as Element
    const html = renderToString(
      createElement(
        CodeBlock,
        {
          'data-live': true,
          'data-live-id': 'live-1',
          'data-language': 'tsx',
          'data-live-module': String(props.dataLiveModule),
          'data-live-preview': String(props.dataLivePreview),
        },
        hastText(pre),
      ),
    )
    expect(html).toContain('<div class="live-preview__result" data-live-result=""><!--$--><p>Zero</p><!--/$--></div>')
    expect(html).toContain('data-live-editor-state="idle"')
    expect(html).toMatch(/Click the code to edit it\..*Enable JavaScript to edit and run this example\./)
  })
})
