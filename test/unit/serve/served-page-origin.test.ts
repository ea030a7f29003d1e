import { describe, expect, it } from 'vitest'
import type { HostRule } from '../../../src/serve/allowed-hosts.js'
import { isServedPageOrigin } from '../../../src/serve/served-page-origin.js'

const wildcard: HostRule = { bindHost: '0.0.0.0' }
const wildcard6: HostRule = { bindHost: '::' }
const loopback: HostRule = { bindHost: '127.0.0.1' }
const lan: HostRule = { bindHost: '192.168.1.20' }
const named: HostRule = { bindHost: 'docs.lan' }
const listed: HostRule = { bindHost: '127.0.0.1', allowedHosts: ['preview.example'] }

describe('isServedPageOrigin', () => {
  const table: Array<[string, HostRule, string | undefined, string | undefined, boolean]> = [
    ['127.0.0.1, bound to 127.0.0.1', loopback, 'http://127.0.0.1:3000', '127.0.0.1:3000', true],
    ['localhost, bound to 127.0.0.1', loopback, 'http://localhost:3000', 'localhost:3000', true],
    ['127.0.0.1, bound to 0.0.0.0', wildcard, 'http://127.0.0.1:3000', '127.0.0.1:3000', true],
    ['localhost, bound to 0.0.0.0', wildcard, 'http://localhost:3000', 'localhost:3000', true],
    ['upper-case LOCALHOST', wildcard, 'http://localhost:3000', 'LOCALHOST:3000', true],
    ['another loopback address', wildcard, 'http://127.0.0.2:3000', '127.0.0.2:3000', true],
    ['[::1]', wildcard6, 'http://[::1]:3000', '[::1]:3000', true],
    [
      'a LAN address of this machine, bound to 0.0.0.0',
      wildcard,
      'http://192.168.1.20:3000',
      '192.168.1.20:3000',
      true,
    ],
    ['an IPv6 address of this machine, bound to ::', wildcard6, 'http://[fd00::20]:3000', '[fd00::20]:3000', true],
    ['the LAN address bound to', lan, 'http://192.168.1.20:3000', '192.168.1.20:3000', true],
    ['the host name bound to', named, 'http://docs.lan:3000', 'docs.lan:3000', true],
    ['port 80 (no port in either)', loopback, 'http://127.0.0.1', '127.0.0.1:80', true],
    // an address cannot be re-pointed like a name: only a page really served from it can send it
    ["an address that is not this machine's", wildcard, 'http://203.0.113.9:3000', '203.0.113.9:3000', true],
    ['a LAN address when bound to loopback only', loopback, 'http://192.168.1.20:3000', '192.168.1.20:3000', true],
    ['a name allowed with --allowed-hosts', listed, 'http://preview.example:3000', 'preview.example:3000', true],

    ['no Origin', wildcard, undefined, '127.0.0.1:3000', false],
    ['no Host', wildcard, 'http://127.0.0.1:3000', undefined, false],
    ['another site', wildcard, 'http://evil.example', '127.0.0.1:3000', false],
    ['another port', wildcard, 'http://127.0.0.1:3001', '127.0.0.1:3000', false],
    ['another name for the same server', wildcard, 'http://localhost:3000', '127.0.0.1:3000', false],
    ['https', wildcard, 'https://127.0.0.1:3000', '127.0.0.1:3000', false],
    ['an opaque origin', wildcard, 'null', '127.0.0.1:3000', false],
    ['an Origin with a path', wildcard, 'http://127.0.0.1:3000/docs', '127.0.0.1:3000', false],
    [
      'DNS rebinding: an outside name, Origin and Host agree',
      wildcard,
      'http://evil.example:3000',
      'evil.example:3000',
      false,
    ],
    ['DNS rebinding, bound to 127.0.0.1', loopback, 'http://evil.example:3000', 'evil.example:3000', false],
    [
      'a name that only looks local',
      wildcard,
      'http://localhost.evil.example:3000',
      'localhost.evil.example:3000',
      false,
    ],
    ['another site, even with --allowed-hosts', listed, 'http://preview.example:3000', '127.0.0.1:3000', false],
    ['another name when bound to a host name', named, 'http://other.lan:3000', 'other.lan:3000', false],
    ['a garbled Host', wildcard, 'http://127.0.0.1:3000', '127.0.0.1:3000/x@y', false],
  ]
  it.each(table)('%s', (_, served, origin, host, expected) => {
    expect(isServedPageOrigin(origin, host, served)).toBe(expected)
  })
})
