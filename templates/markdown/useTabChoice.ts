import { useCallback, useEffect, useState } from 'react'
import { localStore, onStoredValueChange } from '../../src/client/index.js'
import { initialTabChoice, tabGroupStorageKey, tabQueryKey, urlWithTabChoice } from './tab-choice.js'

/** Fired on window when a Tabs with a groupId is chosen, so the group's other Tabs on the page follow. */
export const TAB_GROUP_CHANGE_EVENT = 'hd:tab-group-change'

interface TabGroupChange {
  groupId: string
  value: string
}

/**
 * The selected value of a Tabs: `defaultValue` on the server and in the hydration pass, then (after hydration) the
 * value from the URL's query or the group's stored choice (tab-choice.ts). Choosing a tab stores it for its group,
 * tells the group's other Tabs (this page: an event; other browser tabs: the storage event) and writes the query.
 */
export function useTabChoice(options: {
  values: string[]
  defaultValue: string
  groupId?: string
  queryString?: boolean | string
}): [string, (value: string) => void] {
  const { groupId, queryString } = options
  const [selected, setSelected] = useState(options.defaultValue)
  const queryKey = tabQueryKey(queryString, groupId)
  const valuesKey = options.values.join('\n')

  useEffect(() => {
    const values = valuesKey.split('\n')
    const read = () =>
      initialTabChoice(
        values,
        queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null,
        groupId ? localStore.get(tabGroupStorageKey(groupId)) : null,
      )
    const initial = read()
    if (initial !== null) setSelected(initial)
    if (!groupId) return
    const onGroupChange = (event: Event) => {
      const change = (event as CustomEvent<TabGroupChange>).detail
      if (change.groupId === groupId && values.includes(change.value)) setSelected(change.value)
    }
    window.addEventListener(TAB_GROUP_CHANGE_EVENT, onGroupChange)
    const stopSyncingTabs = onStoredValueChange(tabGroupStorageKey(groupId), () => {
      const stored = localStore.get(tabGroupStorageKey(groupId))
      if (stored !== null && values.includes(stored)) setSelected(stored)
    })
    return () => {
      window.removeEventListener(TAB_GROUP_CHANGE_EVENT, onGroupChange)
      stopSyncingTabs()
    }
  }, [groupId, queryKey, valuesKey])

  const choose = useCallback(
    (value: string) => {
      setSelected(value)
      if (queryKey)
        window.history.replaceState(window.history.state, '', urlWithTabChoice(window.location.href, queryKey, value))
      if (!groupId) return
      localStore.set(tabGroupStorageKey(groupId), value)
      window.dispatchEvent(new CustomEvent<TabGroupChange>(TAB_GROUP_CHANGE_EVENT, { detail: { groupId, value } }))
    },
    [groupId, queryKey],
  )
  return [selected, choose]
}
