import type { SiteData } from '../shared/types.js'
import { THEME_STORAGE_KEY } from '../shared/constants.js'

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
