/**
 * Where the time of one big page goes: each stage of the markdown stage run on its own (parse, each remark
 * plugin, mdast → hast, each rehype plugin, finalize, toc, plain text), then what the build does with the result
 * (route data JSON, the page's server render as the build does it is left to the big-pages bench section).
 *
 *   node --import tsx bench/big-page-stages.ts [--sizes 0.1,0.25,0.5] [--plain] [--no-whole]
 *
 * Prints one line per size: ms of each stage, and the heap growth. Run each size in a fresh process
 * (`--sizes` with one value) when memory matters: V8 keeps the heap it grew.
 */
import type { Root as HastRoot } from 'hast'
import type { Root as MdastRoot } from 'mdast'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { type Pluggable, unified } from 'unified'
import {
  CONTENT_REHYPE_PLUGINS,
  CONTENT_REMARK_PLUGINS,
  CONTENT_REMARK_REHYPE_OPTIONS,
} from '../src/markdown/content-plugins.js'
import { finalizeHast } from '../src/markdown/finalize-hast.js'
import { parseInPieces } from '../src/markdown/parse-in-pieces.js'
import { remarkAutolinkLiteralGuard } from '../src/markdown/remark-autolink-literal-guard.js'
import { remarkEsmInMarkdown } from '../src/markdown/mdx-in-markdown.js'
import { hastToPlainText } from '../src/markdown/plain-text.js'
import { RenderContext } from '../src/markdown/render-context.js'
import { escapeSource } from '../src/markdown/source-escapes.js'
import { buildToc } from '../src/markdown/toc.js'
import { generateBigPage } from './generate-big-page.js'

const pluginName = (plugin: Pluggable) => {
  const fn = Array.isArray(plugin) ? plugin[0] : plugin
  return typeof fn === 'function' ? fn.name : 'plugin'
}

function time<T>(row: Record<string, number>, name: string, run: () => T): T {
  const started = performance.now()
  const value = run()
  row[name] = (row[name] ?? 0) + performance.now() - started
  return value
}

export function profileBigPage(bytes: number, plain = false): Record<string, number> {
  const page = generateBigPage({ bytes, plain })
  const body = page.slice(page.indexOf('\n---\n') + 5)
  const row: Record<string, number> = {}
  const heapBefore = process.memoryUsage().heapUsed
  const source = time(row, 'escape', () => escapeSource(body.replace(/\r\n?/g, '\n'), { mdx: false }))
  const context = new RenderContext(source, { file: 'big.md', lineOffset: 3 })
  const file = { value: source, data: { render: context } }
  const parser = unified().use(remarkParse).use(remarkGfm).use(remarkAutolinkLiteralGuard).use(remarkDirective)
  // the whole body at once (micromark's superlinear case), then in pieces as the markdown stage parses it
  if (!process.argv.includes('--no-whole')) time(row, 'parseWhole', () => parser.parse(file))
  const tree = time(row, 'parseInPieces', () => parseInPieces(source, (text) => parser.parse(text)))
  const steps: Pluggable[] = [
    remarkEsmInMarkdown,
    ...CONTENT_REMARK_PLUGINS,
    [remarkRehype, CONTENT_REMARK_REHYPE_OPTIONS],
    ...CONTENT_REHYPE_PLUGINS,
  ]
  let current: unknown = tree
  for (const step of steps) {
    const processor = unified().use(remarkGfm).use(remarkDirective).use([step]).freeze()
    current = time(row, pluginName(step), () => processor.runSync(current as MdastRoot, file as never))
  }
  const hast = current as HastRoot
  time(row, 'finalizeHast', () => finalizeHast(hast))
  time(row, 'toc', () => buildToc(context.headings, 2, 3))
  time(row, 'plainText', () => hastToPlainText(hast))
  time(row, 'json', () => JSON.stringify(hast))
  row.heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20
  return row
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2)
  const sizes = (
    argv[argv.indexOf('--sizes') + 1] && argv.includes('--sizes') ? argv[argv.indexOf('--sizes') + 1] : '0.1,0.25,0.5'
  )
    .split(',')
    .map(Number)
  for (const mb of sizes) {
    const row = profileBigPage(mb * 2 ** 20, argv.includes('--plain'))
    const cells = Object.entries(row).map(([name, ms]) => `${name} ${ms.toFixed(name === 'heapMb' ? 0 : 0)}`)
    process.stdout.write(`${mb} MB: ${cells.join(', ')}\n`)
  }
}
