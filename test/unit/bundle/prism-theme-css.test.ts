import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { themes } from 'prism-react-renderer'
import {
  CODE_BACKGROUNDS,
  CODE_TEXT_MIN_CONTRAST,
  configuredPrismCss,
  prismThemeCss,
  type PrismTheme,
} from '../../../src/bundle/prism-theme-css.js'
import { contrastRatio, parseColor, type Rgb } from '../../../src/bundle/color-contrast.js'
import { PRISM_THEME_NAMES } from '../../../src/shared/schemas/prism-theme-names.js'
import { findConfigProblems } from '../../../src/config/validate-config.js'
import { REPO_ROOT } from '../../helpers/fixture-site.js'

/** `selector → declarations` of the generated rules */
function rules(css: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const [, selectors, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    for (const selector of selectors.split(',').map((s) => s.trim()))
      map.set(selector, (map.get(selector) ?? '') + body)
  }
  return map
}
/** the last `color` a selector gets (later rules win, as in the browser) */
const colorOf = (css: string, selector: string) =>
  [...(rules(css).get(selector) ?? '').matchAll(/\bcolor: ([^;]+);/g)].pop()?.[1]
const theme = (name: keyof typeof themes) => themes[name] as unknown as PrismTheme

describe('the Prism theme names the config accepts', () => {
  it('are exactly the themes prism-react-renderer ships', () => {
    expect([...PRISM_THEME_NAMES].sort()).toEqual(Object.keys(themes).sort())
  })

  it('an unknown name is a config error at its config path, with a suggestion', () => {
    const config = (prism: unknown) => ({
      title: 'S',
      url: 'https://example.com',
      themeConfig: { navbar: { title: 'S', items: [] }, footer: { links: [] }, prism },
    })
    const [error] = findConfigProblems(config({ theme: 'github', darkTheme: 'draculla' }), { file: 'site.config.ts' })
    expect(error.configPath).toBe('themeConfig.prism.darkTheme')
    expect(error.message).toContain('did you mean "dracula"?')
    expect(findConfigProblems(config({ theme: 'vsLight', darkTheme: 'nightOwl' }), { file: 'site.config.ts' })).toEqual(
      [],
    )
  })

  it("takes a theme of the site's own in prism-react-renderer's shape, and names what is wrong in one", () => {
    const config = (prism: unknown) => ({
      title: 'S',
      url: 'https://example.com',
      themeConfig: { navbar: { title: 'S', items: [] }, footer: { links: [] }, prism },
    })
    const own = {
      plain: { color: '#222' },
      styles: [{ types: ['keyword'], style: { color: '#a0f', fontStyle: 'italic' } }],
    }
    expect(findConfigProblems(config({ theme: own }), { file: 'site.config.ts' })).toEqual([])
    const [error] = findConfigProblems(config({ theme: { plain: {}, styles: [{ types: 'keyword', style: {} }] } }), {
      file: 'site.config.ts',
    })
    expect(error.configPath).toBe('themeConfig.prism.theme.styles[0].types')
  })
})

describe('configuredPrismCss', () => {
  it("colours the code with a theme of the site's own, as with a named one", async () => {
    const own: PrismTheme = {
      plain: { color: '#1a1a1a' },
      styles: [{ types: ['keyword'], style: { color: '#5a2ca0', fontWeight: 'bold' } }],
    }
    const css = await configuredPrismCss({ theme: own, darkTheme: 'dracula' })
    expect(css).toContain(`light "the site's own", dark "dracula"`)
    expect(colorOf(css, "html[data-theme='light'] .token.keyword")).toBe('#5a2ca0')
    expect(rules(css).get("html[data-theme='light'] .token.keyword")).toContain('font-weight: bold;')
    expect(colorOf(css, "html[data-theme='dark'] .token.function")).toBe('rgb(80, 250, 123)')
  })
})

