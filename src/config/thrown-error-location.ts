/**
 * Where in the author's files an error thrown by the bundled config happened. The config runs as one bundle
 * (load-config.ts); a stack frame of it (`file:///…/site.config.ts.1234.1.mjs:41:11`) is mapped back through the
 * bundle's source map to the original file and line (`site.config.ts:12:5`, or a local file it imports). The
 * first frame in the bundle that maps to a file is used: for an error thrown inside a package the config called, or
 * inside the loader's `require` shim, that is the call.
 */
import path from 'node:path'
import { SourceMap, type SourceMapPayload } from 'node:module'
import { pathToFileURL } from 'node:url'
import type { SourceLocation } from '../errors.js'

export interface BundleOfConfig {
  /** absolute path the bundle was imported from */
  file: string
  /** its source map; `sources` are relative to `sourceRoot` */
  map: SourceMapPayload
  /** the folder the map's sources are relative to (the site dir) */
  sourceRoot: string
  /** characters injected before line 1 of a source file (its original column 1 is after them), by absolute path */
  lineOnePrefix: (file: string) => number
}

/** The original file (relative to the site dir), line and column of the first frame of `error` in the bundle that maps to one. */
export function thrownErrorLocation(
  error: unknown,
  bundle: BundleOfConfig,
  siteDir: string,
): SourceLocation | undefined {
  const stack = (error as { stack?: unknown } | null)?.stack
  if (typeof stack !== 'string') return undefined
  const names = [pathToFileURL(bundle.file).href, bundle.file].map((name) =>
    name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  )
  // `<bundle>(?query):line:column` in a frame, or `<bundle>:line` heading a link-time SyntaxError
  const frames = new RegExp(`(?:${names.join('|')})(?:\\?[^:\\s)]*)?:(\\d+)(?::(\\d+))?`, 'g')
  const map = new SourceMap(bundle.map)
  // frames in code of the loader's own (the `require` shim before the bundle) map to no file: the next frame does
  for (const frame of stack.matchAll(frames)) {
    const entry = map.findEntry(Number(frame[1]) - 1, frame[2] === undefined ? 0 : Number(frame[2]) - 1)
    if (!('originalSource' in entry) || !entry.originalSource) continue
    const original = path.resolve(bundle.sourceRoot, entry.originalSource)
    const prefix = entry.originalLine === 0 ? bundle.lineOnePrefix(original) : 0
    const location: SourceLocation = { file: path.relative(siteDir, original), line: entry.originalLine + 1 }
    if (frame[2] !== undefined) location.column = Math.max(entry.originalColumn - prefix, 0) + 1
    return location
  }
  return undefined
}
