/**
 * Props of a lowered component that do not change the static markup (a `className` on a TabItem, `lazy` on Tabs…)
 * or that are not supported yet are reported as warnings, one per prop, and ignored: never dropped in silence.
 */
import type { JsxElement, JsxProps } from './mdx-jsx-props.js'
import type { RenderContext } from './render-context.js'

export function warnIgnoredProps(
  component: string,
  element: JsxElement,
  props: JsxProps,
  known: readonly string[],
  context: RenderContext,
  notSupported: readonly string[] = [],
): void {
  for (const name of Object.keys(props)) {
    if (known.includes(name) && !notSupported.includes(name)) continue
    context.warn(
      'mdx-prop-ignored',
      `The prop "${name}" of <${component}> is ${known.includes(name) ? 'not supported yet' : 'unknown'} and is ignored`,
      element,
      known.includes(name) ? undefined : `Props of <${component}>: ${known.join(', ')}`,
    )
  }
}
