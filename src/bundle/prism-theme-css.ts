/**
 * The code colours of the theme stylesheet, generated at build time from the prism-react-renderer themes the
 * config names (`themeConfig.prism.theme` for light mode, `darkTheme` for dark; validated against
 * src/shared/schemas/prism-theme-names.ts). Each theme's token styles become `.token.<type>` rules under
 * `html[data-theme=…]`, its plain colour the `--color-code-text` of that mode. A colour below 4.5:1 against the
 * code-block background (or a highlighted line) is darkened (light) or lightened (dark) at the same hue, so any
 * palette stays readable; the site's own backgrounds are kept.
 */
import { DEFAULT_PRISM_THEMES, type PrismThemeName } from '../shared/schemas/prism-theme-names.js'
import { parseColor, toHex, withContrast, type Rgb } from './color-contrast.js'

/** A theme as prism-react-renderer ships it (plain objects). */
export interface PrismTheme {
  plain: { color?: string; backgroundColor?: string }
  styles: Array<{ types: string[]; languages?: string[]; style: Record<string, string | number | undefined> }>
}

type Mode = 'light' | 'dark'

/**
 * The code backgrounds tokens are drawn on, from templates/css/tokens.css (a unit test keeps them equal): the
 * code block, and a highlighted line (the block under the highlight tint).
 */
export const CODE_BACKGROUNDS: Record<Mode, { block: string; highlight: { color: string; alpha: number } }> = {
  light: { block: '#f1f1f5', highlight: { color: '#000000', alpha: 0.06 } },
  dark: { block: '#050608', highlight: { color: '#ffffff', alpha: 0.07 } },
}
export const CODE_TEXT_MIN_CONTRAST = 4.5

/** The style keys carried over, as CSS properties. Others (text shadows, cursors) are left out. */
const CSS_PROPERTIES: Record<string, string> = {
  color: 'color',
  fontStyle: 'font-style',
  fontWeight: 'font-weight',
  opacity: 'opacity',
  textDecorationLine: 'text-decoration-line',
}
const CSS_NAME = /^[A-Za-z][\w-]*$/
const CSS_VALUE = /^[\w#%.,()\s!-]+$/

export async function loadPrismThemes(): Promise<Record<PrismThemeName, PrismTheme>> {
  const { themes } = await import('prism-react-renderer')
  return themes as unknown as Record<PrismThemeName, PrismTheme>
}

export function prismThemeCss(
  themes: Record<Mode, { name: string; theme: PrismTheme }>,
  /**
   * also each theme's own background, as `--hd-prism-background` of its mode: what a Docusaurus site's live editor
   * is drawn on (react-live paints it with the theme's plain colours), while its code blocks keep the site's
   */
  options: { themeBackgrounds?: boolean } = {},
): string {
  const out = [
    `/* code colours: light "${themes.light.name}", dark "${themes.dark.name}" (prism-react-renderer themes, src/bundle/prism-theme-css.ts) */`,
  ]
  for (const mode of ['light', 'dark'] as const) {
    const { theme } = themes[mode]
    const readable = readableColor(mode)
    const scope = `html[data-theme='${mode}']`
    if (theme.plain.color) out.push(`${scope} {\n  --color-code-text: ${readable(theme.plain.color)};\n}`)
    const background = theme.plain.backgroundColor
    if (options.themeBackgrounds && background && CSS_VALUE.test(background))
      out.push(`${scope} {\n  --hd-prism-background: ${background};\n}`)
    for (const { types, languages, style } of theme.styles) {
      const declarations = Object.entries(style).flatMap(([key, value]) => {
        const property = CSS_PROPERTIES[key]
        if (!property || value === undefined || !CSS_VALUE.test(String(value))) return []
        return [`  ${property}: ${key === 'color' ? readable(String(value)) : value};`]
      })
      const names = types.filter((t) => CSS_NAME.test(t))
      if (declarations.length === 0 || names.length === 0) continue
      const within = (languages ?? []).filter((l) => CSS_NAME.test(l)).map((l) => ` .language-${l}`)
      const selectors = names.flatMap((type) =>
        (within.length > 0 ? within : ['']).map((lang) => `${scope}${lang} .token.${type}`),
      )
      out.push(`${selectors.join(',\n')} {\n${declarations.join('\n')}\n}`)
    }
  }
  return out.join('\n\n') + '\n'
}

/** The colour as written when it reads well on the mode's code backgrounds (or cannot be parsed), else adjusted. */
function readableColor(mode: Mode): (color: string) => string {
  const { block, highlight } = CODE_BACKGROUNDS[mode]
  const base = parseColor(block)!
  const tint = parseColor(highlight.color)!
  const highlighted = base.map((c, i) => c * (1 - highlight.alpha) + tint[i] * highlight.alpha) as Rgb
  return (color) => {
    const important = /\s*!important\s*$/i.exec(color)
    const parsed = parseColor(important ? color.slice(0, important.index) : color)
    if (!parsed) return color
    const adjusted = withContrast(parsed, [base, highlighted], CODE_TEXT_MIN_CONTRAST, mode === 'light' ? -1 : 1)
    return adjusted === parsed ? color : toHex(adjusted) + (important ? ' !important' : '')
  }
}

/** A theme as the config gives it: a prism-react-renderer theme's name, or a theme of the site's own. */
export type ConfiguredPrismTheme = PrismThemeName | PrismTheme

/** The code colour CSS for the config's `themeConfig.prism` (validated; the schema's defaults). */
export async function configuredPrismCss(
  prism: { theme?: ConfiguredPrismTheme; darkTheme?: ConfiguredPrismTheme } = {},
  options: { themeBackgrounds?: boolean } = {},
): Promise<string> {
  const themes = await loadPrismThemes()
  // not the schema itself: this runs on the client bundle's thread, which has no other use for zod
  const named = (theme: ConfiguredPrismTheme) =>
    typeof theme === 'string' ? { name: theme, theme: themes[theme] } : { name: "the site's own", theme }
  return prismThemeCss(
    {
      light: named(prism.theme ?? DEFAULT_PRISM_THEMES.theme),
      dark: named(prism.darkTheme ?? DEFAULT_PRISM_THEMES.darkTheme),
    },
    options,
  )
}
