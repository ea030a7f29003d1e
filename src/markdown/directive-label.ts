/**
 * The `[label]` of a container directive (`:::tip[Title]`): remark-directive stores it as the container's first
 * child, a paragraph marked `data.directiveLabel`.
 */
import type { Paragraph } from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'

/** Removes the label paragraph from the container and returns it (undefined when there is no label). */
export function takeDirectiveLabel(node: ContainerDirective): Paragraph | undefined {
  const first = node.children[0]
  if (first?.type === 'paragraph' && first.data?.directiveLabel) {
    node.children.shift()
    return first
  }
  return undefined
}

export function hasDirectiveLabel(node: ContainerDirective): boolean {
  const first = node.children[0]
  return first?.type === 'paragraph' && first.data?.directiveLabel === true
}
