/** When route prefetching is allowed (spec §7: never on 2g connections or with the data saver on). */

/** The parts of `navigator.connection` (Network Information API, Chromium only) the policy reads. */
export interface ConnectionInfo {
  saveData?: boolean
  effectiveType?: string
}

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g'])

export function canPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return !(connection.effectiveType !== undefined && SLOW_CONNECTIONS.has(connection.effectiveType))
}

/** The current browser's connection, when it reports one. */
export function currentConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection
}
