/**
 * Docusaurus' number prefixes: a doc or folder named `01-intro`, `2. Guides` or `3_api` is `intro`, `Guides`, `api`
 * in ids and URLs, and its number orders it in a generated sidebar (unless front matter or `_category_.json` give a
 * position). Names that only look numbered are kept: a date or version (`2021-09-24-post`, `1.2.3-notes`) or a
 * name that is all number.
 */
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/
const DATE_OR_VERSION = /^\d+[-_.]\d+(?:[-_.\s]|$)/

export interface StrippedName {
  name: string
  /** the prefix's number, when there was one */
  position?: number
}

export function stripNumberPrefix(name: string): StrippedName {
  if (DATE_OR_VERSION.test(name)) return { name }
  const match = NUMBER_PREFIX.exec(name)
  if (!match) return { name }
  return { name: name.slice(match[0].length), position: Number(match[1]) }
}

/** `01-guides/02-first` → `guides/first` (POSIX separators). */
export function stripPathPrefixes(relativePath: string): string {
  return relativePath
    .split('/')
    .map((segment) => stripNumberPrefix(segment).name)
    .join('/')
}
