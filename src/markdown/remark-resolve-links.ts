/**
 * Links and images.
 *
 * - A relative link to a Markdown file (`./scoping-hotkeys.md`, `../api/use-hotkeys.mdx#enabled`) is resolved to
 *   its route through `options.resolveMarkdownLink` (given the path part only; the `?query#hash` is kept). When
 *   it resolves to nothing the href is left as written and a `broken-markdown-link` warning points at the line.
 *   Without a resolver, such links are left as written and not reported.
 * - Every link (`[text](url)`, `[text][ref]`, autolinks) is collected with its line, after resolution, for the
 *   link checker. Footnote references and heading anchors are generated, not collected.
 * - Images get `loading="lazy"` and are collected too (`image: true`), so the link checker can report a missing file.
 */
import type { Definition, ImageReference, LinkReference, Root } from 'mdast'
import type { Node } from 'unist'
import type { VFile } from 'vfile'
import { renderContextOf, type RenderContext } from './render-context.js'
import { walkMdast } from './walk-tree.js'

const MARKDOWN_FILE = /\.mdx?$/i
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i

export function remarkResolveLinks() {
  return (tree: Root, file: VFile) => {
    const context = renderContextOf(file)
    const definitions = new Map<string, Definition>()
    // a reference may come before its definition: its href is filled in after the walk
    const references: Array<{ node: LinkReference | ImageReference; at: number }> = []
    walkMdast(tree, (node) => {
      if (node.type === 'link') {
        node.url = resolveHref(node.url, node, context)
        context.links.push({ href: node.url, line: context.lineOf(node) })
      } else if (node.type === 'linkReference') {
        references.push({ node, at: context.links.length })
        context.links.push({ href: '', line: context.lineOf(node) })
      } else if (node.type === 'definition') {
        node.url = resolveHref(node.url, node, context)
        // the first definition of an identifier wins (CommonMark)
        if (!definitions.has(node.identifier)) definitions.set(node.identifier, node)
      } else if (node.type === 'image') {
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, loading: 'lazy' } }
        context.links.push({ href: node.url, line: context.lineOf(node), image: true })
      } else if (node.type === 'imageReference') {
        references.push({ node, at: context.links.length })
        context.links.push({ href: '', line: context.lineOf(node), image: true })
      }
    })
    // references without a definition render as plain text: they are not links
    const unresolved = new Set<number>()
    for (const { node, at } of references) {
      const definition = definitions.get(node.identifier)
      if (definition) context.links[at].href = definition.url
      else unresolved.add(at)
    }
    if (unresolved.size > 0) {
      const kept = context.links.filter((_, i) => !unresolved.has(i))
      context.links.splice(0, context.links.length, ...kept)
    }
  }
}

/** `../api/use-hotkeys.md#enabled` → `/docs/api/use-hotkeys#enabled`; anything else is returned unchanged. */
function resolveHref(href: string, node: Node, context: RenderContext): string {
  if (!context.resolveMarkdownLink) return href
  const split = href.search(/[?#]/)
  const pathPart = split === -1 ? href : href.slice(0, split)
  const suffix = split === -1 ? '' : href.slice(split)
  if (!MARKDOWN_FILE.test(pathPart) || HAS_SCHEME.test(pathPart) || pathPart.startsWith('/')) return href
  const route = context.resolveMarkdownLink(pathPart)
  if (route !== undefined) return route + suffix
  context.warn(
    'broken-markdown-link',
    `The Markdown link "${href}" does not point to a known document`,
    node,
    'Check the path (it is relative to this file) and that the target is not a draft, or link to its route instead',
  )
  return href
}
