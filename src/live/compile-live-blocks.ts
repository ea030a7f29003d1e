/**
 * Build stage for live code blocks: every `live` block of the site is compiled once (esbuild, tsx → JS) into
 *
 * - a browser module (minified by the same transform), which imports its major's scope module (`hd:live-scope/<library>`: React + the
 *   library, an entry of the client bundle, see live-pages.ts) and exports `run` and `scope`;
 * - a server function, the same compiled code evaluated in Node with the same scope, which the page render uses
 *   so the preview is in the HTML.
 *
 * Blocks are keyed by their library and code, so a block repeated on several pages is one module. A block that
 * does not compile, imports something or fails to render is a BuildError at its Markdown file and line.
 */
import { createHash } from 'node:crypto'
import * as esbuild from 'esbuild'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { SiteContent } from '../content/content-types.js'
import type { LiveBlock } from '../markdown/markdown-result.js'
import { BuildError, BuildErrorList } from '../errors.js'
import {
  JSX_FACTORY,
  JSX_FRAGMENT,
  LIVE_FUNCTION,
  type LiveModule,
  LiveCodeError,
  MODULE_SYNTAX_HINT,
  SCOPE_BODY,
  blockLine,
  findModuleSyntax,
  referencedScopeNames,
  runLiveFunction,
  scopePrelude,
  wrapLiveCode,
} from './live-code.js'
import { liveLibraryOf, LIVE_LIBRARIES } from './live-libraries.js'
import { nodeLiveScope } from './node-scope.js'
import { previewComponent } from '../client/live/preview-component.js'

/** A live block and where it comes from. */
export interface LiveSource {
  /** Markdown file relative to the site dir */
  file: string
  /** docs version whose library the block runs ('current', '4.x', …) */
  version: string
  block: LiveBlock
}


export interface CompiledLiveBlock {
  /** `rhh5-0123456789`: library + hash of the language, mode and code */
  key: string
  library: string
  noInline: boolean
  /** the first place the block appears */
  file: string
  line: number
  /** the browser module, minified; it imports its scope from `LIVE_SCOPE_PREFIX + library` (replaced by the URL) */
  moduleSource: string
  /** the compiled block evaluated in Node */
  server: LiveModule
}

export interface CompiledLiveBlocks {
  blocks: Map<string, CompiledLiveBlock>
}

export const LIVE_SCOPE_PREFIX = 'hd:live-scope/'

/** `rhh5-0123456789`: equal for equal blocks of the same library, whatever page they are on. */
export function liveBlockKey(library: string, lang: string, noInline: boolean, code: string): string {
  const hash = createHash('sha256').update(`${lang}\0${noInline ? 'noInline' : 'inline'}\0${code}`).digest('hex').slice(0, 10)
  return `${library}-${hash}`
}

/** Every live block of the site's published content, with its file and docs version. */
export function collectLiveSources(content: SiteContent): LiveSource[] {
  const latest = content.versions.find((v) => v.meta.isLast)?.meta.name ?? 'current'
  const sources: LiveSource[] = []
  for (const version of content.versions) {
    for (const doc of version.docs) {
      if (doc.draft) continue
      for (const block of doc.markdown.liveBlocks) sources.push({ file: doc.sourceFile, version: version.meta.name, block })
    }
  }
  for (const post of content.blog?.posts ?? []) {
    if (post.draft) continue
    for (const block of post.markdown.liveBlocks) sources.push({ file: post.sourceFile, version: latest, block })
  }
  for (const page of content.pages) {
    for (const block of page.markdown?.liveBlocks ?? []) sources.push({ file: page.sourceFile, version: latest, block })
  }
  return sources
}

/** Source of the scope module of one library (runs SCOPE_BODY, like the server render). */
export function scopeModuleSource(library: string): string {
  return [
    `import React from 'react';`,
    `import * as library from ${JSON.stringify(library)};`,
    `export const scope = (function (React, library) {\n${SCOPE_BODY}\n})(React, library);`,
  ].join('\n')
}

/** Compiled blocks by library, code and place (the place is in the errors and in `file`/`line`). */
const cache = new Map<string, Promise<CompiledLiveBlock>>()

function cacheKeyOf({ file, version, block }: LiveSource): string {
  return [liveLibraryOf(version), block.lang, block.noInline, block.code, file, block.line].join('\0')
}

