/** Summary statistics of repeated measurements. */
export interface Summary {
  runs: number
  median: number
  min: number
  max: number
}

export function summarize(values: number[]): Summary {
  if (values.length === 0) throw new Error('no measurements to summarize')
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  return { runs: values.length, median, min: sorted[0], max: sorted[sorted.length - 1] }
}

export function formatMs(ms: number): string {
  if (ms >= 10_000) return `${(ms / 1000).toFixed(1)} s`
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`
  return `${Math.round(ms)} ms`
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}

/** A plain-text table: columns padded to their widest cell, a rule under the header. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (c ?? '').padEnd(widths[i]))
      .join('  ')
      .trimEnd()
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}
