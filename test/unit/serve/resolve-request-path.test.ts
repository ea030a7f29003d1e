import { describe, expect, it } from 'vitest'
import { resolveRequestPath } from '../../../src/serve/resolve-request-path.js'
import { MAX_REQUEST_PATH_LENGTH } from '../../../src/serve/serve-constants.js'

describe('resolveRequestPath: clean URLs', () => {
  // request target, route path, candidate files in order
  const table: Array<[string, string, string[]]> = [
    ['/', '/', ['index.html']],
    ['/index.html', '/', ['index.html']],
    ['/?utm=1', '/', ['index.html']],
    ['/docs/intro', '/docs/intro', ['docs/intro', 'docs/intro.html', 'docs/intro/index.html']],
    ['/docs/intro/', '/docs/intro', ['docs/intro/index.html', 'docs/intro.html']],
    ['/docs/intro.html', '/docs/intro', ['docs/intro.html', 'docs/intro/index.html']],
    ['/docs/intro/index.html', '/docs/intro', ['docs/intro/index.html', 'docs/intro.html']],
    ['/docs/intro?x=1#frag', '/docs/intro', ['docs/intro', 'docs/intro.html', 'docs/intro/index.html']],
    ['/docs//intro', '/docs/intro', ['docs/intro', 'docs/intro.html', 'docs/intro/index.html']],
    ['/docs/4.x', '/docs/4.x', ['docs/4.x', 'docs/4.x.html', 'docs/4.x/index.html']],
    ['/docs/4.x/', '/docs/4.x', ['docs/4.x/index.html', 'docs/4.x.html']],
    [
      '/assets/app.O7E2227X.js',
      '/assets/app.O7E2227X.js',
      ['assets/app.O7E2227X.js', 'assets/app.O7E2227X.js.html', 'assets/app.O7E2227X.js/index.html'],
    ],
    [
      '/__data/docs/intro.json',
      '/__data/docs/intro.json',
      ['__data/docs/intro.json', '__data/docs/intro.json.html', '__data/docs/intro.json/index.html'],
    ],
    [
      '/img/my%20logo.svg',
      '/img/my logo.svg',
      ['img/my logo.svg', 'img/my logo.svg.html', 'img/my logo.svg/index.html'],
    ],
    ['/docs/%C3%A9t%C3%A9', '/docs/été', ['docs/été', 'docs/été.html', 'docs/été/index.html']],
    [
      '/.well-known/security.txt',
      '/.well-known/security.txt',
      ['.well-known/security.txt', '.well-known/security.txt.html', '.well-known/security.txt/index.html'],
    ],
    // a literal `%2e%2e` file name after one decoding, not a dot segment
    ['/%252e%252e/x', '/%2e%2e/x', ['%2e%2e/x', '%2e%2e/x.html', '%2e%2e/x/index.html']],
    ['/a...b', '/a...b', ['a...b', 'a...b.html', 'a...b/index.html']],
  ]

  it.each(table)('%s → route %s', (target, routePath, candidates) => {
    expect(resolveRequestPath(target)).toEqual({ kind: 'candidates', routePath, candidates })
  })
})

describe('resolveRequestPath: rejected', () => {
  const badRequests: string[] = [
    '/..',
    '/../secret.txt',
    '/docs/../../secret.txt',
    '/./index.html',
    '/docs/.../x',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/%2e%2E/secret.txt',
    '/.%2e/secret.txt',
    '/docs/%2e%2e/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/..%2Fsecret.txt',
    '/docs%2f..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/..%5Csecret.txt',
    '/..\\secret.txt',
    '/docs\\intro',
    '/secret.txt%00.html',
    '/index.html%00',
    '/%00',
    '/a%0ab',
    '/a%7fb',
    '//etc/passwd',
    '///etc/passwd',
    '//evil.example/x',
    '/C:/Windows/win.ini',
    '/c:%5cWindows',
    '/%43:/Windows',
    '/index.html::$DATA',
    '/%',
    '/%zz',
    '/%e0%80',
    '/%c0%ae%c0%ae/secret.txt', // overlong UTF-8 for `..`: not valid UTF-8
    '/%ff',
    'etc/passwd',
    '*',
    'http://127.0.0.1/../secret.txt',
    '/' + 'a'.repeat(MAX_REQUEST_PATH_LENGTH),
  ]

  it.each(badRequests)('%s → bad-request', (target) => {
    expect(resolveRequestPath(target).kind).toBe('bad-request')
  })

  it.each(['/.env', '/.nojekyll', '/.git/config', '/docs/.secret', '/.well-known/.hidden', '/%2egit/config'])(
    '%s → not-found (dotfile)',
    (target) => {
      expect(resolveRequestPath(target).kind).toBe('not-found')
    },
  )

  it('accepts a path of exactly the maximum length', () => {
    expect(resolveRequestPath('/' + 'a'.repeat(MAX_REQUEST_PATH_LENGTH - 1)).kind).toBe('candidates')
  })

  it('never produces a candidate that is absolute, empty, a dot segment or has a backslash', () => {
    const targets = ['/', '/a', '/a/', '/a/b.html', '/a/b/index.html', '/x//y/', '/%20', '/.well-known/']
    for (const target of targets) {
      const r = resolveRequestPath(target)
      if (r.kind !== 'candidates') throw new Error(`${target}: ${r.kind}`)
      for (const c of r.candidates) {
        expect(c).not.toMatch(/^\/|\\|(^|\/)\.\.?(\/|$)|\/\/|^$/)
      }
    }
  })
})
