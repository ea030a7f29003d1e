/**
 * Build stage for live code blocks: every `live` block of the site is compiled once (esbuild, tsx → JS) into
 *
 * - a browser module (minified by the same transform), which imports its scope module (`hd:live-scope/<scope>`: React
 *   and the library of its docs version, or a Docusaurus site's ReactLiveScope, see live-scopes.ts; an entry of the
 *   client bundle, see live-pages.ts) and exports `run` and `scope`;
 * - the HTML of its preview, rendered from the very same code in an isolated realm with a time limit
 *   (live-renderer.ts): the block sees its scope and nothing of the build's process (no `process`, `require`, file
 *   system or network). The page puts that HTML in the block's preview, which the browser hydrates.
 *
 * Blocks are keyed by their scope and code, so a block repeated on several pages is one module. A block that
 * does not compile, imports something, fails to render or runs out of time is a BuildError at its Markdown file
 * and line.
 */
import { createHash } from 'node:crypto'
import * as esbuild from 'esbuild'
import type { SiteContent } from '../content/content-types.js'
import type { LiveBlock } from '../markdown/markdown-result.js'
import { BuildError, BuildErrorList } from '../errors.js'
import {
  JSX_FACTORY,
  JSX_FRAGMENT,
  LIVE_FUNCTION,
  MODULE_SYNTAX_HINT,
  blockLine,
  findModuleSyntax,
  referencedScopeNames,
  scopePrelude,
  wrapLiveCode,
} from '../shared/live/live-code.js'
import { LIBRARY_LIVE_SCOPES, liveScopeOf, type LiveScopeModule, type LiveScopes } from './live-scopes.js'
import type { LiveRenderOutcome, LiveRenderer } from './live-renderer.js'
import { livePreviewIdPrefix } from '../shared/live/run-live-function.js'
import { lineOfName, undefinedNameOf } from './unknown-scope-name.js'

/** A live block and where it comes from. */
export interface LiveSource {
  /** Markdown file relative to the site dir */
  file: string
  /** docs version whose scope the block runs ('current', '4.x', …) */
  version: string
  block: LiveBlock
}

export interface CompiledLiveBlock {
  /** `rhh5-0123456789`: scope name + hash of the language, mode and code */
  key: string
  /** the name of its scope (LiveScopeModule) */
  scope: string
  noInline: boolean
  /** the first place the block appears */
  file: string
  line: number
  /** the browser module, minified; it imports its scope from `LIVE_SCOPE_PREFIX + scope` (replaced by the URL) */
  moduleSource: string
}

export interface CompiledLiveBlocks {
  blocks: Map<string, CompiledLiveBlock>
  /** the preview HTML of each block on each page, by livePreviewKey(block key, block id on its page) */
  previews: Map<string, string>
}

/** A block compiled at one place: the block, and its preview as its page shows it. */
export interface PlacedLiveBlock {
  block: CompiledLiveBlock
  previewHtml: string
}

export const LIVE_SCOPE_PREFIX = 'hd:live-scope/'

/** `rhh5-0123456789`: equal for equal blocks of the same scope, whatever page they are on. */
export function liveBlockKey(scope: string, lang: string, noInline: boolean, code: string): string {
  const hash = createHash('sha256')
    .update(`${lang}\0${noInline ? 'noInline' : 'inline'}\0${code}`)
    .digest('hex')
    .slice(0, 10)
  return `${scope}-${hash}`
}

/** Every live block of the site's published content, with its file and docs version. */
export function collectLiveSources(content: SiteContent): LiveSource[] {
  const latest = content.versions.find((v) => v.meta.isLast)?.meta.name ?? 'current'
  const sources: LiveSource[] = []
  for (const version of content.versions) {
    for (const doc of version.docs) {
      if (doc.draft) continue
      for (const block of doc.markdown.liveBlocks)
        sources.push({ file: doc.sourceFile, version: version.meta.name, block })
    }
  }
  for (const post of content.blog?.posts ?? []) {
    if (post.draft) continue
    for (const block of post.markdown.liveBlocks) sources.push({ file: post.sourceFile, version: latest, block })
  }
  for (const page of content.pages) {
    for (const block of page.markdown?.liveBlocks ?? page.liveBlocks ?? [])
      sources.push({ file: page.sourceFile, version: latest, block })
  }
  return sources
}

