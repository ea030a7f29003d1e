import type { MdxParse } from '../markdown/render-markdown.js'

/**
 * The `.mdx` parses the module listing made (list-content-modules.ts), kept for the stages that parse the same file
 * again: the content stage's render of a file the lowering renders (renderMarkdown's `parse`), and the compiles of a
 * component module (compileMdxModule's `parse`: the content stage's and the server pages' on this thread). One
 * build's; up to a budget of source bytes, so that a large site parses some files twice rather than hold every tree
 * at once.
 */
export interface MdxParseStore {
  keep(file: string, parse: MdxParse): void
  /** the file's kept parse, handed over once (a file the lowering renders: one render uses it) */
  take(file: string): MdxParse | undefined
  /** a copy of the file's kept parse, which stays kept (a component module: compiled more than once, each compile changes its tree) */
  copyOf(file: string): MdxParse | undefined
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
    copyOf(file) {
      const parse = parses.get(file)
      return parse && { source: parse.source, tree: structuredClone(parse.tree) }
    },
  }
}