describe('prismThemeCss', () => {
  const css = prismThemeCss({
    light: { name: 'github', theme: theme('github') },
    dark: { name: 'dracula', theme: theme('dracula') },
  })

  it("turns the light theme's token styles into rules under the light mode and the dark theme's under dark", () => {
    // readable as they are: written as the theme has them
    expect(colorOf(css, "html[data-theme='light'] .token.function-variable")).toBe('#6f42c1')
    expect(colorOf(css, "html[data-theme='dark'] .token.function")).toBe('rgb(80, 250, 123)')
    expect(rules(css).get("html[data-theme='dark'] .token.keyword")).toContain('font-style: italic;')
    expect(rules(css).get("html[data-theme='light'] .token.namespace")).toContain('opacity: 0.7;')
    // the plain colour is the code text colour of that mode
    expect(rules(css).get("html[data-theme='light']")).toContain('--color-code-text: #393A34;')
    expect(rules(css).get("html[data-theme='dark']")).toContain('--color-code-text: #F8F8F2;')
  })

  it('darkens (light) or lightens (dark) a colour below 4.5:1 on the code backgrounds, at the same hue', () => {
    const comment = colorOf(css, "html[data-theme='light'] .token.comment")!
    expect(comment).not.toBe('#999988')
    const [r, g, b] = parseColor(comment)!
    expect(r).toBeCloseTo(g, 1) // github's grey-olive stays grey-olive
    expect(b).toBeLessThan(r)
    const darkComment = colorOf(css, "html[data-theme='dark'] .token.comment")!
    expect(parseColor(darkComment)!.every((c, i) => c >= parseColor('rgb(98, 114, 164)')![i])).toBe(true)
  })

  it('every generated colour of any shipped theme reads at 4.5:1 on the block and on a highlighted line', () => {
    const backgrounds = (mode: 'light' | 'dark'): Rgb[] => {
      const { block, highlight } = CODE_BACKGROUNDS[mode]
      const base = parseColor(block)!
      const tint = parseColor(highlight.color)!
      return [base, base.map((c, i) => c * (1 - highlight.alpha) + tint[i] * highlight.alpha) as Rgb]
    }
    for (const name of PRISM_THEME_NAMES) {
      const out = prismThemeCss({ light: { name, theme: theme(name) }, dark: { name, theme: theme(name) } })
      for (const [selector, body] of rules(out)) {
        const mode = selector.includes("'light'") ? 'light' : 'dark'
        for (const [, value] of body.matchAll(/(?:^|[\s;])(?:color|--color-code-text): ([^;]+);/g)) {
          const rgb = parseColor(value.replace(/\s*!important$/, ''))
          if (!rgb) continue // named colours are written as the theme has them
          for (const bg of backgrounds(mode))
            expect(contrastRatio(rgb, bg), `${name} ${selector} ${value}`).toBeGreaterThanOrEqual(
              CODE_TEXT_MIN_CONTRAST,
            )
        }
      }
    }
  })

  it('scopes language-specific styles to that language', () => {
    const out = prismThemeCss({
      light: { name: 'vsLight', theme: theme('vsLight') },
      dark: { name: 'vsDark', theme: theme('vsDark') },
    })
    expect(rules(out).has("html[data-theme='dark'] .language-markup .token.tag")).toBe(true)
  })

  it('the configured names choose the palettes (defaults github / dracula)', async () => {
    expect(await configuredPrismCss()).toBe(css)
    const other = await configuredPrismCss({ theme: 'vsLight', darkTheme: 'oneDark' })
    expect(other).toContain('light "vsLight", dark "oneDark"')
    expect(colorOf(other, "html[data-theme='light'] .token.tag")).toBe('rgb(128, 0, 0)')
  })

  it("gives each mode its theme's own background as --hd-prism-background only when asked (a Docusaurus site)", async () => {
    expect(css).not.toContain('--hd-prism-background')
    const withBackgrounds = await configuredPrismCss({}, { themeBackgrounds: true })
    const modeRules = (mode: string) =>
      [...withBackgrounds.matchAll(new RegExp(`html\\[data-theme='${mode}'\\] \\{([^}]*)\\}`, 'g'))].map((m) => m[1])
    expect(modeRules('light').join('')).toContain('--hd-prism-background: #f6f8fa;')
    expect(modeRules('dark').join('')).toContain('--hd-prism-background: #282A36;')
  })

  it("uses the site's code backgrounds (templates/css/tokens.css)", () => {
    const tokens = readFileSync(path.join(REPO_ROOT, 'templates/css/tokens.css'), 'utf8')
    const values = (name: string) => [...tokens.matchAll(new RegExp(`${name}: ([^;]+);`, 'g'))].map((m) => m[1])
    expect(values('--color-code-block-bg')).toEqual([CODE_BACKGROUNDS.light.block, CODE_BACKGROUNDS.dark.block])
    const [light, dark] = values('--color-code-highlight')
    expect(light).toBe(`rgb(0 0 0 / ${CODE_BACKGROUNDS.light.highlight.alpha})`)
    expect(dark).toBe(`rgb(255 255 255 / ${CODE_BACKGROUNDS.dark.highlight.alpha})`)
  })
})
