import { BuildError } from '../errors.js'
import { type MdxParse, needsComponentModule } from '../markdown/render-markdown.js'
import { parseFrontMatter } from './parse-front-matter.js'
import { readSourceFile } from './read-source-file.js'

/**
 * Whether an `.mdx` file (absolute `file`, `sourceFile` relative to the site folder) needs MDX compiled as a
 * component module (needsComponentModule): false for other files, and for a file that cannot be read or parsed,
 * which the content stage then reports.
 */
export function mdxFileNeedsModule(file: string, sourceFile: string, keep?: (parse: MdxParse) => void): boolean {
  if (!file.endsWith('.mdx')) return false
  try {
    const parsed = parseFrontMatter(readSourceFile(file, sourceFile), sourceFile)
    return needsComponentModule(parsed.body, { file: sourceFile, lineOffset: parsed.lineOffset }, keep)
  } catch (error) {
    if (error instanceof BuildError) return false
    throw error
  }
}
