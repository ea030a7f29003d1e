import { useEffect, useState } from 'react'

const loadTabSync = () => import('./tab-group-sync.js')

/**
 * The selected value of a Tabs: `defaultValue` on the server and in the hydration pass; with a groupId or a
 * queryString, after hydration the value from the URL's query or the group's stored choice, and the group's changes
 * (tab-group-sync.ts, a chunk loaded only for such Tabs: every rule lives there, this hook is in every page's code).
 */
export function useTabChoice(options: {
  values: string[]
  defaultValue: string
  groupId?: string
  queryString?: boolean | string
}): [string, (value: string) => void] {
  const { groupId, queryString } = options
  const [selected, setSelected] = useState(options.defaultValue)
  const valuesKey = options.values.join('\n')
  const kept = !!(groupId || queryString)
  useEffect(() => {
    if (!kept) return
    let stop: (() => void) | undefined | false
    void loadTabSync().then((sync) => {
      stop = stop ?? sync.startTabSync({ values: valuesKey.split('\n'), groupId, queryString }, setSelected)
    })
    return () => {
      if (stop) stop()
      stop = false
    }
  }, [kept, groupId, queryString, valuesKey])
  const choose = (value: string) => {
    setSelected(value)
    if (kept) void loadTabSync().then((sync) => sync.keepTabChoice({ groupId, queryString }, value))
  }
  return [selected, choose]
}
