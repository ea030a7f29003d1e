import type { SiteData } from '../shared/types.js'
import {
  ANNOUNCEMENT_DISMISS_STORAGE_KEY,
  ANNOUNCEMENT_ID_STORAGE_KEY,
  THEME_STORAGE_KEY,
} from '../shared/constants.js'

/**
 * A tiny blocking script for <head>: applies the stored or preferred colour mode before the first paint, so a
 * dark-mode reader never sees a light flash. It also marks that JavaScript runs (`html.js`).
 */
export function themeScript(colorMode: SiteData['colorMode']): string {
  const defaultMode = JSON.stringify(colorMode.defaultMode)
  const respect = colorMode.respectPrefersColorScheme ? 'true' : 'false'
  const key = JSON.stringify(THEME_STORAGE_KEY)
  return `(function(){var d=document.documentElement,t;d.classList.add('js');try{t=localStorage.getItem(${key})}catch(e){}if(t!=='light'&&t!=='dark'){t=${respect}&&window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':${respect}&&window.matchMedia&&matchMedia('(prefers-color-scheme: light)').matches?'light':${defaultMode}}d.setAttribute('data-theme',t)})()`
}

/**
 * Marks `<html data-announcement-bar-initially-dismissed="true">` before the first paint when the reader dismissed
 * this very announcement (same id), so the bar does not flash before React removes it (see navbar.css).
 */
export function announcementBarScript(id: string): string {
  const idKey = JSON.stringify(ANNOUNCEMENT_ID_STORAGE_KEY)
  const dismissKey = JSON.stringify(ANNOUNCEMENT_DISMISS_STORAGE_KEY)
  return `;(function(){try{var s=localStorage;if(s.getItem(${idKey})===${JSON.stringify(id).replace(/</g, '\\u003c')}&&s.getItem(${dismissKey})==='true')document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','true')}catch(e){}})()`
}
