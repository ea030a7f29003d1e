/**
 * Links and images.
 *
 * - A relative link to a Markdown file (`./scoping-hotkeys.md`, `../api/use-hotkeys.mdx#enabled`) is resolved to
 *   its route through `options.resolveMarkdownLink` (given the path part only; the `?query#hash` is kept). When
 *   it resolves to nothing the href is left as written and a `broken-markdown-link` warning points at the line.
 *   Without a resolver, such links are left as written and not reported.
 * - A relative link or image naming another file next to the source (`./img/shot.png`, `../files/spec.pdf`) points
 *   to the URL the resolver gives its copy (`/assets/files/shot.<hash>.png`); the link is collected with that file
 *   (`target`), which the build copies there. One the resolver does not know stays as written (relative to the page).
 * - Every link (`[text](url)`, `[text][ref]`, autolinks) is collected with its line, after resolution, for the
 *   link checker. Footnote references and heading anchors are generated, not collected.
 * - Images get `loading="lazy"` and are collected too (`image: true`), so the link checker can report a missing file.
 * - A link, image or definition whose URL could run script (`javascript:`, `vbscript:`, a `data:` URL other than a
 *   raster image, see unsafe-url.ts) is reported as `unsafe-url` at its line (the content stage makes that a build
 *   error) and taken out of the page: a link keeps only its text, an image its alt text, and references to such a
 *   definition stay plain text. The URL never reaches the hast, so neither the HTML nor the route data hold it.
 */
import type { Definition, ImageReference, LinkReference, Root } from 'mdast'
import type { Node } from 'unist'
import type { VFile } from 'vfile'
import type { MarkdownLink } from './markdown-result.js'
import { relativeTarget } from './relative-target.js'
import { renderContextOf, type RenderContext } from './render-context.js'
import { unsafeUrlScheme } from './unsafe-url.js'
import { walkMdast } from './walk-tree.js'

const MARKDOWN_FILE = /\.mdx?$/i
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i

export function remarkResolveLinks() {
  return (tree: Root, file: VFile) => {
    const context = renderContextOf(file)
    const definitions = new Map<string, Definition>()
    // the file a definition's URL names (`[shot]: ./img/shot.png`), for the references to it
    const definitionTargets = new Map<Definition, string>()
    // a reference may come before its definition: its href is filled in after the walk
    const references: Array<{ node: LinkReference | ImageReference; at: number }> = []
    walkMdast(tree, (node, index, parent) => {
      if (
        (node.type === 'link' || node.type === 'image' || node.type === 'definition') &&
        isUnsafe(node.url, node, context)
      ) {
        // a link is replaced by its text (walked next), an image by its alt text, a definition by nothing
        const replacement =
          node.type === 'link'
            ? node.children
            : node.type === 'image' && node.alt
              ? [{ type: 'text' as const, value: node.alt, position: node.position }]
              : []
        ;(parent.children as unknown[]).splice(index, 1, ...replacement)
        return index
      }
      if (node.type === 'link') {
        const { url, target } = resolveHref(node.url, node, context)
        node.url = url
        context.links.push(withTarget({ href: url, line: context.lineOf(node) }, target))
      } else if (node.type === 'linkReference') {
        references.push({ node, at: context.links.length })
        context.links.push({ href: '', line: context.lineOf(node) })
      } else if (node.type === 'definition') {
        const { url, target } = resolveHref(node.url, node, context)
        node.url = url
        if (target) definitionTargets.set(node, target)
        // the first definition of an identifier wins (CommonMark)
        if (!definitions.has(node.identifier)) definitions.set(node.identifier, node)
      } else if (node.type === 'image') {
        const { url, target } = resolveHref(node.url, node, context)
        node.url = url
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, loading: 'lazy' } }
        context.links.push(withTarget({ href: url, line: context.lineOf(node), image: true }, target))
      } else if (node.type === 'imageReference') {
        references.push({ node, at: context.links.length })
        context.links.push({ href: '', line: context.lineOf(node), image: true })
      }
    })
    // references without a definition render as plain text: they are not links
    const unresolved = new Set<number>()
    for (const { node, at } of references) {
      const definition = definitions.get(node.identifier)
      if (definition)
        context.links[at] = withTarget(
          { ...context.links[at], href: definition.url },
          definitionTargets.get(definition),
        )
      else unresolved.add(at)
    }
    if (unresolved.size > 0) {
      const kept = context.links.filter((_, i) => !unresolved.has(i))
      context.links.splice(0, context.links.length, ...kept)
    }
  }
}

/** Reports an unsafe URL (see unsafe-url.ts) at the node's line; true when it is one. */
function isUnsafe(url: string, node: Node, context: RenderContext): boolean {
  const scheme = unsafeUrlScheme(url)
  if (scheme === undefined) return false
  const what = node.type === 'image' ? 'An image' : node.type === 'definition' ? 'A link definition' : 'A link'
  context.warn(
    'unsafe-url',
    `${what} points to a "${scheme}:" URL, which could run script in the reader's browser: ${abbreviate(url)}`,
    node,
    'Link to an http(s) URL or a page of the site; an image may be a file under static/ or a data:image/png, jpeg, gif or webp URL.',
  )
  return true
}

function abbreviate(url: string): string {
  const shown = JSON.stringify(url)
  return shown.length > 60 ? `${shown.slice(0, 56)}…"` : shown
}

const withTarget = (link: MarkdownLink, target: string | undefined): MarkdownLink =>
  target ? { ...link, target } : link

/**
 * `../api/use-hotkeys.md#enabled` → `/docs/api/use-hotkeys#enabled`; `./img/shot.png` → its copy's URL, with the
 * file it names (`target`); anything else is returned unchanged.
 */
function resolveHref(href: string, node: Node, context: RenderContext): { url: string; target?: string } {
  if (!context.resolveMarkdownLink) return { url: href }
  const split = href.search(/[?#]/)
  const pathPart = split === -1 ? href : href.slice(0, split)
  const suffix = split === -1 ? '' : href.slice(split)
  if (pathPart === '' || HAS_SCHEME.test(pathPart) || pathPart.startsWith('/')) return { url: href }
  const resolved = context.resolveMarkdownLink(pathPart)
  if (!MARKDOWN_FILE.test(pathPart)) {
    const target = relativeTarget(context.file, pathPart)
    return resolved === undefined || target === undefined ? { url: href } : { url: resolved + suffix, target }
  }
  if (resolved !== undefined) return { url: resolved + suffix }
  context.warn(
    'broken-markdown-link',
    `The Markdown link "${href}" does not point to a known document`,
    node,
    'Check the path (it is relative to this file) and that the target is not a draft, or link to its route instead',
  )
  return { url: href }
}
