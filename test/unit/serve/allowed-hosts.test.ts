import { describe, expect, it } from 'vitest'
import {
  blockedHostMessage,
  hostNameOf,
  isAllowedHost,
  parseAllowedHosts,
  type HostRule,
} from '../../../src/serve/allowed-hosts.js'

const loopback: HostRule = { bindHost: '127.0.0.1' }
const wildcard: HostRule = { bindHost: '0.0.0.0' }
const named: HostRule = { bindHost: 'docs.lan' }
const listed: HostRule = { bindHost: '127.0.0.1', allowedHosts: ['preview.example', '.tunnel.example'] }
const any: HostRule = { bindHost: '127.0.0.1', allowedHosts: true }

describe('isAllowedHost', () => {
  const table: Array<[string, HostRule, string | undefined, boolean]> = [
    ['127.0.0.1 with a port', loopback, '127.0.0.1:3000', true],
    ['localhost', loopback, 'localhost:3000', true],
    ['LOCALHOST, upper case', loopback, 'LOCALHOST:3000', true],
    ['localhost. (the absolute form)', loopback, 'localhost.:3000', true],
    ['a name under .localhost', loopback, 'docs.localhost:3000', true],
    ['[::1]', loopback, '[::1]:3000', true],
    ['another loopback address', loopback, '127.0.0.2:3000', true],
    ['a LAN address', wildcard, '192.168.1.20:3000', true],
    ['any IPv4 address (rebinding needs a name)', loopback, '203.0.113.9:3000', true],
    ['any IPv6 address', wildcard, '[fd00::20]:3000', true],
    ['an IPv4 address in another notation (URL reads it as 127.0.0.1)', loopback, '2130706433:3000', true],
    ['no port', loopback, 'localhost', true],
    ['the name given to --host', named, 'docs.lan:3000', true],
    ['the name given to --host, upper case', named, 'DOCS.LAN', true],
    ['a name in --allowed-hosts', listed, 'preview.example:3000', true],
    ['a domain in --allowed-hosts with a leading dot: the domain itself', listed, 'tunnel.example', true],
    ['a domain in --allowed-hosts with a leading dot: a name under it', listed, 'abc.tunnel.example:443', true],
    ['--allowed-hosts all: any name', any, 'evil.example:3000', true],
    ['--allowed-hosts all: even no Host', any, undefined, true],

    ['a DNS-rebinding name, bound to loopback', loopback, 'evil.example:3000', false],
    ['a DNS-rebinding name, bound to all interfaces', wildcard, 'evil.example:3000', false],
    ['a name that only starts like localhost', loopback, 'localhost.evil.example:3000', false],
    ['a name that only ends like localhost', loopback, 'evillocalhost:3000', false],
    ['another name when bound to a name', named, 'other.lan:3000', false],
    ['a name under a name allowed without the leading dot', listed, 'x.preview.example', false],
    ['a name that only ends like an allowed domain', listed, 'eviltunnel.example', false],
    ['no Host header', loopback, undefined, false],
    ['an empty Host header', loopback, '', false],
    ['a Host with a path', loopback, 'localhost:3000/x', false],
    ['a Host with user info', loopback, 'evil.example@localhost:3000', false],
    ['a Host with spaces', loopback, 'localhost :3000', false],
  ]
  it.each(table)('%s', (_, rule, host, expected) => {
    expect(isAllowedHost(host, rule)).toBe(expected)
  })
})

describe('hostNameOf', () => {
  it('gives the name without port, brackets or final dot, in lower case', () => {
    expect(hostNameOf('Docs.Example.:8080')).toBe('docs.example')
    expect(hostNameOf('[::1]:3000')).toBe('::1')
    expect(hostNameOf('a b')).toBeUndefined()
  })
})

describe('blockedHostMessage', () => {
  it('names the host and the option that allows it', () => {
    const message = blockedHostMessage('Evil.Example:3000')
    expect(message).toContain('"evil.example"')
    expect(message).toContain('--allowed-hosts evil.example')
    expect(message).toContain('--allowed-hosts all')
  })

  it('says what is wrong with a missing or garbled Host', () => {
    expect(blockedHostMessage(undefined)).toMatch(/Host header \(""\) is missing/)
    expect(blockedHostMessage('a/b')).toContain('"a/b"')
  })
})

describe('parseAllowedHosts', () => {
  it('reads all or true as any host, else names separated by commas', () => {
    expect(parseAllowedHosts('all')).toBe(true)
    expect(parseAllowedHosts('true')).toBe(true)
    expect(parseAllowedHosts('Docs.Lan, .tunnel.example')).toEqual(['docs.lan', '.tunnel.example'])
  })

  it.each(['http://docs.lan', 'docs.lan:3000', '', 'docs.lan,', 'a/b'])('refuses %j, naming it', (value) => {
    expect(() => parseAllowedHosts(value)).toThrow(/is not a host name/)
  })
})
