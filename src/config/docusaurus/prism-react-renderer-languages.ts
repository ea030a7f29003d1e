/**
 * The languages prism-react-renderer (Docusaurus' highlighter) bundles, which a Docusaurus site highlights without
 * listing them: read from the package's own Prism instance, kept when ours does not highlight them already and has
 * them as Prism components.
 */
import { Prism } from 'prism-react-renderer'
import { isHighlightedLanguage } from '../../markdown/prism-highlight.js'
import { prismLanguageNames } from '../../markdown/prism-languages.js'

export function prismReactRendererLanguages(): string[] {
  const components = prismLanguageNames()
  return Object.keys(Prism.languages).filter(
    (name) => typeof Prism.languages[name] === 'object' && components.has(name) && !isHighlightedLanguage(name),
  )
}
