/**
 * Parsing an `.mdx` file: MDX's grammar is stricter than Markdown's (`{` opens a JavaScript expression, `<` a JSX
 * tag, HTML comments do not exist), and its parser throws a message with a place on the first problem. That
 * becomes a BuildError at the line and column in the real file, with a hint on MDX's rules.
 */
import type { Root } from 'mdast'
import type { Processor } from 'unified'
import type { VFile } from 'vfile'
import { VFileMessage } from 'vfile-message'
import { BuildError } from '../errors.js'
import { type RenderContext, renderContextOf } from './render-context.js'
import { parseInPieces } from './parse-in-pieces.js'

export const MDX_SYNTAX_HINT =
  'In MDX, `{` starts a JavaScript expression and `<` a JSX tag: write \\{ and \\< (or `code`) for the characters ' +
  'themselves, {/* … */} instead of <!-- … -->, and close every tag (<br/>). Or rename the file to .md if it ' +
  'uses no JSX.'

export function parseMdx(processor: Processor<Root>, file: VFile | { value: string; data: VFile['data'] }): Root {
  try {
    return parseInPieces(String(file.value), (text) => processor.parse(text), { mdx: true })
  } catch (error) {
    if (!(error instanceof VFileMessage)) throw error
    throw mdxSyntaxError(error, renderContextOf(file as VFile))
  }
}

/** `(3:1-3:6)` at the end of a message whose error has no place (mdast-util-mdx-jsx's tag mismatches) */
const PLACE_IN_REASON = /\((\d+):(\d+)(?:-\d+:\d+)?\)$/

/** An MDX parser message as a BuildError at the line (front matter included) and column of the real file. */
export function mdxSyntaxError(error: VFileMessage, context: RenderContext): BuildError {
  const fromReason = PLACE_IN_REASON.exec(error.reason)
  const line = error.line ?? (fromReason ? Number(fromReason[1]) : undefined)
  const column = error.column ?? (fromReason ? Number(fromReason[2]) : undefined)
  return new BuildError('mdx-syntax-error', `MDX syntax error: ${error.reason}`, {
    file: context.file,
    line: line === undefined ? undefined : line + context.lineOffset,
    column,
    hint: MDX_SYNTAX_HINT,
  })
}
