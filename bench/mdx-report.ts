/**
 * Runs the MDX stage over every `.mdx` file of a folder (a Docusaurus site, say) and prints, per file, whether it
 * lowers to static markup (`ok`), needs the component-module path (`module`) or has an error the author must fix
 * (`error`), then the counts by error code:
 *
 *   node --import tsx bench/mdx-report.ts /tmp/rhh-docs/packages/documentation
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import fg from 'fast-glob'
import { BuildError } from '../src/errors.js'
import { renderMarkdown } from '../src/markdown/render-markdown.js'
import { parseFrontMatter } from '../src/content/parse-front-matter.js'
import { COMPONENT_MODULE_CODES } from '../src/markdown/mdx-support.js'

const folder = path.resolve(process.argv[2] ?? '.')
const files = fg.sync('**/*.mdx', { cwd: folder, ignore: ['**/node_modules/**'] }).sort()
const counts = new Map<string, number>()
let lowered = 0
for (const file of files) {
  const source = readFileSync(path.join(folder, file), 'utf8')
  try {
    const parsed = parseFrontMatter(source, file)
    const result = renderMarkdown(parsed.body, { file, lineOffset: parsed.lineOffset })
    lowered++
    const warnings = result.warnings.map((w) => `\n    warning ${w.line ?? ''} ${w.message} [${w.code}]`).join('')
    console.log(`ok     ${file} (${result.liveBlocks.length} live blocks)${warnings}`)
  } catch (error) {
    if (!(error instanceof BuildError)) throw error
    counts.set(error.code, (counts.get(error.code) ?? 0) + 1)
    const kind = COMPONENT_MODULE_CODES.has(error.code) ? 'module' : 'error '
    console.log(`${kind} ${error.location}  ${error.message} [${error.code}]`)
  }
}
console.log(`\n${files.length} .mdx files: ${lowered} lowered, ${files.length - lowered} not`)
for (const [code, count] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`  ${count}  ${code}`)
