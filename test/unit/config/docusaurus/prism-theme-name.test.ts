import { describe, expect, it } from 'vitest'
import { themes } from 'prism-react-renderer'
import { prismThemeName } from '../../../../src/config/docusaurus/prism-theme-name.js'

describe('prismThemeName', () => {
  it("names every theme object of prism-react-renderer, and a copy of it (the site's own copy of the package)", () => {
    for (const [name, theme] of Object.entries(themes)) {
      expect(prismThemeName(theme)).toBe(name)
      expect(prismThemeName(structuredClone(theme))).toBe(name)
    }
  })

  it('matches a retouched theme by its plain colours, and takes a name as it is', () => {
    expect(prismThemeName({ ...themes.vsDark, styles: [] })).toBe('vsDark')
    expect(prismThemeName('nightOwl')).toBe('nightOwl')
  })

  it("knows no theme of the site's own", () => {
    expect(prismThemeName({ plain: { color: '#010203' }, styles: [] })).toBeUndefined()
    expect(prismThemeName('solarized')).toBeUndefined()
    expect(prismThemeName(undefined)).toBeUndefined()
  })
})
