import matter from 'gray-matter'
import { BuildError } from '../errors.js'
import { type YamlKey, yamlTopLevelKeys } from './yaml-key-positions.js'

export interface ParsedSource {
  data: Record<string, unknown>
  body: string
  /** lines taken by the front matter block: body line N is file line N + lineOffset */
  lineOffset: number
}

/**
 * Splits YAML front matter from the Markdown body. A YAML error becomes a BuildError pointing at the line in
 * the file. The cache is disabled: gray-matter's cache keys by content and returns shared objects.
 */
export function parseFrontMatter(source: string, file: string): ParsedSource {
  let parsed: matter.GrayMatterFile<string>
  try {
    parsed = matter(source, {})
  } catch (error) {
    const mark = (error as { mark?: { line?: number; column?: number } }).mark
    const reason = (error as { reason?: string }).reason ?? (error as Error).message.split('\n')[0]
    throw new BuildError('front-matter-syntax', `Malformed front matter: ${reason}`, {
      file,
      line: mark?.line === undefined ? 1 : mark.line + 1,
      column: mark?.column === undefined ? undefined : mark.column + 1,
      hint: 'Front matter is YAML between two `---` lines; check indentation, quotes and brackets.',
    })
  }
  const data = parsed.data
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new BuildError('front-matter-shape', 'Front matter must be a YAML mapping of keys to values', {
      file,
      line: 1,
    })
  }
  const prefix = source.slice(0, source.length - parsed.content.length)
  const lineOffset = parsed.matter === undefined || prefix.length === 0 ? 0 : prefix.split('\n').length - 1
  return { data: { ...data }, body: parsed.content, lineOffset }
}

/**
 * The top-level keys of the front matter block (none without one): where each is written in the file and its value
 * as written (yaml-key-positions.ts).
 */
export function frontMatterKeys(source: string): Map<string, YamlKey> {
  const block = frontMatterBlock(source)
  // the block starts on the file's second line
  return block === undefined ? new Map() : yamlTopLevelKeys(block, 2)
}

/** The line (1-based) where a front matter key is written, for error messages. */
export function frontMatterKeyLine(source: string, key: string): number | undefined {
  return frontMatterKeys(source).get(key)?.line
}

/** The text between the opening `---` line and the closing one, or undefined when the file has no front matter. */
function frontMatterBlock(source: string): string | undefined {
  const lines = source.split('\n')
  if (lines[0].trim() !== '---') return undefined
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---')
  return lines.slice(1, end === -1 ? undefined : end).join('\n')
}
