/**
 * How an error thrown in a worker thread crosses to the main thread: a BuildError as its fields (thrown again as a
 * BuildError, so the CLI reports file, line and hint), anything else as its message and stack.
 */
import { BuildError } from '../errors.js'

export interface SerializedError {
  buildError: boolean
  code?: string
  message: string
  file?: string
  line?: number
  column?: number
  hint?: string
  stack?: string
}

export function serializeThreadError(error: unknown): SerializedError {
  if (error instanceof BuildError) {
    return {
      buildError: true,
      code: error.code,
      message: error.message,
      file: error.file,
      line: error.line,
      column: error.column,
      hint: error.hint,
    }
  }
  return {
    buildError: false,
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  }
}

export function deserializeThreadError(error: SerializedError): Error {
  if (error.buildError)
    return new BuildError(error.code!, error.message, {
      file: error.file,
      line: error.line,
      column: error.column,
      hint: error.hint,
    })
  const internal = new Error(error.message)
  if (error.stack) internal.stack = error.stack
  return internal
}
