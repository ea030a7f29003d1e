import { useCallback, useEffect, useState } from 'react'

const loadTabSync = () => import('./tab-group-sync.js')

/**
 * The query parameter a Tabs' choice is kept in, or null: `queryString` true means the groupId. (Here, not in
 * tab-choice.ts with the other rules: that module is in the on-demand chunk, this one in every page's.)
 */
export function tabQueryKey(queryString: boolean | string | undefined, groupId: string | undefined): string | null {
  if (typeof queryString === 'string') return queryString || null
  if (queryString === true) return groupId ?? null
  return null
}

/**
 * The selected value of a Tabs: `defaultValue` on the server and in the hydration pass; with a groupId or a
 * queryString, after hydration the value from the URL's query or the group's stored choice, and the group's changes
 * (tab-group-sync.ts, a chunk loaded only for such Tabs).
 */
export function useTabChoice(options: {
  values: string[]
  defaultValue: string
  groupId?: string
  queryString?: boolean | string
}): [string, (value: string) => void] {
  const { groupId } = options
  const [selected, setSelected] = useState(options.defaultValue)
  const queryKey = tabQueryKey(options.queryString, groupId)
  const valuesKey = options.values.join('\n')
  const kept = Boolean(groupId || queryKey)

  useEffect(() => {
    if (!kept) return
    let stop: (() => void) | undefined
    let stopped = false
    void loadTabSync().then(({ startTabSync }) => {
      if (!stopped) stop = startTabSync({ values: valuesKey.split('\n'), groupId, queryKey }, setSelected)
    })
    return () => {
      stopped = true
      stop?.()
    }
  }, [kept, groupId, queryKey, valuesKey])

  const choose = useCallback(
    (value: string) => {
      setSelected(value)
      if (kept) void loadTabSync().then(({ keepTabChoice }) => keepTabChoice({ groupId, queryKey }, value))
    },
    [kept, groupId, queryKey],
  )
  return [selected, choose]
}
