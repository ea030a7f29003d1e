import { describe, expect, it } from 'vitest'
import type { ClickInfo } from '../../../../src/client/link-interception.js'
import { samePageFragmentTarget } from '../../../../src/client/router/link-clicks.js'

const current = new URL('http://site.test/docs/intro?x=1#top')
const plain: ClickInfo = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
}
const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({
  href: new URL(href, current).href,
  target: '',
  download: false,
  ...extra,
})

describe('samePageFragmentTarget', () => {
  const fragment = (
    href: string,
    click: Partial<ClickInfo> = {},
    extra: Partial<{ target: string; download: boolean }> = {},
  ) => samePageFragmentTarget({ ...plain, ...click }, link(href, extra), current)?.href ?? null

  it('is the URL of a plain click on a #anchor of this page', () => {
    expect(fragment('#usage')).toBe('http://site.test/docs/intro?x=1#usage')
    expect(fragment('/docs/intro?x=1#top')).toBe('http://site.test/docs/intro?x=1#top')
  })

  it('leaves other clicks and other pages alone', () => {
    expect(fragment('/docs/api#usage')).toBeNull()
    expect(fragment('/docs/intro?x=1')).toBeNull()
    expect(fragment('#usage', { ctrlKey: true })).toBeNull()
    expect(fragment('#usage', { button: 1 })).toBeNull()
    expect(fragment('#usage', { defaultPrevented: true })).toBeNull()
    expect(fragment('#usage', {}, { target: '_self' })).toBeNull()
    expect(fragment('https://other.test/docs/intro?x=1#usage')).toBeNull()
  })
})
