/**
 * `<Admonition type="tip" title="…">` (Docusaurus' `@theme/Admonition`) → the `:::tip[…]` container that
 * remark-admonitions turns into admonition markup; `<Details summary="…">` (`@theme/Details`) → `<details>` with
 * its `<summary>`, as the HTML element `<details>` is lowered.
 */
import type { Paragraph } from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import type { Node } from 'unist'
import type { JsxElement, JsxProps } from './mdx-jsx-props.js'
import type { RenderContext } from './render-context.js'
import { ADMONITION_TITLES, isAdmonitionName } from './remark-admonitions.js'
import { warnIgnoredProps } from './mdx-ignored-props.js'
import { type LoweredElement, loweredElement } from './lowered-element.js'
import { MDX_SUPPORT_HINT } from './mdx-support.js'

export function lowerAdmonition(element: JsxElement, props: JsxProps, context: RenderContext): ContainerDirective {
  // the site's own Admonition renders it: a component module (needsComponentModule)
  if (context.admonitionComponent)
    throw context.error(
      'mdx-component-not-supported',
      "<Admonition> is the site's src/theme/Admonition",
      element,
      MDX_SUPPORT_HINT,
    )
  warnIgnoredProps('Admonition', element, props, ['type', 'title', 'icon'], context, ['icon'])
  const type = props.type
  if (typeof type !== 'string' || !isAdmonitionName(type, context.markup)) {
    throw context.error(
      'mdx-admonition-type',
      `<Admonition> needs a type among ${Object.keys(ADMONITION_TITLES).join(', ')}${typeof type === 'string' ? ` (found "${type}")` : ''}`,
      element,
      'Write <Admonition type="tip" title="…">',
    )
  }
  const label: Paragraph[] =
    typeof props.title === 'string'
      ? [{ type: 'paragraph', data: { directiveLabel: true }, children: [{ type: 'text', value: props.title }] }]
      : []
  return {
    type: 'containerDirective',
    name: type,
    attributes: {},
    children: [...label, ...(element.children as ContainerDirective['children'])],
    position: element.position,
  }
}

export function lowerDetails(element: JsxElement, props: JsxProps, context: RenderContext): LoweredElement {
  warnIgnoredProps('Details', element, props, ['summary'], context)
  const summary: Node[] =
    typeof props.summary === 'string'
      ? [loweredElement('summary', {}, [{ type: 'text', value: props.summary } as Node], element.position)]
      : []
  return loweredElement('details', {}, [...summary, ...element.children], element.position)
}
