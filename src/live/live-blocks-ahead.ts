/**
 * Live blocks compiled while the content still loads. The build's live stage (compileLiveBlocks over the loaded
 * content) used to start once every page's Markdown was rendered, and the render thread (live-renderer.ts) worked
 * alone on the critical path then (the react-hotkeys-hook folder: 55 blocks, a fresh realm and a render each).
 * Here each Markdown result's blocks are handed to the same compile as soon as the result is made, so that the
 * render thread works beside the markdown stage.
 *
 * The live stage stays the one that counts: it finds these blocks in the build's LiveBlockCache (keyed by scope,
 * code and place), and compiles anew whatever this guessed differently (the docs version is taken from the file's
 * folder; blog posts and pages run with the latest version's scope, as in collectLiveSources). Its failures are
 * left for the live stage to report: here they are only kept in the cache.
 */
import path from 'node:path'
import type { ResolvedConfig } from '../config/site-config.js'
import { docsVersionFolder } from '../content/load-docs.js'
import type { MarkdownPrerenderer } from '../content/load-content.js'
import type { MarkdownRenderer } from '../content/markdown-renderer.js'
import { BuildError } from '../errors.js'
import type { LiveBlock } from '../markdown/markdown-result.js'
import { compileLiveBlock, type LiveBlockCache } from './compile-live-blocks.js'
import type { LiveRenderer } from './live-renderer.js'
import type { LiveScopes } from './live-scopes.js'

/** Starts compiling the live blocks of a rendered Markdown file (`file` relative to the site folder). */
export type LiveBlocksAhead = (file: string, blocks: readonly LiveBlock[]) => void

export function liveBlocksAhead(
  config: ResolvedConfig,
  renderer: LiveRenderer,
  cache: LiveBlockCache,
  scopes: LiveScopes,
): LiveBlocksAhead {
  const folders = config.docs.versions.map((name) => ({
    name,
    prefix: path.relative(config.siteDir, docsVersionFolder(config, name)) + path.sep,
  }))
  const latest = config.docs.lastVersion
  const versionOf = (file: string) => folders.find(({ prefix }) => file.startsWith(prefix))?.name ?? latest
  return (file, blocks) => {
    if (blocks.length === 0) return
    const version = versionOf(file)
    for (const block of blocks) compileLiveBlock({ file, version, block }, renderer, cache, scopes).catch(() => {})
  }
}

/** A Markdown renderer that starts the live blocks of each file it renders. */
export function withLiveBlocksAhead(render: MarkdownRenderer, ahead: LiveBlocksAhead): MarkdownRenderer {
  return (source, markdown) => {
    const result = render(source, markdown)
    ahead(markdown.file, result.liveBlocks)
    return result
  }
}

/**
 * A docs prerenderer that starts the live blocks of the files it rendered: the results of worker threads or of a
 * cache, which do not pass through the renderer above (for those that do, the second start finds the first).
 */
export function prerenderWithLiveBlocksAhead(
  prerender: MarkdownPrerenderer,
  ahead: LiveBlocksAhead,
): MarkdownPrerenderer {
  return async (jobs, routeOfSource, onLinkLookups) => {
    const outcomes = await prerender(jobs, routeOfSource, onLinkLookups)
    outcomes?.forEach((outcome, i) => {
      if (!(outcome instanceof BuildError)) ahead(jobs[i].options.file, outcome.liveBlocks)
    })
    return outcomes
  }
}
