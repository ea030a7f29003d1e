import { BuildError } from '../errors.js'
import { type MdxParse, needsComponentModule } from '../markdown/render-markdown.js'
import { parseFrontMatter } from './parse-front-matter.js'
import { readSourceFile } from './read-source-file.js'
import type { ContentModuleMemo } from './content-module-memo.js'
import type { MarkdownOptions } from '../markdown/markdown-result.js'

/**
 * Whether an `.mdx` file (absolute `file`, `sourceFile` relative to the site folder) needs MDX compiled as a
 * component module (needsComponentModule); on a site with its own Admonition (`admonitionComponent`) or whose `.md`
 * files may be MDX (`mdFormat`), an `.md` file too. False for other files, and for a file that cannot be read or parsed, which the content stage then reports.
 */
export function mdxFileNeedsModule(
  file: string,
  sourceFile: string,
  keep?: (parse: MdxParse) => void,
  /** the answers of earlier builds, by source: a file they saw unchanged is not parsed (nor its parse kept) */
  memo?: ContentModuleMemo,
  /**
   * the site's markup, how it reads `.md` files (markdown-format.ts), and whether it has its own
   * src/theme/Admonition (site-theme-component.ts)
   */
  site: Pick<MarkdownOptions, 'markup' | 'mdFormat' | 'mdxHtmlComments' | 'admonitionComponent'> = {},
): boolean {
  const { admonitionComponent, mdFormat, mdxHtmlComments } = site
  if (!file.endsWith('.mdx') && !((admonitionComponent || mdFormat) && file.endsWith('.md'))) return false
  try {
    const source = readSourceFile(file, sourceFile)
    // the answer depends on the site's Admonition and how it reads sources too: the memo's key says which it had
    const memoKey = [source, admonitionComponent && 'admonition component', mdFormat, mdxHtmlComments && 'comments']
      .filter(Boolean)
      .join('\0')
    const known = memo?.get(sourceFile, memoKey)
    if (known !== undefined) return known
    const parsed = parseFrontMatter(source, sourceFile)
    const options = { file: sourceFile, lineOffset: parsed.lineOffset, ...site }
    const needsModule = needsComponentModule(parsed.body, options, keep)
    memo?.set(sourceFile, memoKey, needsModule)
    return needsModule
  } catch (error) {
    if (error instanceof BuildError) return false
    throw error
  }
}
