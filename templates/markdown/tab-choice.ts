/**
 * Where a tab group's choice lives, as Docusaurus keeps it: the URL's query (`queryString`: `?<key>=<value>`, key
 * the groupId when `queryString` is true) wins, then localStorage (`docusaurus.tab.<groupId>`), then the default.
 * Pure functions over the URL and a storage, unit-tested; tab-group-sync.ts wires them to the page.
 */

/** The query parameter a Tabs' choice is kept in, or null: `queryString` true means the groupId. */
export function tabQueryKey(queryString: boolean | string | undefined, groupId: string | undefined): string | null {
  if (typeof queryString === 'string') return queryString || null
  if (queryString === true) return groupId ?? null
  return null
}

/** The localStorage key of a tab group's choice: Docusaurus' own, so a reader's choice carries over. */
export function tabGroupStorageKey(groupId: string): string {
  return `docusaurus.tab.${groupId}`
}

/** The value to select: the query's, then the stored one, if it is one of the values; else null (keep the default). */
export function initialTabChoice(
  values: readonly string[],
  fromQuery: string | null,
  fromStorage: string | null,
): string | null {
  for (const candidate of [fromQuery, fromStorage])
    if (candidate !== null && values.includes(candidate)) return candidate
  return null
}

/** `url` with its query parameter `key` set to `value` (the rest of the URL as it was). */
export function urlWithTabChoice(url: string, key: string, value: string): string {
  const next = new URL(url)
  next.searchParams.set(key, value)
  return next.href
}
