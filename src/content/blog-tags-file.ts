/**
 * The blog's tags file (Docusaurus' `tags.yml` in the blog folder; the blog option `tags` names another or, `false`,
 * none): the tags posts list by key, each with its label (default: the key capitalised), its page's path under
 * `<blog>/tags` (default: the key in kebab case) and a description, which the tag's page shows. A post's tag that the
 * file does not define is an inline tag, reported as the blog option `onInlineTags` says (inlineTagsProblem).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import yaml from 'js-yaml'
import kebabCase from 'lodash.kebabcase'
import { z } from 'zod'
import { BuildError, type BuildWarning } from '../errors.js'
import type { BlogTag } from '../shared/types.js'
import { PARSE_OPTIONS } from '../shared/schemas/parse-options.js'
import { readSourceFile } from './read-source-file.js'
import { yamlTopLevelKeys } from './yaml-key-positions.js'

export interface TagsFile {
  /** relative to the site dir */
  file: string
  /** the tags by key, their permalinks under the blog's tags path */
  tags: ReadonlyMap<string, BlogTag>
}

/** What a blog's tags come from: the blog's route base, its tags file option and what to do with inline tags. */
export interface BlogTagsOptions {
  routeBasePath: string
  /** the file in the blog folder (default tags.yml, used when it exists), or false */
  tags?: string | false
  onInlineTags: 'ignore' | 'log' | 'warn' | 'throw'
}

const tagEntrySchema = z
  .strictObject({ label: z.string().optional(), description: z.string().optional(), permalink: z.string().optional() })
  .nullable()

const DEFAULT_FILE = 'tags.yml'

/**
 * The blog folder's tags file (undefined: none, or one that cannot be read, reported in `errors`). A file named by
 * the option must exist; the default one may not.
 */
export function readTagsFile(
  siteDir: string,
  folder: string,
  options: BlogTagsOptions,
): { tagsFile?: TagsFile; errors: BuildError[] } {
  if (options.tags === false) return { errors: [] }
  const absolute = path.join(folder, options.tags ?? DEFAULT_FILE)
  const file = path.relative(siteDir, absolute)
  if (!existsSync(absolute)) {
    if (options.tags === undefined) return { errors: [] }
    const missing = new BuildError('tags-file-missing', `The blog's tags file ${file} does not exist`, {
      file,
      hint: 'Create it (tag keys mapped to { label, permalink, description }), or remove the blog option `tags`.',
    })
    return { errors: [missing] }
  }
  let text: string
  let data: unknown
  try {
    text = readSourceFile(absolute, file)
    data = yaml.load(text)
  } catch (error) {
    if (error instanceof BuildError) return { errors: [error] }
    const mark = (error as { mark?: { line: number; column: number } }).mark
    const reason = (error as { reason?: string }).reason ?? (error as Error).message
    return {
      errors: [
        new BuildError('tags-syntax', `Malformed ${path.basename(file)}: ${reason}`, {
          file,
          ...(mark ? { line: mark.line + 1, column: mark.column + 1 } : {}),
          hint: 'A tags file maps each tag key to { label, permalink, description } (each optional).',
        }),
      ],
    }
  }
  if (data === undefined || data === null) return { tagsFile: { file, tags: new Map() }, errors: [] }
  if (typeof data !== 'object' || Array.isArray(data)) {
    const shape = new BuildError('tags-shape', `${path.basename(file)} must map tag keys to their definitions`, {
      file,
      line: 1,
      hint: 'Write one key per tag, e.g.\n  release:\n    label: Release\n    description: Posts about a release',
    })
    return { errors: [shape] }
  }
  const lines = yamlTopLevelKeys(text)
  const tags = new Map<string, BlogTag>()
  const owners = new Map<string, string>()
  const errors: BuildError[] = []
  const base = `${options.routeBasePath.replace(/\/$/, '')}/tags`
  for (const [key, raw] of Object.entries(data)) {
    const where = { file, line: lines.get(key)?.line }
    const entry = tagEntrySchema.safeParse(raw, PARSE_OPTIONS)
    if (!entry.success) {
      const field = entry.error.issues[0]?.path[0]
      errors.push(
        new BuildError(
          'tags-shape',
          field === undefined
            ? `Tag "${key}" in ${path.basename(file)} must be a mapping of label, permalink and description`
            : `Tag "${key}" in ${path.basename(file)}: ${String(field)} must be a string, and the only keys label, permalink and description`,
          { ...where, hint: 'Write e.g.\n  release:\n    label: Release\n    permalink: /releases' },
        ),
      )
      continue
    }
    const permalink = `${base}/${(entry.data?.permalink || kebabCase(key)).replace(/^\/+|\/+$/g, '')}`
    const owner = owners.get(permalink)
    if (owner !== undefined) {
      errors.push(
        new BuildError('tags-permalink-collision', `Tags "${owner}" and "${key}" have the same page ${permalink}`, {
          ...where,
          hint: `Give "${key}" a permalink of its own.`,
        }),
      )
      continue
    }
    owners.set(permalink, key)
    const description = entry.data?.description
    tags.set(key, {
      label: entry.data?.label || capitalised(key),
      permalink,
      ...(description ? { description } : {}),
    })
  }
  return { tagsFile: { file, tags }, errors }
}

/** `docusaurus` → `Docusaurus`, `ReactJS` → `Reactjs`: the first letter upper case, the others lower */
function capitalised(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1).toLowerCase()
}

/** A post's tags: the tags file's for its keys, the others inline (their label as written, its kebab case path). */
export function postTags(labels: readonly string[], options: BlogTagsOptions, tagsFile?: TagsFile): BlogTag[] {
  const base = `${options.routeBasePath.replace(/\/$/, '')}/tags`
  return labels.map((label) => tagsFile?.tags.get(label) ?? { label, permalink: `${base}/${kebabCase(label)}` })
}

/**
 * The report of a post's inline tags (its labels the tags file does not define), as `onInlineTags` says: a warning
 * ('warn', 'log'), an error ('throw'), nothing ('ignore'). None without a tags file, as Docusaurus.
 */
export function inlineTagsProblem(
  labels: readonly string[],
  options: BlogTagsOptions,
  tagsFile: TagsFile | undefined,
  where: () => { file: string; line?: number },
): { warning?: BuildWarning; error?: BuildError } {
  if (!tagsFile || options.onInlineTags === 'ignore') return {}
  const inline = [...new Set(labels.filter((label) => !tagsFile.tags.has(label)))]
  if (inline.length === 0) return {}
  const listed = inline.map((label) => `"${label}"`).join(', ')
  const message = `Tag${inline.length === 1 ? '' : 's'} ${listed} ${inline.length === 1 ? 'is' : 'are'} not defined in ${tagsFile.file}`
  const hint = `Add ${inline.length === 1 ? 'it' : 'them'} to ${tagsFile.file}, or set the blog option onInlineTags to 'ignore'.`
  if (options.onInlineTags === 'throw')
    return { error: new BuildError('blog-inline-tag', message, { ...where(), hint }) }
  return { warning: { code: 'blog-inline-tag', message, ...where(), hint } }
}
