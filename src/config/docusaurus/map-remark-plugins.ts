/**
 * The `remarkPlugins` of the classic preset's docs, blog and pages. One is done by hotkeys-docs itself:
 * @docusaurus/remark-plugin-npm2yarn (markdown/remark-npm2yarn.ts), known by being the site's own copy of that package
 * (the config requires it: a function, whose name says nothing). Its options other than Docusaurus' defaults are
 * warnings; any other remark plugin is a problem at its place in the list.
 */
import type { ConfigPath } from '../config-error.js'
import { type DocusaurusProblem, isRecord } from './docusaurus-problem.js'
import { ignoredOption } from './ignored-options.js'

export const NPM2YARN_PACKAGE = '@docusaurus/remark-plugin-npm2yarn'

/** the converters Docusaurus 3 gives npm2yarn by default (the tabs of remark-npm2yarn.ts) */
const DEFAULT_CONVERTERS = ['yarn', 'pnpm', 'bun']

export function remarkPluginProblems(
  plugins: unknown,
  at: ConfigPath,
  /** the site's copy of @docusaurus/remark-plugin-npm2yarn, when it has one */
  npm2yarn: unknown,
): DocusaurusProblem[] {
  if (plugins === undefined) return []
  if (!Array.isArray(plugins)) return [{ at, message: 'remarkPlugins must be an array' }]
  return plugins.flatMap((entry: unknown, index): DocusaurusProblem[] => {
    const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined]
    const entryAt = [...at, index]
    if (npm2yarn === undefined || plugin !== npm2yarn)
      return [
        {
          at: entryAt,
          message: 'This remark plugin is not supported',
          hint: `hotkeys-docs runs its own Markdown plugins and ${NPM2YARN_PACKAGE}'s job (a code block with npm2yarn in its meta); remove this one, or build this site with Docusaurus.`,
        },
      ]
    if (!isRecord(options)) return []
    const warnings: DocusaurusProblem[] = []
    if (options.sync === true)
      warnings.push(ignoredOption([...entryAt, 1, 'sync'], 'the npm, Yarn, pnpm and Bun tabs are not kept in step'))
    const converters = options.converters
    if (converters !== undefined && !(Array.isArray(converters) && converters.join() === DEFAULT_CONVERTERS.join()))
      warnings.push(ignoredOption([...entryAt, 1, 'converters'], 'the tabs are npm, Yarn, pnpm and Bun'))
    return warnings
  })
}
