/**
 * A docs folder's `_category_.json` (`{ "label": "API", "position": 3, "link": { "type": "doc", "id": "api/intro" } }`):
 * read and checked whole, so that a file with several problems reports every one of them at once, each at the line
 * of its key. Keys the generator does not use (Docusaurus' `collapsed`, `className`…) are ignored.
 */
import path from 'node:path'
import { BuildError } from '../errors.js'
import type { ResolvedConfig } from '../config/site-config.js'
import { locateConfigKeys, locateConfigPath } from '../config/locate-config-keys.js'
import type { CategoryMeta } from './content-types.js'
import { readSourceFile } from './read-source-file.js'

export const CATEGORY_FILE = '_category_.json'

const SHAPE_HINT =
  'The file is JSON like { "label": "API", "position": 3 }, optionally with "link": { "type": "doc", "id": "<doc id>" }.'

/** Reads the category files of a version folder (paths relative to it); every problem of every file is returned. */
export function readCategories(
  config: ResolvedConfig,
  folder: string,
  files: string[],
): { categories: CategoryMeta[]; errors: BuildError[] } {
  const categories: CategoryMeta[] = []
  const errors: BuildError[] = []
  for (const file of files) {
    const sourceFile = path.relative(config.siteDir, path.join(folder, file))
    const read = readCategoryFile(path.join(folder, file), sourceFile)
    if (read instanceof BuildError) errors.push(read)
    else if (read.problems.length > 0) errors.push(...read.problems)
    else {
      const dir = path.posix.dirname(file)
      const { label, position, link } = read.record as {
        label?: string
        position?: number
        link?: { type?: string; id?: string }
      }
      categories.push({
        dir,
        label: label ?? path.posix.basename(dir),
        position,
        linkDocId: link?.type === 'doc' ? link.id : undefined,
        sourceFile,
      })
    }
  }
  return { categories, errors }
}

function readCategoryFile(
  absolute: string,
  sourceFile: string,
): BuildError | { record: Record<string, unknown>; problems: BuildError[] } {
  let text: string
  let data: unknown
  try {
    text = readSourceFile(absolute, sourceFile)
  } catch (error) {
    if (error instanceof BuildError) return error
    throw error
  }
  try {
    data = JSON.parse(text)
  } catch (error) {
    return new BuildError('category-json-syntax', `Malformed _category_.json: ${(error as Error).message}`, {
      file: sourceFile,
      line: jsonErrorLine(text, error as Error),
      hint: SHAPE_HINT,
    })
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return new BuildError('category-json-type', `_category_.json must hold an object, got ${JSON.stringify(data)}`, {
      file: sourceFile,
      line: 1,
      hint: SHAPE_HINT,
    })
  }
  const record = data as Record<string, unknown>
  const locations = locateConfigKeys(text, Object.keys(record))
  const problems = categoryProblems(record).map(({ key, message }) => {
    const at = locateConfigPath(locations, key.split('.'))
    return new BuildError('category-json-type', message, {
      file: sourceFile,
      line: at?.line,
      column: at?.column,
      hint: SHAPE_HINT,
    })
  })
  return { record, problems }
}

/** Every field of the wrong type or shape, with the key (`link.id`) it is written at. */
function categoryProblems(record: Record<string, unknown>): Array<{ key: string; message: string }> {
  const problems: Array<{ key: string; message: string }> = []
  const got = (value: unknown) => `, got ${JSON.stringify(value)}`
  if (record.label !== undefined && typeof record.label !== 'string')
    problems.push({ key: 'label', message: `"label" must be a string${got(record.label)}` })
  if (record.position !== undefined && !(typeof record.position === 'number' && Number.isFinite(record.position))) {
    problems.push({ key: 'position', message: `"position" must be a number${got(record.position)}` })
  }
  const link = record.link
  if (link !== undefined) {
    if (link === null || typeof link !== 'object' || Array.isArray(link))
      problems.push({
        key: 'link',
        message: `"link" must be an object like { "type": "doc", "id": "intro" }${got(link)}`,
      })
    else {
      const { type, id } = link as Record<string, unknown>
      if (type !== 'doc' && type !== 'generated-index')
        problems.push({ key: 'link.type', message: `"link.type" must be "doc" or "generated-index"${got(type)}` })
      if (type === 'doc' && typeof id !== 'string')
        problems.push({ key: 'link.id', message: `"link.id" must be a doc id (a string)${got(id)}` })
    }
  }
  return problems
}

/**
 * The line of a JSON syntax error. V8 names a position only for some errors ("… in JSON at position 12"); for
 * "Unexpected token 'x', … is not valid JSON" and "Unexpected end of JSON input" the position is found by
 * scanning the text.
 */
function jsonErrorLine(text: string, error: Error): number | undefined {
  const written = /position (\d+)/.exec(error.message)?.[1]
  const position = written === undefined ? jsonErrorOffset(text) : Number(written)
  if (position === undefined) return undefined
  // a document cut short is reported on its last written line, not on the empty end of the file
  return text.slice(0, Math.min(position, text.trimEnd().length)).split('\n').length
}

/** Offset of the first character at which `text` stops being valid JSON (`text.length` when it is cut short), or undefined when it is valid. */
export function jsonErrorOffset(text: string): number | undefined {
  let i = 0
  const fail = (): never => {
    throw new RangeError(String(i))
  }
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++
  }
  const string = () => {
    if (text[i] !== '"') fail()
    i++
    while (i < text.length && text[i] !== '"') {
      if (text[i] < ' ') fail()
      i += text[i] === '\\' ? 2 : 1
    }
    if (i >= text.length) fail()
    i++
  }
  const list = (close: string, item: () => void) => {
    i++
    space()
    if (text[i] === close) return void i++
    for (;;) {
      item()
      space()
      if (text[i] === ',') i++
      else if (text[i] === close) return void i++
      else fail()
    }
  }
  const value = (): void => {
    space()
    if (text[i] === '{') {
      return list('}', () => {
        space()
        string()
        space()
        if (text[i] !== ':') fail()
        i++
        value()
      })
    }
    if (text[i] === '[') return list(']', value)
    if (text[i] === '"') return string()
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i))
    if (!literal) fail()
    i += literal![0].length
  }
  try {
    value()
    space()
    if (i < text.length) fail()
    return undefined
  } catch (error) {
    if (error instanceof RangeError) return Math.min(Number(error.message), text.length)
    throw error
  }
}
