/** any indentation: fences inside JSX elements are often indented with them */
const FENCE = /^\s*(`{3,}|~{3,})/

/**
 * Calls `visit` with the index of each line outside fenced code blocks (``` or ~~~), fence lines excluded: the lines
 * where a rewrite or a look at the Markdown's syntax applies (source-escapes.ts, markdown-format.ts).
 */
export function forEachLineOutsideFences(lines: readonly string[], visit: (index: number) => void): void {
  let openFence: string | undefined
  for (let i = 0; i < lines.length; i++) {
    const fence = FENCE.exec(lines[i])?.[1]
    if (openFence !== undefined) {
      if (fence !== undefined && fence[0] === openFence[0] && fence.length >= openFence.length) openFence = undefined
      continue
    }
    if (fence !== undefined) openFence = fence
    else visit(i)
  }
}