/** The key of a block's preview on a page: the block's key and its id there (`live-2`), which prefixes its `useId`s. */
export function livePreviewKey(key: string, id: string): string {
  return `${key} ${id}`
}

/**
 * Compiled blocks by scope, code and place (the place is in the errors and in `file`/`line`): watch mode's builds
 * compile and render only the blocks that changed (BuildCache).
 */
export type LiveBlockCache = Map<string, Promise<PlacedLiveBlock>>

export function createLiveBlockCache(): LiveBlockCache {
  return new Map()
}

function cacheKeyOf({ file, block }: LiveSource, realm: string): string {
  return [realm, block.lang, block.noInline, block.code, file, block.line, block.id].join('\0')
}

/**
 * Compiles every block against its version's scope (default: this generator's per-version libraries), rendering the
 * previews with `renderer` (errors of all blocks are reported together); with a cache, only the blocks it does not
 * hold, and it keeps this build's blocks only.
 */
export async function compileLiveBlocks(
  sources: LiveSource[],
  renderer: LiveRenderer,
  cache?: LiveBlockCache,
  scopes: LiveScopes = LIBRARY_LIVE_SCOPES,
): Promise<CompiledLiveBlocks> {
  const blocks = new Map<string, CompiledLiveBlock>()
  const previews = new Map<string, string>()
  const errors: BuildError[] = []
  const results = await Promise.allSettled(sources.map((source) => compileLiveBlock(source, renderer, cache, scopes)))
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      errors.push(
        result.reason instanceof BuildError ? result.reason : new BuildError('live-block', String(result.reason)),
      )
      return
    }
    const { block, previewHtml } = result.value
    if (!blocks.has(block.key)) blocks.set(block.key, block)
    previews.set(livePreviewKey(block.key, sources[i].block.id), previewHtml)
  })
  if (cache) {
    // keep the cache to the blocks of this build that compiled (watch mode compiles again and again, and a block
    // that failed is tried again after the next change)
    const current = new Set(
      sources.flatMap((source, i) => {
        const scope = liveScopeOf(scopes, source.version)
        return scope && results[i].status === 'fulfilled' ? [cacheKeyOf(source, renderer.realmOf(scope))] : []
      }),
    )
    for (const key of cache.keys()) if (!current.has(key)) cache.delete(key)
  }
  if (errors.length === 1) throw errors[0]
  if (errors.length > 1) throw new BuildErrorList(`${errors.length} live code blocks failed:`, errors)
  return { blocks, previews }
}

/**
 * Compiles one block and renders its preview (with a cache: once per key and place, so watch rebuilds are cheap, and
 * a block started ahead of the live stage (live-blocks-ahead.ts) is not compiled twice, even when it fails).
 */
export function compileLiveBlock(
  source: LiveSource,
  renderer: LiveRenderer,
  cache?: LiveBlockCache,
  scopes: LiveScopes = LIBRARY_LIVE_SCOPES,
): Promise<PlacedLiveBlock> {
  const { file, version, block } = source
  const scope = liveScopeOf(scopes, version)
  if (!scope) {
    return Promise.reject(
      new BuildError(
        'live-no-library',
        `Live code block in docs version "${version}", which has no library for live code`,
        { file, line: block.line, hint: scopes.missingHint },
      ),
    )
  }
  const key = liveBlockKey(scope.name, block.lang, block.noInline, block.code)
  if (!cache) return compileUncached(source, scope, key, renderer)
  const cacheKey = cacheKeyOf(source, renderer.realmOf(scope))
  let compiled = cache.get(cacheKey)
  if (!compiled) {
    compiled = compileUncached(source, scope, key, renderer)
    cache.set(cacheKey, compiled)
  }
  return compiled
}

