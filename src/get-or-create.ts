/** What `getOrCreate` needs of a map: a Map and a WeakMap both fit. */
interface KeyedStore<K, V> {
  get(key: K): V | undefined
  set(key: K, value: V): unknown
}

/** The value stored under `key`, made by `make` and stored on the first ask (the memo of a cache or an index). */
export function getOrCreate<K, V>(store: KeyedStore<K, V>, key: K, make: () => V): V {
  const stored = store.get(key)
  if (stored !== undefined) return stored
  const made = make()
  store.set(key, made)
  return made
}
