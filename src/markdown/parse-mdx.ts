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
import { renderContextOf } from './render-context.js'

const MDX_SYNTAX_HINT =
  'In MDX, `{` starts a JavaScript expression and `<` a JSX tag: write \\{ and \\< (or `code`) for the characters ' +
  'themselves, {/* … */} instead of <!-- … -->, and close every tag (<br/>). Or rename the file to .md if it ' +
  'uses no JSX.'

export function parseMdx(processor: Processor<Root>, file: VFile | { value: string; data: VFile['data'] }): Root {
  try {
    return processor.parse(file as VFile)
  } catch (error) {
    if (!(error instanceof VFileMessage)) throw error
    const context = renderContextOf(file as VFile)
    throw new BuildError('mdx-syntax-error', `MDX syntax error: ${error.reason}`, {
      file: context.file,
      line: error.line === undefined ? undefined : error.line + context.lineOffset,
      column: error.column,
      hint: MDX_SYNTAX_HINT,
    })
  }
}
