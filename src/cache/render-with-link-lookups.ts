/**
 * The markdown stage run with its relative-link resolver watched: the result, and every href it asked to resolve
 * with the route it got. A cached result is valid only while each of those hrefs still resolves to the same route
 * (watch mode's markdown cache, serve/markdown-cache.ts, and the build cache's entries, markdown-entries.ts).
 */
import type { MarkdownRenderer } from '../content/markdown-renderer.js'
import type { MarkdownOptions, MarkdownResult } from '../markdown/markdown-result.js'

export function renderWithLinkLookups(
  render: MarkdownRenderer,
  source: string,
  options: MarkdownOptions,
): { result: MarkdownResult; linkLookups: Map<string, string | undefined> } {
  const linkLookups = new Map<string, string | undefined>()
  const resolve = options.resolveMarkdownLink
  const result = render(source, {
    ...options,
    resolveMarkdownLink: resolve
      ? (href) => {
          const route = resolve(href)
          linkLookups.set(href, route)
          return route
        }
      : undefined,
  })
  return { result, linkLookups }
}
