/**
 * A Docusaurus config names its code colours with prism-react-renderer's theme objects
 * (`require('prism-react-renderer').themes.github`); ours names them (`'github'`). The object is matched against the
 * package's themes by value (the site's copy of the package is not the same object as ours), first whole, then by its
 * plain colours (a patch release may retouch a token colour).
 */
import { themes } from 'prism-react-renderer'
import { isDeepStrictEqual } from 'node:util'
import { PRISM_THEME_NAMES, type PrismThemeName } from '../../shared/schemas/prism-theme-names.js'

/** The theme's name, or undefined for a theme of the site's own. */
export function prismThemeName(theme: unknown): PrismThemeName | undefined {
  if (typeof theme === 'string')
    return (PRISM_THEME_NAMES as readonly string[]).includes(theme) ? (theme as PrismThemeName) : undefined
  if (typeof theme !== 'object' || theme === null) return undefined
  const known = PRISM_THEME_NAMES.map((name) => [name, themes[name]] as const)
  const whole = known.find(([, candidate]) => isDeepStrictEqual(candidate, theme))
  if (whole) return whole[0]
  const plain = (theme as { plain?: unknown }).plain
  return known.find(([, candidate]) => isDeepStrictEqual(candidate.plain, plain))?.[0]
}
