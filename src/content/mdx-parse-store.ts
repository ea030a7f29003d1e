import type { MdxParse } from '../markdown/render-markdown.js'

/**
 * The `.mdx` parses the module listing made (list-content-modules.ts), kept for the content stage to take instead of
 * parsing each file again (renderMarkdown's `parse`). One build's; up to a budget of source bytes, so that a large
 * site parses some files twice rather than hold every tree at once.
 */
export interface MdxParseStore {
  keep(file: string, parse: MdxParse): void
  /** the file's kept parse, handed over once */
  take(file: string): MdxParse | undefined
}

const DEFAULT_BUDGET_BYTES = 8 * 2 ** 20

export function createMdxParseStore(budgetBytes = DEFAULT_BUDGET_BYTES): MdxParseStore {
  const parses = new Map<string, MdxParse>()
  let bytes = 0
  return {
    keep(file, parse) {
      if (bytes + parse.source.length > budgetBytes) return
      bytes += parse.source.length
      parses.set(file, parse)
    },
    take(file) {
      const parse = parses.get(file)
      parses.delete(file)
      return parse
    },
  }
}
