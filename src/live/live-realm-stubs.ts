/**
 * Runs first inside a live realm (live-realm-script.ts): the few host functions render-time code may call, as
 * no-ops written in the realm's own code, so a block behaves as it would in a server render (timers never fire
 * there, logs go nowhere) and nothing in the realm is a function of the build's process. Bundled into the realm
 * script; never imported by Node code.
 */
const realm = globalThis as unknown as Record<string, unknown>
const noop = (): void => {}
const never = (): number => 0

realm.console = Object.freeze(
  Object.fromEntries(
    [
      'log',
      'info',
      'warn',
      'error',
      'debug',
      'trace',
      'dir',
      'table',
      'group',
      'groupCollapsed',
      'groupEnd',
      'time',
      'timeEnd',
      'timeLog',
      'assert',
      'count',
    ].map((name) => [name, noop]),
  ),
)
realm.setTimeout = never
realm.setInterval = never
realm.clearTimeout = noop
realm.clearInterval = noop
realm.queueMicrotask = (callback: () => void): void => {
  void Promise.resolve().then(callback)
}

export {}
