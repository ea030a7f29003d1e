/**
 * Which `Host` headers `serve` answers (pages, files and the live-reload socket alike), against DNS rebinding: a
 * page on `http://evil.example:3000` whose name the attacker then points at 127.0.0.1 reaches this server as the
 * same origin, and could read whatever it serves (watch mode: work in progress) — its requests carry
 * `Host: evil.example:3000`, which is refused.
 *
 * Answered without asking: `localhost` and `*.localhost` (always this machine), any IP address (rebinding needs a
 * name), and the name given to `--host`. Any other name only when allowed: `--allowed-hosts docs.lan,.ngrok.app`
 * (a name, or with a leading dot that name and every name under it), or `--allowed-hosts all` for any Host.
 */
import { isIP } from 'node:net'

/** Host names (a leading dot: that name and every name under it), or true: any host. */
export type AllowedHosts = readonly string[] | true

export interface HostRule {
  /** what the server is bound to (`--host`): a name given there is answered */
  bindHost: string
  /** the names allowed besides; default none */
  allowedHosts?: AllowedHosts
}

/** The host name of a `Host` header (`name[:port]`), lower case, without a final dot; IPv6 without brackets. */
export function hostNameOf(hostHeader: string | undefined): string | undefined {
  if (!hostHeader || /[/?#@\\\s]/.test(hostHeader)) return undefined // a Host header is `name[:port]`, nothing more
  let hostname: string
  try {
    hostname = new URL(`http://${hostHeader}`).hostname
  } catch {
    return undefined
  }
  return normalizeName(hostname.startsWith('[') ? hostname.slice(1, -1) : hostname)
}

export function isAllowedHost(hostHeader: string | undefined, rule: HostRule): boolean {
  if (rule.allowedHosts === true) return true
  const name = hostNameOf(hostHeader)
  if (name === undefined) return false
  if (isIP(name) !== 0 || name === 'localhost' || name.endsWith('.localhost')) return true
  if (name === normalizeName(rule.bindHost)) return true
  return (rule.allowedHosts ?? []).some((allowed) => {
    const entry = normalizeName(allowed)
    return entry.startsWith('.') ? name === entry.slice(1) || name.endsWith(entry) : name === entry
  })
}

/** The plain-text answer to a request for a host not allowed: what happened and the option that allows it. */
export function blockedHostMessage(hostHeader: string | undefined): string {
  const name = hostNameOf(hostHeader)
  if (name === undefined) {
    return `Blocked request: its Host header (${JSON.stringify(hostHeader ?? '')}) is missing or not a host name. This server answers localhost, IP addresses and the --host name; --allowed-hosts all answers any host.`
  }
  return (
    `Blocked request: this server does not answer the host "${name}" (a page on another site could reach it under that name).\n` +
    `To allow it, start the server with --allowed-hosts ${name} (several: --allowed-hosts ${name},other.example; ` +
    `.${name} allows every name under it too; --allowed-hosts all allows any host).`
  )
}

/**
 * `--allowed-hosts` as given on the command line: `all` or `true` for any host, else host names separated by
 * commas. Throws a TypeError naming a URL, a name with a port or an empty name.
 */
export function parseAllowedHosts(text: string): AllowedHosts {
  const value = text.trim()
  if (value === 'all' || value === 'true') return true
  return value.split(',').map((given) => {
    const name = given.trim()
    const domain = name.startsWith('.')
    const parsed = hostNameOf(domain ? name.slice(1) : name)
    if (!parsed || name.includes(':')) {
      throw new TypeError(
        `${JSON.stringify(name)} is not a host name. Give host names without scheme or port, separated by commas (docs.lan,.example.com; IP addresses are always answered), or all.`,
      )
    }
    return domain ? `.${parsed}` : parsed
  })
}

const normalizeName = (name: string): string => name.toLowerCase().replace(/\.$/, '')
