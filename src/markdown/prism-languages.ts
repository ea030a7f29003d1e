/**
 * Languages highlighted beyond the built-in ones (prism-highlight.ts): any of Prism's components, by id or alias
 * (`python`, `py`, `yaml`…), loaded into Prism when a code block first asks for one, the languages it requires
 * first. A Docusaurus site gets prism-react-renderer's bundled languages and its `prism.additionalLanguages` this way.
 *
 * The component files are required from the installed prismjs (they add their grammar to the global `Prism`, which
 * the core sets, bundled or not); prismjs' own `loadLanguages` cannot be used, its requires are by computed path.
 */
import { createRequire } from 'node:module'
import Prism from 'prismjs'

const require = createRequire(import.meta.url)

interface Component {
  alias?: string | string[]
  require?: string | string[]
}

const components = () => (require('prismjs/components.json') as { languages: Record<string, Component> }).languages

/** Prism's language ids and aliases (`python`, `py`). */
export function prismLanguageNames(): Set<string> {
  const names = new Set<string>()
  for (const [id, language] of Object.entries(components())) {
    if (id === 'meta') continue
    names.add(id)
    for (const alias of [language.alias ?? []].flat()) names.add(alias)
  }
  return names
}

/** The grammar of `language` when it is one of `additional`, loaded on first use; undefined otherwise. */
export function additionalGrammar(language: string, additional: readonly string[]): Prism.Grammar | undefined {
  if (!additional.includes(language)) return undefined
  if (!Prism.languages[language]) loadComponent(language, components())
  return Prism.languages[language]
}

function loadComponent(name: string, all: Record<string, Component>): void {
  const id = Object.hasOwn(all, name)
    ? name
    : Object.keys(all).find((key) => [all[key].alias ?? []].flat().includes(name))
  if (!id || Prism.languages[id]) return
  for (const dependency of [all[id].require ?? []].flat()) loadComponent(dependency, all)
  require(`prismjs/components/prism-${id}.js`)
}
