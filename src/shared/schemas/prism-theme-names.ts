/**
 * The code colour themes a site can name in `themeConfig.prism` (`theme` for light mode, `darkTheme` for dark):
 * the themes of prism-react-renderer, the palettes Docusaurus sites use. Listed here so the config is validated
 * without loading that package; a unit test keeps the list equal to the package's `themes`.
 */
export const PRISM_THEME_NAMES = [
  'dracula',
  'duotoneDark',
  'duotoneLight',
  'github',
  'gruvboxMaterialDark',
  'gruvboxMaterialLight',
  'jettwaveDark',
  'jettwaveLight',
  'nightOwl',
  'nightOwlLight',
  'oceanicNext',
  'okaidia',
  'oneDark',
  'oneLight',
  'palenight',
  'shadesOfPurple',
  'synthwave84',
  'ultramin',
  'vsDark',
  'vsLight',
] as const

export type PrismThemeName = (typeof PRISM_THEME_NAMES)[number]

/** The themes of a site that names none (Docusaurus' defaults). */
export const DEFAULT_PRISM_THEMES = { theme: 'github', darkTheme: 'dracula' } as const satisfies Record<
  string,
  PrismThemeName
>
