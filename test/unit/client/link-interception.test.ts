import { describe, expect, it } from 'vitest'
import {
  clickNavigationTarget,
  internalRouteUrl,
  isFilePath,
  isSamePageHashLink,
  type ClickInfo,
} from '../../../src/client/link-interception.js'
import { samePageFragmentTarget } from '../../../src/client/router/link-clicks.js'

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
const target = (
  href: string,
  click: Partial<ClickInfo> = {},
  extra: Partial<{ target: string; download: boolean }> = {},
) => clickNavigationTarget({ ...plain, ...click }, link(href, extra), current)?.href ?? null

describe('which link clicks the router handles', () => {
  it('takes plain left clicks on same-origin route links', () => {
    expect(target('/docs/api/use-hotkeys')).toBe('http://site.test/docs/api/use-hotkeys')
    expect(target('/blog?page=2#post')).toBe('http://site.test/blog?page=2#post')
    expect(target('../blog')).toBe('http://site.test/blog')
    expect(target('/docs/intro.html')).toBe('http://site.test/docs/intro.html')
    // the current page without its fragment is a navigation (to the top), not a fragment jump
    expect(target('/docs/intro?x=1')).toBe('http://site.test/docs/intro?x=1')
    // another query on the same path is another page
    expect(target('/docs/intro?x=2#top')).toBe('http://site.test/docs/intro?x=2#top')
  })

  it('leaves modified clicks, other buttons and already handled clicks to the browser', () => {
    expect(target('/blog', { metaKey: true })).toBeNull()
    expect(target('/blog', { ctrlKey: true })).toBeNull()
    expect(target('/blog', { shiftKey: true })).toBeNull()
    expect(target('/blog', { altKey: true })).toBeNull()
    expect(target('/blog', { button: 1 })).toBeNull()
    expect(target('/blog', { defaultPrevented: true })).toBeNull()
  })

  it('leaves target and download links to the browser, but not target=_self', () => {
    expect(target('/blog', {}, { target: '_blank' })).toBeNull()
    expect(target('/blog', {}, { target: 'other' })).toBeNull()
    expect(target('/blog', {}, { download: true })).toBeNull()
    expect(target('/blog', {}, { target: '_self' })).toBe('http://site.test/blog')
  })

  it('leaves other origins, other protocols and static files to the browser', () => {
    expect(target('https://github.com/JohannesKlauss/react-hotkeys-hook')).toBeNull()
    expect(target('http://site.test:8080/docs')).toBeNull()
    expect(target('mailto:someone@example.com')).toBeNull()
    expect(target('/blog/rss.xml')).toBeNull()
    expect(target('/img/logo.svg')).toBeNull()
    expect(target('/llms.txt')).toBeNull()
  })

  it('leaves a fragment jump on the same page to the browser', () => {
    expect(target('#install')).toBeNull()
    expect(target('/docs/intro?x=1#install')).toBeNull()
    expect(isSamePageHashLink(new URL('http://site.test/docs/intro?x=1#a'), current)).toBe(true)
    expect(isSamePageHashLink(new URL('http://site.test/docs/intro#a'), current)).toBe(false)
  })

  it('only takes routes under the base URL', () => {
    expect(internalRouteUrl('/sub/docs', current, '/sub/')?.pathname).toBe('/sub/docs')
    expect(internalRouteUrl('/sub', current, '/sub/')?.pathname).toBe('/sub')
    expect(internalRouteUrl('/other/docs', current, '/sub/')).toBeNull()
  })

  it('tells files from routes by the last segment', () => {
    expect(isFilePath('/docs/intro')).toBe(false)
    expect(isFilePath('/docs/intro.html')).toBe(false)
    expect(isFilePath('/docs/4.x/intro')).toBe(false)
    expect(isFilePath('/docs/4.x')).toBe(false) // a version root, not a file
    expect(isFilePath('/img/Logo.PNG')).toBe(true)
    expect(isFilePath('/feed.xml')).toBe(true)
    expect(isFilePath('/.well-known/x')).toBe(false)
  })
})

describe('samePageFragmentTarget (router/link-clicks.ts): the same-page jumps the router eases', () => {
  const fragment = (href: string, click: Partial<ClickInfo> = {}, linkTarget = '') =>
    samePageFragmentTarget({ ...plain, ...click }, link(href, { target: linkTarget }), current)?.href ?? null

  it('is the URL of a plain click on a #anchor of this page', () => {
    expect(fragment('#usage')).toBe('http://site.test/docs/intro?x=1#usage')
    expect(fragment('/docs/intro?x=1#top')).toBe('http://site.test/docs/intro?x=1#top')
  })

  it('leaves other clicks and other pages alone', () => {
    expect(fragment('/docs/api#usage')).toBeNull()
    expect(fragment('/docs/intro?x=1')).toBeNull()
    for (const click of [{ ctrlKey: true }, { altKey: true }, { button: 1 }, { defaultPrevented: true }])
      expect(fragment('#usage', click)).toBeNull()
    expect(fragment('#usage', {}, '_self')).toBeNull()
    expect(fragment('https://other.test/docs/intro?x=1#usage')).toBeNull()
  })
})
