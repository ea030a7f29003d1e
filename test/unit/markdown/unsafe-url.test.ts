import { describe, expect, it } from 'vitest'
import { unsafeUrlScheme } from '../../../src/markdown/unsafe-url.js'

describe('unsafeUrlScheme', () => {
  it.each([
    ['javascript:alert(1)', 'javascript'],
    ['JaVaScRiPt:alert(1)', 'javascript'],
    ['java\tscript:alert(1)', 'javascript'],
    ['java\nscr\ript:alert(1)', 'javascript'],
    ['  \u0001javascript:alert(1)', 'javascript'],
    ['vbscript:msgbox', 'vbscript'],
    ['VBScript:msgbox', 'vbscript'],
    ['data:text/html,<script>alert(1)</script>', 'data'],
    ['DATA:text/html;base64,PHNjcmlwdD4=', 'data'],
    ['data:image/svg+xml,<svg onload="alert(1)"/>', 'data'],
    ['data:application/xhtml+xml,x', 'data'],
    ['data:,plain', 'data'],
  ])('%j is unsafe (%s)', (url, scheme) => {
    expect(unsafeUrlScheme(url)).toBe(scheme)
  })

  it.each([
    'https://example.com/javascript:x',
    'http://example.com',
    '/docs/intro',
    './other.md#javascript:',
    '#anchor',
    'mailto:someone@example.com',
    'javascript-guide.md',
    'my-javascript:notes',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/jpeg;base64,/9j/',
    'DATA:Image/WebP;base64,UklGR',
    '',
  ])('%j is safe', (url) => {
    expect(unsafeUrlScheme(url)).toBeUndefined()
  })
})
