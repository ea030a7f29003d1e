/**
 * Whether a request (the live-reload WebSocket upgrade) comes from a page this server served: the browser's
 * Origin must be the very origin the request addressed (scheme http, and host:port equal to the Host header),
 * and that Host must be one the server answers (allowed-hosts.ts: the same rule as for its pages).
 *
 * The second rule guards against DNS rebinding: a page on `http://evil.example:3000` whose name an attacker
 * re-points at 127.0.0.1 sends Origin and Host `evil.example:3000`, same-origin by the first rule.
 */
import { isAllowedHost, type HostRule } from './allowed-hosts.js'

export function isServedPageOrigin(origin: string | undefined, host: string | undefined, rule: HostRule): boolean {
  if (!origin || !host || /[/?#@\\\s]/.test(host)) return false // a Host header is `name[:port]`, nothing more
  const originUrl = parseUrl(origin)
  const hostUrl = parseUrl(`http://${host}`)
  if (!originUrl || !hostUrl || originUrl.protocol !== 'http:') return false
  if (originUrl.origin !== origin.toLowerCase().replace(/\/$/, '')) return false // a path, user info, … is not an origin
  if (originUrl.host !== hostUrl.host) return false
  return isAllowedHost(host, rule)
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}
