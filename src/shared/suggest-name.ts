/**
 * "Did you mean …?" for config keys and enum values. Distance is the optimal-string-alignment edit distance
 * (insert, delete, substitute, swap two neighbours), compared case-insensitively, so `themeConfg`, `themeconfig`
 * and `titel` all find their key. A candidate is suggested only when it is close for the word's length:
 * ≤ 1 edit up to 4 characters, ≤ 2 up to 8, else ≤ 3. One word being the start of the other (`warning` / `warn`)
 * counts as one edit.
 */
export function suggestName(word: string, candidates: Iterable<string>): string | undefined {
  const limit = word.length <= 4 ? 1 : word.length <= 8 ? 2 : 3
  let best: string | undefined
  let bestDistance = limit + 1
  for (const candidate of candidates) {
    const a = word.toLowerCase()
    const b = candidate.toLowerCase()
    // `warning` → `warn`, `doc` → `docs`: one word is the start of the other
    const d = Math.min(a.length, b.length) >= 3 && (a.startsWith(b) || b.startsWith(a)) ? 1 : editDistance(a, b)
    if (d < bestDistance) {
      best = candidate
      bestDistance = d
    }
  }
  return best
}

export function editDistance(a: string, b: string): number {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1)
    }
  }
  return d[a.length][b.length]
}

/** ` (did you mean "themeConfig"?)` when a candidate is close to `word` (suggestName), else ''. */
export function didYouMean(word: unknown, candidates: Iterable<string>): string {
  const suggestion = typeof word === 'string' ? suggestName(word, candidates) : undefined
  return suggestion ? ` (did you mean "${suggestion}"?)` : ''
}
