/**
 * A Docusaurus config's `stylesheets` and `scripts` → our `headTags`, as Docusaurus puts them in every page's head:
 * a string is a stylesheet's href or a script's src, written as it is (no base URL added); an object gives the tag's
 * attributes, with at least `href` or `src` (`rel: 'stylesheet'` is added to a stylesheet's). Anything else is a
 * problem at its place in the list.
 */
import { type DocusaurusProblem, isRecord } from './docusaurus-problem.js'

export interface HeadTag {
  tagName: 'link' | 'script'
  attributes: Record<string, string | boolean>
}

const RESOURCES = {
  stylesheets: { tagName: 'link', url: 'href', extra: { rel: 'stylesheet' }, noun: 'A stylesheet' },
  scripts: { tagName: 'script', url: 'src', extra: {}, noun: 'A script' },
} as const

export function mapHeadResources(
  key: keyof typeof RESOURCES,
  value: unknown,
  problems: DocusaurusProblem[],
): HeadTag[] {
  const { tagName, url, extra, noun } = RESOURCES[key]
  if (value === undefined) return []
  if (!Array.isArray(value)) {
    problems.push({ at: [key], message: `${key} must be an array` })
    return []
  }
  const tags: HeadTag[] = []
  value.forEach((entry: unknown, index) => {
    if (typeof entry === 'string') {
      tags.push({ tagName, attributes: { ...extra, [url]: entry } })
    } else if (isRecord(entry) && typeof entry[url] === 'string') {
      const attributes: HeadTag['attributes'] = { ...extra }
      for (const [name, attribute] of Object.entries(entry)) {
        if (typeof attribute === 'string' || typeof attribute === 'boolean') attributes[name] = attribute
        else
          problems.push({
            at: [key, index, name],
            message: `${noun}'s attribute "${name}" must be a string or a boolean`,
          })
      }
      tags.push({ tagName, attributes })
    } else {
      problems.push({
        at: [key, index],
        message: `${noun} must be a plain string (the ${url}), or an object with at least a "${url}" property`,
      })
    }
  })
  return tags
}
