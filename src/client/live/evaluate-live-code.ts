/**
 * Compiles edited live code in the browser (sucrase) and runs it with `new Function` in the block's own scope (the
 * scope object of its precompiled module: React + its exports + the docs version's library), like the build
 * compiles the original (src/live/live-code.ts). Part of the editor chunk.
 *
 * Content-Security-Policy: this needs `'unsafe-eval'` (README); the precompiled previews do not.
 */
import type { ComponentType } from 'react'
import { transform } from 'sucrase'
import {
  LIVE_FUNCTION,
  LiveCodeError,
  MODULE_SYNTAX_HINT,
  blockLine,
  findModuleSyntax,
  referencedScopeNames,
  runLiveFunction,
  scopePrelude,
  wrapLiveCode,
  type LiveScope,
} from '../../shared/live/live-code.js'
import { previewComponent } from '../../shared/live/preview-component.js'
import type { LiveError } from '../../../templates/index.js'
import { thrownMessage } from './live-error-owners.js'

export interface LiveEvaluation {
  component?: ComponentType
  error?: LiveError
}

export interface LiveEvaluationOptions {
  noInline: boolean
  language: string
  scope: LiveScope
  /**
   * The name the evaluated code has in stack traces (`//# sourceURL=`), e.g. `live-edit-live-1-3.js`: errors its
   * callbacks throw later are told apart by it (live-error-owners.ts).
   */
  sourceUrl?: string
}

const TYPESCRIPT = new Set(['ts', 'tsx', 'typescript'])

/** Compiles and runs edited code like the build compiles the original (see src/live/live-code.ts). */
export function evaluateLiveCode(code: string, options: LiveEvaluationOptions): LiveEvaluation {
  const moduleSyntax = findModuleSyntax(code)
  if (moduleSyntax)
    return {
      error: {
        kind: 'syntax',
        message: `\`${moduleSyntax.keyword}\` is not available. ${MODULE_SYNTAX_HINT}`,
        line: moduleSyntax.line,
      },
    }
  let compiled: string
  try {
    compiled = transform(wrapLiveCode(code, options.noInline), {
      transforms: TYPESCRIPT.has(options.language) ? ['jsx', 'typescript'] : ['jsx'],
      jsxRuntime: 'classic',
      production: true,
    }).code
  } catch (error) {
    const loc = (error as { loc?: { line: number } }).loc
    const message = (error as Error).message.replace(/\s*\(\d+:\d+\)$/, '')
    return { error: { kind: 'syntax', message, line: loc ? blockLine(loc.line, code) : undefined } }
  }
  try {
    const names = referencedScopeNames(code, Object.keys(options.scope))
    const sourceUrl = options.sourceUrl ? `\n//# sourceURL=${options.sourceUrl}` : ''
    const run = new Function('scope', `${scopePrelude(names)}\n${compiled}\nreturn ${LIVE_FUNCTION};${sourceUrl}`)(
      options.scope,
    ) as (render: (node: unknown) => void) => unknown
    return { component: previewComponent(runLiveFunction(run, options.noInline)) }
  } catch (error) {
    if (error instanceof SyntaxError) return { error: { kind: 'syntax', message: error.message } }
    const message = error instanceof LiveCodeError ? error.message : thrownMessage(error)
    return { error: { kind: 'runtime', message, line: error instanceof LiveCodeError ? error.blockLine : undefined } }
  }
}
