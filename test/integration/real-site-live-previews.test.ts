/**
 * Every live block of the react-hotkeys-hook site renders the same preview in its isolated realm (what the build
 * puts in the pages now, src/live/live-renderer.ts) as the block's own browser module renders in this process with
 * this process's React and library (what the page render did before the realm; the browser hydrates the same).
 */
import path from 'node:path'
import { createElement, Suspense, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { previewComponent } from '../../src/shared/live/preview-component.js'
import { loadConfig } from '../../src/config/load-config.js'
import { loadContent } from '../../src/content/load-content.js'
import {
  collectLiveSources,
  compileLiveBlocks,
  liveBlockKey,
  livePreviewKey,
  type CompiledLiveBlocks,
  type LiveSource,
} from '../../src/live/compile-live-blocks.js'
import { liveLibraryOf } from '../../src/live/live-libraries.js'
import { startLiveRenderer } from '../../src/live/live-renderer.js'
import { livePreviewIdPrefix, runLiveFunction } from '../../src/shared/live/run-live-function.js'
import { renderMarkdown } from '../../src/markdown/render-markdown.js'
import { REPO_ROOT } from '../helpers/fixture-site.js'
import { importLiveModule } from '../helpers/live-scope.js'

const renderer = startLiveRenderer()
let sources: LiveSource[]
let compiled: CompiledLiveBlocks

beforeAll(async () => {
  const config = await loadConfig(path.join(REPO_ROOT, 'site.config.ts'))
  sources = collectLiveSources(await loadContent(config, { renderMarkdown, isProduction: true }))
  compiled = await compileLiveBlocks(sources, renderer)
}, 120_000)
afterAll(() => renderer.close())

describe("the site's live blocks", () => {
  it('are all rendered, in every docs version', () => {
    expect(sources.length).toBeGreaterThan(80)
    expect(new Set(sources.map((s) => liveLibraryOf(s.version)))).toEqual(new Set(['rhh5', 'rhh4', 'rhh3']))
  })

  it('render in isolation exactly what their browser module renders in the page', async () => {
    const different: string[] = []
    for (const { file, version, block } of sources) {
      const library = liveLibraryOf(version)!
      const key = liveBlockKey(library, block.lang, block.noInline, block.code)
      const isolated = compiled.previews.get(livePreviewKey(key, block.id))
      const module = await importLiveModule(compiled.blocks.get(key)!.moduleSource, library)
      const Preview = previewComponent(runLiveFunction(module.run, block.noInline)) as ComponentType
      const inProcess = renderToString(createElement(Suspense, null, createElement(Preview)), {
        identifierPrefix: livePreviewIdPrefix(block.id),
      })
      if (isolated !== inProcess)
        different.push(`${file}:${block.line}\n  isolated:   ${isolated}\n  in process: ${inProcess}`)
    }
    expect(different).toEqual([])
  })
})
