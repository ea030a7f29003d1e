import { describe, expect, it } from 'vitest'
import { THEME_CSS, themeStylesheet } from '../../../src/bundle/bundle-client.js'
import { DOCUSAURUS_SITE_CSS, INFIMA_CSS } from '../../../src/bundle/docusaurus-modules.js'

describe('themeStylesheet', () => {
  it("is the theme's CSS and the code colours when the site has no stylesheets of its own", () => {
    expect(themeStylesheet('.token{}', [])).toBe(`@import ${JSON.stringify(THEME_CSS)};\n.token{}`)
  })

  it("puts the Infima layer, then the site's stylesheets, after the theme's", () => {
    expect(themeStylesheet('', ['/site/src/css/custom.css'])).toBe(
      [THEME_CSS, INFIMA_CSS, '/site/src/css/custom.css'].map((f) => `@import ${JSON.stringify(f)};\n`).join(''),
    )
  })

  it("puts the Infima layer and the Docusaurus look of the theme's markup in a Docusaurus site, before its own", () => {
    expect(themeStylesheet('', [], true)).toBe(
      [THEME_CSS, INFIMA_CSS, DOCUSAURUS_SITE_CSS].map((f) => `@import ${JSON.stringify(f)};\n`).join(''),
    )
    expect(themeStylesheet('', ['/site/custom.css'], true)).toBe(
      [THEME_CSS, INFIMA_CSS, DOCUSAURUS_SITE_CSS, '/site/custom.css']
        .map((f) => `@import ${JSON.stringify(f)};\n`)
        .join(''),
    )
  })
})