async function compileUncached(
  { file, block }: LiveSource,
  scope: LiveScopeModule,
  key: string,
  renderer: LiveRenderer,
): Promise<PlacedLiveBlock> {
  const fail = failAt(file, block)
  const moduleSyntax = findModuleSyntax(block.code)
  if (moduleSyntax)
    throw fail('live-import', `Live code cannot use \`${moduleSyntax.keyword}\``, moduleSyntax.line, MODULE_SYNTAX_HINT)
  const body = await transformLiveCode(block, file)

  let prelude: string
  let outcome: LiveRenderOutcome
  try {
    prelude = scopePrelude(referencedScopeNames(block.code, await renderer.scopeNames(scope)))
    // the preview must render on the server, as it will in the page
    outcome = await renderer.render({
      scope,
      code: `${prelude}\n${body}\nreturn ${LIVE_FUNCTION};`,
      noInline: block.noInline,
      identifierPrefix: livePreviewIdPrefix(block.id),
    })
  } catch (error) {
    // the realm itself (React and the scope's module), not the block
    const hint = `Live blocks here render with the scope of ${scope.origin}: is every package it imports installed, and does it load?`
    throw fail('live-realm', `Live code cannot be rendered: ${(error as Error).message}`, undefined, hint, error)
  }
  if ('timedOut' in outcome) {
    const hint = `A live block must render within ${renderer.timeLimitMs} ms at build time; look for an endless loop.`
    throw fail('live-timeout', `Live code did not finish rendering within ${renderer.timeLimitMs} ms`, undefined, hint)
  }
  if ('crashed' in outcome) throw fail('live-render', `Live code stopped its renderer: ${outcome.crashed}`, undefined)
  if (outcome.html === undefined) {
    const name = undefinedNameOf(outcome.error ?? '')
    if (name !== undefined) {
      const hint = `The block sees React and the names of ${scope.origin}: define ${name} in the block, or add it there.`
      throw fail(
        'live-unknown-name',
        `Live code uses \`${name}\`, which is not in its scope`,
        lineOfName(block.code, name),
        hint,
      )
    }
    throw fail('live-render', `Live code fails to render: ${outcome.error}`, outcome.line)
  }

  const moduleSource = [
    `import{scope}from${JSON.stringify(LIVE_SCOPE_PREFIX + scope.name)};`,
    prelude,
    body.trimEnd(),
    `export{scope,${LIVE_FUNCTION} as run};`,
  ].join('\n')
  return {
    block: { key, scope: scope.name, noInline: block.noInline, file, line: block.line, moduleSource },
    previewHtml: outcome.html,
  }
}

/** A BuildError at a line of the block (1-based within the block; its fence line when undefined). */
function failAt(file: string, block: LiveBlock) {
  return (code: string, message: string, lineInBlock: number | undefined, hint?: string, cause?: unknown) =>
    new BuildError(code, message, {
      file,
      line: lineInBlock === undefined ? block.line : block.line + lineInBlock,
      hint,
      cause,
    })
}

/** The block compiled (esbuild, minified): the browser module's code, and what the build renders. */
async function transformLiveCode(block: LiveBlock, file: string): Promise<string> {
  const fail = failAt(file, block)
  const transform = (options: esbuild.TransformOptions = {}) =>
    esbuild.transform(wrapLiveCode(block.code, block.noInline), {
      loader: loaderFor(block.lang),
      jsx: 'transform',
      jsxFactory: JSX_FACTORY,
      jsxFragment: JSX_FRAGMENT,
      target: 'es2020',
      format: undefined,
      minify: true,
      logLevel: 'silent',
      sourcefile: file,
      ...options,
    })
  let body: string
  try {
    body = (await transform()).code
    // `import()` would reach the build's module loader: esbuild rewrites it where it is not supported, so a
    // difference is an `import()` in the code (and without the word there can be none: the realm cannot eval)
    if (/\bimport\b/.test(block.code) && (await transform({ supported: { 'dynamic-import': false } })).code !== body) {
      throw fail('live-import', 'Live code cannot use `import()`', dynamicImportLine(block.code), MODULE_SYNTAX_HINT)
    }
  } catch (error) {
    if (error instanceof BuildError) throw error
    const first = (error as esbuild.TransformFailure).errors?.[0]
    const line = first?.location ? blockLine(first.location.line, block.code) : undefined
    throw fail(
      'live-syntax',
      `Live code does not compile: ${first?.text ?? (error as Error).message}`,
      line,
      block.noInline
        ? 'A noInline block is statements ending with render(<Example />).'
        : 'An inline block is one function component or one JSX element (use noInline for more).',
      error,
    )
  }
  return body
}

/** The line of the first `import(` in the block (1-based), if it is written that way. */
function dynamicImportLine(code: string): number | undefined {
  const index = code.search(/\bimport\s*\(/)
  return index < 0 ? undefined : code.slice(0, index).split('\n').length
}

function loaderFor(lang: string): esbuild.Loader {
  return lang === 'ts' || lang === 'tsx' || lang === 'typescript' ? 'tsx' : 'jsx'
}