/** Compiles every block (errors of all blocks are reported together). */
export async function compileLiveBlocks(sources: LiveSource[]): Promise<CompiledLiveBlocks> {
  const blocks = new Map<string, CompiledLiveBlock>()
  const errors: BuildError[] = []
  const results = await Promise.allSettled(sources.map((source) => compileLiveBlock(source)))
  results.forEach((result) => {
    if (result.status === 'rejected') {
      errors.push(result.reason instanceof BuildError ? result.reason : new BuildError('live-block', String(result.reason)))
    } else if (!blocks.has(result.value.key)) blocks.set(result.value.key, result.value)
  })
  // keep the cache to the blocks of this build (watch mode compiles again and again)
  const current = new Set(sources.map(cacheKeyOf))
  for (const key of cache.keys()) if (!current.has(key)) cache.delete(key)
  if (errors.length === 1) throw errors[0]
  if (errors.length > 1) throw new BuildErrorList(`${errors.length} live code blocks failed:`, errors)
  return { blocks }
}

/** Compiles, evaluates and server-renders one block (cached by key and place, so watch rebuilds are cheap). */
export function compileLiveBlock(source: LiveSource): Promise<CompiledLiveBlock> {
  const { file, version, block } = source
  const library = liveLibraryOf(version)
  if (!library) {
    return Promise.reject(
      new BuildError('live-no-library', `Live code block in docs version "${version}", which has no library for live code`, {
        file,
        line: block.line,
        hint: `Live blocks run the library of their docs version; known versions: ${Object.keys(LIVE_LIBRARIES).join(', ')} (src/live/live-libraries.ts). Remove \`live\` or add the version there.`,
      }),
    )
  }
  const key = liveBlockKey(library, block.lang, block.noInline, block.code)
  const cacheKey = cacheKeyOf(source)
  let compiled = cache.get(cacheKey)
  if (!compiled) {
    compiled = compileUncached(source, library, key)
    cache.set(cacheKey, compiled)
    compiled.catch(() => cache.delete(cacheKey))
  }
  return compiled
}

async function compileUncached({ file, block }: LiveSource, library: string, key: string): Promise<CompiledLiveBlock> {
  /** Markdown line of a line of the block (the fence is block.line). */
  const mdLine = (lineInBlock: number) => block.line + lineInBlock
  const fail = (code: string, message: string, lineInBlock: number | undefined, hint?: string, cause?: unknown) =>
    new BuildError(code, message, { file, line: lineInBlock === undefined ? block.line : mdLine(lineInBlock), hint, cause })

  const moduleSyntax = findModuleSyntax(block.code)
  if (moduleSyntax) throw fail('live-import', `Live code cannot use \`${moduleSyntax.keyword}\``, moduleSyntax.line, MODULE_SYNTAX_HINT)

  let body: string
  try {
    const result = await esbuild.transform(wrapLiveCode(block.code, block.noInline), {
      loader: loaderFor(block.lang),
      jsx: 'transform',
      jsxFactory: JSX_FACTORY,
      jsxFragment: JSX_FRAGMENT,
      target: 'es2020',
      format: undefined,
      // one transform for both: the browser module is this code minified, and Node runs the very same code
      minify: true,
      logLevel: 'silent',
      sourcefile: file,
    })
    body = result.code
  } catch (error) {
    const first = (error as esbuild.TransformFailure).errors?.[0]
    const line = first?.location ? blockLine(first.location.line, block.code) : undefined
    throw fail(
      'live-syntax',
      `Live code does not compile: ${first?.text ?? (error as Error).message}`,
      line,
      block.noInline ? 'A noInline block is statements ending with render(<Example />).' : 'An inline block is one function component or one JSX element (use noInline for more).',
      error,
    )
  }

  const scope = await nodeLiveScope(library)
  const names = referencedScopeNames(block.code, Object.keys(scope))
  const prelude = scopePrelude(names)
  let run: LiveModule['run']
  try {
    run = new Function('scope', `${prelude}\n${body}\nreturn ${LIVE_FUNCTION};`)(scope) as LiveModule['run']
  } catch (error) {
    throw fail('live-syntax', `Live code does not compile: ${(error as Error).message}`, undefined, undefined, error)
  }
  const server: LiveModule = { run, scope }

  // the preview must render on the server, as it will in the page
  try {
    renderToString(createElement(previewComponent(runLiveFunction(run, block.noInline))))
  } catch (error) {
    const message = error instanceof LiveCodeError || error instanceof Error ? error.message : String(error)
    throw fail('live-render', `Live code fails to render: ${message}`, error instanceof LiveCodeError ? error.blockLine : undefined, undefined, error)
  }

  const moduleSource = [`import{scope}from${JSON.stringify(LIVE_SCOPE_PREFIX + library)};`, prelude, body.trimEnd(), `export{scope,${LIVE_FUNCTION} as run};`].join('\n')
  return { key, library, noInline: block.noInline, file, line: block.line, moduleSource, server }
}

function loaderFor(lang: string): esbuild.Loader {
  return lang === 'ts' || lang === 'tsx' || lang === 'typescript' ? 'tsx' : 'jsx'
}
