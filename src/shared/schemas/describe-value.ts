/** How problem messages name a value: `42`, `"text"` (cut at 40 characters), `null`, `an array`, `an object`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (typeof value === 'object') return 'an object'
  return `a ${typeof value}`
}

/** `"a", "b"` */
export function quoteList(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ')
}
