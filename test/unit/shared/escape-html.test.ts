import { describe, expect, it } from 'vitest'
import { escapeHtml } from '../../../src/shared/escape-html.js'

describe('escapeHtml', () => {
  it.each([
    ['a & b', 'a &amp; b'],
    ['<script>', '&lt;script&gt;'],
    ['"quoted"', '&quot;quoted&quot;'],
    ["it's", 'it&#39;s'],
    ['&amp;', '&amp;amp;'],
    ['plain', 'plain'],
  ])('%j → %j', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected)
  })
})
