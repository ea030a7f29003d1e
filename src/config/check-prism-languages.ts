/**
 * `themeConfig.prism.additionalLanguages` names Prism languages (ids or aliases); a name Prism does not have would
 * leave its code blocks plain without a word, so it is an error at its line, with the closest name.
 */
import { BuildErrorList } from '../errors.js'
import { prismLanguageNames } from '../markdown/prism-languages.js'
import { suggestName } from '../shared/suggest-name.js'
import { ConfigError } from './config-error.js'
import type { SourceLocation } from '../errors.js'
import type { ConfigPath } from './config-error.js'

export function checkPrismLanguages(
  languages: readonly string[] | undefined,
  locate: (at: ConfigPath) => SourceLocation,
): void {
  if (!languages?.length) return
  const known = prismLanguageNames()
  const errors = languages.flatMap((name, index) => {
    if (known.has(name)) return []
    const at = ['themeConfig', 'prism', 'additionalLanguages', index]
    const suggestion = suggestName(name, known)
    return [
      new ConfigError(
        'config-invalid-value',
        at,
        `"${name}" is not a language Prism highlights${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
        {
          ...locate(at),
          hint: "Use a Prism language id or alias (python, yaml, java…): prismjs' components.json lists them.",
        },
      ),
    ]
  })
  if (errors.length === 1) throw errors[0]
  if (errors.length > 1) throw new BuildErrorList(`${errors.length} unknown Prism languages`, errors)
}
