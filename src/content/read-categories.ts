/**
 * A docs folder's `_category_.json` (`{ "label": "API", "position": 3, "link": { "type": "doc", "id": "api/intro" } }`):
 * read and checked whole against its schema (src/shared/schemas/category-schema.ts), so that a file with several
 * problems reports every one of them at once, each at the line of its key (json-positions.ts, only then).
 */
import path from 'node:path'
import { BuildError } from '../errors.js'
import type { ResolvedConfig } from '../config/site-config.js'
import { type CategoryFile, categorySchema } from '../shared/schemas/category-schema.js'
import { PARSE_OPTIONS } from '../shared/schemas/parse-options.js'
import { describedAs, schemaAtPath } from '../shared/schemas/schema-at-path.js'
import type { CategoryMeta } from './content-types.js'
import { jsonErrorOffset, jsonPathPosition, lineAndColumn } from './json-positions.js'
import { stripNumberPrefix, stripPathPrefixes } from './number-prefix.js'
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
      const written = path.posix.dirname(file)
      const dir = stripPathPrefixes(written)
      const prefix = stripNumberPrefix(path.posix.basename(written)).position
      const { label, position, link, collapsible, collapsed } = read.record
      categories.push({
        dir,
        label: label ?? path.posix.basename(dir),
        position: position ?? prefix,
        // a doc link's id is a string (the schema's rule)
        linkDocId: link?.type === 'doc' ? (link.id as string) : undefined,
        ...(link?.type === 'generated-index' && { generatedIndex: generatedIndexOf(link) }),
        ...(typeof collapsible === 'boolean' && { collapsible }),
        ...(typeof collapsed === 'boolean' && { collapsed }),
        sourceFile,
      })
    }
  }
  return { categories, errors }
}

/** a generated-index link's page settings (values of other types are left out: Docusaurus' own check is not ours) */
function generatedIndexOf(link: Record<string, unknown>): NonNullable<CategoryMeta['generatedIndex']> {
  const text = (key: string) => (typeof link[key] === 'string' ? { [key]: link[key] as string } : {})
  const keywords = Array.isArray(link.keywords)
    ? link.keywords.filter((k): k is string => typeof k === 'string')
    : undefined
  return { ...text('title'), ...text('description'), ...text('slug'), ...(keywords && { keywords }) }
}

function readCategoryFile(
  absolute: string,
  sourceFile: string,
): BuildError | { record: CategoryFile; problems: BuildError[] } {
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
      line: jsonErrorLine(text),
      hint: SHAPE_HINT,
    })
  }
  const checked = categorySchema.safeParse(data, PARSE_OPTIONS)
  if (checked.success) return { record: checked.data, problems: [] }
  const problems = checked.error.issues.map((issue) => {
    const at = issue.path.filter((segment) => typeof segment !== 'symbol') as Array<string | number>
    if (at.length === 0) {
      return new BuildError('category-json-type', `_category_.json must hold an object, got ${JSON.stringify(data)}`, {
        file: sourceFile,
        line: 1,
        hint: SHAPE_HINT,
      })
    }
    const what = describedAs(schemaAtPath(categorySchema, at, data) ?? []) ?? issue.message
    const { line, column } = lineAndColumn(text, jsonPathPosition(text, at))
    return new BuildError(
      'category-json-type',
      `"${at.join('.')}" must be ${what}, got ${JSON.stringify(valueAt(data, at))}`,
      {
        file: sourceFile,
        line,
        column,
        hint: SHAPE_HINT,
      },
    )
  })
  return { record: {}, problems }
}

function valueAt(value: unknown, path: Array<string | number>): unknown {
  return path.reduce<unknown>((current, key) => (current as Record<string | number, unknown> | undefined)?.[key], value)
}

/** The line of a JSON syntax error; a document cut short is reported on its last written line, not on the empty end of the file. */
function jsonErrorLine(text: string): number | undefined {
  const offset = jsonErrorOffset(text)
  return offset === undefined ? undefined : lineAndColumn(text, Math.min(offset, text.trimEnd().length)).line
}

/**
 * Categories for numbered folders without a `_category_.json` (`02-guides/`): named without the prefix, ordered by
 * it. `files` are the version's Markdown files, relative to its folder.
 */
export function numberedFolderCategories(files: string[], categories: CategoryMeta[]): CategoryMeta[] {
  const known = new Set(categories.map((category) => category.dir))
  const added: CategoryMeta[] = []
  for (const file of files) {
    let written = path.posix.dirname(file)
    while (written !== '.' && written !== '') {
      const { name, position } = stripNumberPrefix(path.posix.basename(written))
      const dir = stripPathPrefixes(written)
      if (position !== undefined && !known.has(dir)) {
        known.add(dir)
        added.push({ dir, label: name, position })
      }
      written = path.posix.dirname(written)
    }
  }
  return [...categories, ...added]
}
