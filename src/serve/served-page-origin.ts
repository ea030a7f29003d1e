/**
 * Whether a request (the live-reload WebSocket upgrade) comes from a page this server served: the browser's
 * Origin must be the very origin the request addressed (scheme http, and host:port equal to the Host header),
 * and that Host must be a name this server really answers to.
 *
 * The second rule guards against DNS rebinding: a page on `http://evil.example:3000` whose name an attacker
 * re-points at 127.0.0.1 sends Origin and Host `evil.example:3000`, same-origin by the first rule. The names
 * trusted are `localhost`, loopback addresses, the address or name the server was bound to, and, bound to a
 * wildcard (0.0.0.0, ::), this machine's own interface addresses (a page opened from another device on the LAN).
 */
import { isIP } from 'node:net'
import os from 'node:os'

export interface ServedHosts {
  /** what the server was bound to: `127.0.0.1`, `0.0.0.0`, `::`, a LAN address or a host name */
  bindHost: string
  /** this machine's interface addresses; default: from os.networkInterfaces(), read on each call */
  localAddresses?: () => string[]
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', ''])

export function isServedPageOrigin(origin: string | undefined, host: string | undefined, served: ServedHosts): boolean {
  if (!origin || !host || /[/?#@\\\s]/.test(host)) return false // a Host header is `name[:port]`, nothing more
  const originUrl = parseUrl(origin)
  const hostUrl = parseUrl(`http://${host}`)
  if (!originUrl || !hostUrl || originUrl.protocol !== 'http:') return false
  if (originUrl.origin !== origin.toLowerCase().replace(/\/$/, '')) return false // a path, user info, … is not an origin
  if (originUrl.host !== hostUrl.host) return false
  return isTrustedHostName(hostUrl.hostname, served)
}

/** `hostname` as URL gives it: lower case, IPv6 in brackets. */
function isTrustedHostName(hostname: string, served: ServedHosts): boolean {
  const name = unbracket(hostname)
  if (name === 'localhost' || isLoopbackAddress(name)) return true
  const bindHost = unbracket(served.bindHost.toLowerCase())
  if (WILDCARD_HOSTS.has(served.bindHost)) {
    if (isIP(name) === 0) return false
    const local = (served.localAddresses ?? interfaceAddresses)()
    return local.some((address) => unbracket(parseUrl(`http://${bracketed(address)}`)?.hostname ?? '') === name)
  }
  return name === (isIP(bindHost) ? unbracket(parseUrl(`http://${bracketed(bindHost)}`)?.hostname ?? '') : bindHost)
}

function isLoopbackAddress(address: string): boolean {
  if (isIP(address) === 4) return address.startsWith('127.')
  return address === '::1' || /^::ffff:(127\.|7f[0-9a-f]{2}:)/.test(address)
}

function interfaceAddresses(): string[] {
  return Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((info) => info.address))
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

const unbracket = (name: string): string => (name.startsWith('[') && name.endsWith(']') ? name.slice(1, -1) : name)
const bracketed = (address: string): string => (isIP(address) === 6 ? `[${address}]` : address)
