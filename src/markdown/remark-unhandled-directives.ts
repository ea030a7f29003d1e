/**
 * remark-directive parses any `:name` as a directive, so ordinary text such as `3:30`, `a:b` or `localhost:3000`
 * arrives as text directives, and a stray `::foo` or `:::foo` as leaf/container directives. Every directive that
 * no plugin handles (all text and leaf directives; containers other than the admonitions and tabs) is turned back
 * into the text the author wrote:
 *
 * - text directive → its source text, with the `[label]` content kept as Markdown (`:x[**b**]` keeps the bold);
 * - leaf directive → a paragraph of the same;
 * - container directive → its opening fence line as a paragraph, its content, and its closing fence line,
 *   plus an `unknown-directive` warning (`:::warn` is most likely a misspelt admonition).
 *
 * The original spelling comes from the source text (node positions), not from re-serialising the tree, so
 * nothing is escaped or normalised. Runs before the plugins that handle containers, so that their labels
 * (`:::tip[Open at 9:00]`, `:::tab[a:b]`) already hold plain text.
 */
import type { Paragraph, PhrasingContent, Root, Text } from 'mdast'
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive'
import type { Parent } from 'unist'
import type { VFile } from 'vfile'
import { hasDirectiveLabel } from './directive-label.js'
import { ADMONITION_TITLES, isAdmonitionName } from './remark-admonitions.js'
import { TAB_CONTAINER, TABS_CONTAINER } from './remark-tabs.js'
import { renderContextOf, type RenderContext } from './render-context.js'
import { walkMdast } from './walk-tree.js'

type Directive = ContainerDirective | LeafDirective | TextDirective

const TABS_CONTAINERS = new Set<string>([TABS_CONTAINER, TAB_CONTAINER])

const KNOWN = [...Object.keys(ADMONITION_TITLES).map((name) => `:::${name}`), '::::tabs holding :::tab[Label]'].join(
  ', ',
)

export function remarkUnhandledDirectives() {
  return (tree: Root, file: VFile) => {
    const context = renderContextOf(file)
    const touched = new Set<Parent>()
    walkMdast(tree, (node, index, parent) => {
      if (!isDirective(node)) return
      if (
        node.type === 'containerDirective' &&
        (TABS_CONTAINERS.has(node.name) || isAdmonitionName(node.name, context.markup))
      )
        return
      if (node.type === 'textDirective' && node.data?.hName) return // handled (e.g. :kbd[…])
      const replacement =
        node.type === 'textDirective'
          ? restoreInline(node, context)
          : node.type === 'leafDirective'
            ? [paragraph(restoreInline(node, context), node)]
            : restoreContainer(node, context)
      if (node.type !== 'textDirective') {
        context.warn(
          'unknown-directive',
          `Unknown directive ${node.type === 'leafDirective' ? '::' : ':::'}${node.name} is shown as text`,
          node,
          `Known directives: ${KNOWN}. To write the colons literally, escape the first one: \\:::`,
        )
      }
      ;(parent.children as unknown[]).splice(index, 1, ...replacement)
      touched.add(parent)
      // go on with the first restored node: the label and content may hold further directives
      return index
    })
    for (const parent of touched) mergeAdjacentText(parent)
  }
}

function isDirective(node: { type: string }): node is Directive {
  return node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'containerDirective'
}

/** `:name[label]{attrs}` → text before the label, the label's own nodes, text after it. */
function restoreInline(node: TextDirective | LeafDirective, context: RenderContext): PhrasingContent[] {
  const first = node.children[0]
  const last = node.children[node.children.length - 1]
  const start = node.position?.start.offset
  const end = node.position?.end.offset
  const labelStart = first?.position?.start.offset
  const labelEnd = last?.position?.end.offset
  if (start === undefined || end === undefined) return [text(`:${node.name}`, node), ...node.children]
  if (labelStart === undefined || labelEnd === undefined) return [text(context.sourceOf(node), node)]
  return [
    text(context.source.slice(start, labelStart), node),
    ...node.children,
    text(context.source.slice(labelEnd, end), node),
  ].filter((child) => child.type !== 'text' || child.value !== '')
}

/** `:::name[label]{attrs}` / content / `:::` → paragraph, content blocks, paragraph. */
function restoreContainer(
  node: ContainerDirective,
  context: RenderContext,
): Array<ContainerDirective['children'][number]> {
  const source = context.sourceOf(node)
  const lines = source.split('\n')
  const children = hasDirectiveLabel(node) ? node.children.slice(1) : node.children
  const opening = paragraph([text(lines[0], node)], node)
  const lastLine = lines.length > 1 ? lines[lines.length - 1].replace(/^[\s>]*/, '') : ''
  const closing = /^:{3,}\s*$/.test(lastLine) ? [paragraph([text(lastLine.trim(), node)], node)] : []
  return [opening, ...children, ...closing]
}

function text(value: string, at: Directive): Text {
  return { type: 'text', value, position: at.position }
}

function paragraph(children: PhrasingContent[], at: Directive): Paragraph {
  return { type: 'paragraph', children, position: at.position }
}

function mergeAdjacentText(parent: Parent): void {
  const merged: Parent['children'] = []
  for (const child of parent.children) {
    const previous = merged[merged.length - 1]
    if (child.type === 'text' && previous?.type === 'text') {
      const left = previous as Text
      const right = child as Text
      merged[merged.length - 1] = {
        type: 'text',
        value: left.value + right.value,
        position: left.position && right.position ? { start: left.position.start, end: right.position.end } : undefined,
      } as Text
    } else merged.push(child)
  }
  parent.children = merged
}
