/**
 * zod writes an object's keys in the order of its schema; the author's order is kept instead (the keys a default
 * added come after), because parts of the config reach the built pages as they are (navbar items, footer links, the
 * announcement bar) and their JSON should not depend on how a schema happens to list its fields.
 */
export function inAuthorKeyOrder<T>(written: unknown, parsed: T): T {
  if (Array.isArray(parsed))
    return parsed.map((item, index) => inAuthorKeyOrder(Array.isArray(written) ? written[index] : undefined, item)) as T
  if (!isPlainObject(parsed)) return parsed
  const source = isPlainObject(written) ? written : {}
  const ordered: Record<string, unknown> = {}
  for (const key of [...Object.keys(source), ...Object.keys(parsed)]) {
    if (key in parsed && !(key in ordered)) ordered[key] = inAuthorKeyOrder(source[key], parsed[key])
  }
  return ordered as T
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
