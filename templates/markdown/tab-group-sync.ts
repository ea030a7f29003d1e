/**
 * A Tabs' choice kept beyond the Tabs (useTabChoice.ts loads this module on demand, only for a Tabs with a groupId or
 * a queryString, so that pages whose tabs have neither do not pay for it): read from the URL's query and the
 * group's stored choice, announced to the group's other Tabs (this page: an event; other browser tabs: the storage
 * event), written to storage and the query.
 */
import { localStore, onStoredValueChange } from '../../src/client/index.js'
import { initialTabChoice, tabGroupStorageKey, tabQueryKey, urlWithTabChoice } from './tab-choice.js'

/** Fired on window when a Tabs with a groupId is chosen, so the group's other Tabs on the page follow. */
export const TAB_GROUP_CHANGE_EVENT = 'hd:tab-group-change'

interface TabGroupChange {
  groupId: string
  value: string
}

export interface TabSyncOptions {
  values: string[]
  groupId?: string
  /** the Tabs' `queryString` prop (tabQueryKey: the query parameter it means) */
  queryString?: boolean | string
}

/** Selects the query's or the stored value, if any, then follows the group's changes. Returns the stop function. */
export function startTabSync(options: TabSyncOptions, select: (value: string) => void): () => void {
  const { values, groupId } = options
  const queryKey = tabQueryKey(options.queryString, groupId)
  const initial = initialTabChoice(
    values,
    queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null,
    groupId ? localStore.get(tabGroupStorageKey(groupId)) : null,
  )
  if (initial !== null) select(initial)
  if (!groupId) return () => {}
  const onGroupChange = (event: Event) => {
    const change = (event as CustomEvent<TabGroupChange>).detail
    if (change.groupId === groupId && values.includes(change.value)) select(change.value)
  }
  window.addEventListener(TAB_GROUP_CHANGE_EVENT, onGroupChange)
  const stopSyncingTabs = onStoredValueChange(tabGroupStorageKey(groupId), () => {
    const stored = localStore.get(tabGroupStorageKey(groupId))
    if (stored !== null && values.includes(stored)) select(stored)
  })
  return () => {
    window.removeEventListener(TAB_GROUP_CHANGE_EVENT, onGroupChange)
    stopSyncingTabs()
  }
}

/** A reader's choice: into the query, the group's storage, and to the group's other Tabs on the page. */
export function keepTabChoice(options: Omit<TabSyncOptions, 'values'>, value: string): void {
  const { groupId } = options
  const queryKey = tabQueryKey(options.queryString, groupId)
  if (queryKey) {
    window.history.replaceState(window.history.state, '', urlWithTabChoice(window.location.href, queryKey, value))
  }
  if (!groupId) return
  localStore.set(tabGroupStorageKey(groupId), value)
  window.dispatchEvent(new CustomEvent<TabGroupChange>(TAB_GROUP_CHANGE_EVENT, { detail: { groupId, value } }))
}
