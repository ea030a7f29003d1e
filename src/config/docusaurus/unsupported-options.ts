/** Options of a Docusaurus section that hotkeys-docs neither maps nor does by itself: one problem each. */
import type { ConfigPath } from '../config-error.js'
import type { DocusaurusProblem } from './docusaurus-problem.js'

export function unsupportedOptions(
  options: Record<string, unknown>,
  at: ConfigPath,
  known: Iterable<string>,
  section: string,
): DocusaurusProblem[] {
  const accepted = new Set(known)
  return Object.keys(options)
    .filter((key) => !accepted.has(key) && options[key] !== undefined)
    .map((key) => ({
      at: [...at, key],
      message: `The ${section} option "${key}" is not supported`,
      hint: `hotkeys-docs reads ${[...accepted].sort().join(', ')}; remove "${key}", or build this site with Docusaurus.`,
    }))
}
