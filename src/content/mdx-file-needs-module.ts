import { BuildError } from '../errors.js'
import { type MdxParse, needsComponentModule } from '../markdown/render-markdown.js'
import { parseFrontMatter } from './parse-front-matter.js'
import { readSourceFile } from './read-source-file.js'
import type { ContentModuleMemo } from './content-module-memo.js'

/**
 * Whether an `.mdx` file (absolute `file`, `sourceFile` relative to the site folder) needs MDX compiled as a
 * component module (needsComponentModule): false for other files, and for a file that cannot be read or parsed,
 * which the content stage then reports.
 */
export function mdxFileNeedsModule(
  file: string,
  sourceFile: string,
  keep?: (parse: MdxParse) => void,
  /** the answers of earlier builds, by source: a file they saw unchanged is not parsed (nor its parse kept) */
  memo?: ContentModuleMemo,
): boolean {
  if (!file.endsWith('.mdx')) return false
  try {
    const source = readSourceFile(file, sourceFile)
    const known = memo?.get(sourceFile, source)
    if (known !== undefined) return known
    const parsed = parseFrontMatter(source, sourceFile)
    const needsModule = needsComponentModule(parsed.body, { file: sourceFile, lineOffset: parsed.lineOffset }, keep)
    memo?.set(sourceFile, source, needsModule)
    return needsModule
  } catch (error) {
    if (error instanceof BuildError) return false
    throw error
  }
}
