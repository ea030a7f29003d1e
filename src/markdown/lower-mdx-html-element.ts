/**
 * An HTML element written as JSX in MDX (`<details>`, `<div className="note">`, `<br/>`, `<a href>`, `<img>`)
 * → static markup:
 *
 * - `<a href>` becomes a Markdown link and `<img src>` a Markdown image, so remark-resolve-links resolves,
 *   checks and collects them like `[text](url)` and `![alt](src)`;
 * - the others become elements of the same name; `className` (or `class`) becomes the class list, a `style`
 *   object becomes CSS text, other props with string, number or boolean values are kept as written.
 *
 * Elements that run code or embed other documents (`<script>`, `<iframe>`, forms…) are not in the list below and
 * are errors, as are event handlers (`onClick`) and `dangerouslySetInnerHTML`.
 */
import type { Properties } from 'hast'
import type { Image, Link, PhrasingContent } from 'mdast'
import type { JsxElement, JsxProps } from './mdx-jsx-props.js'
import type { LiteralValue } from './mdx-literal-value.js'
import type { RenderContext } from './render-context.js'
import { type LoweredElement, loweredElement } from './lowered-element.js'
import { MDX_SUPPORT_HINT } from './mdx-support.js'

const HTML_ELEMENTS = new Set(
  (
    'a abbr b blockquote br caption center cite code col colgroup dd del details dfn div dl dt em figcaption figure ' +
    'h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q s samp section small span strong sub summary sup ' +
    'table tbody td tfoot th thead tr u ul var'
  ).split(' '),
)
/** CSS properties whose numbers take no `px` (React's list, the ones documentation pages use) */
const UNITLESS = new Set(['opacity', 'zIndex', 'fontWeight', 'lineHeight', 'flex', 'flexGrow', 'flexShrink', 'order'])

export function isHtmlElementName(name: string): boolean {
  return /^[a-z][a-z0-9]*$/.test(name)
}

export function lowerHtmlElement(
  element: JsxElement,
  props: JsxProps,
  context: RenderContext,
): LoweredElement | Link | Image {
  const name = element.name ?? ''
  if (!HTML_ELEMENTS.has(name)) {
    throw context.error(
      'mdx-html-element-not-supported',
      `The HTML element <${name}> is not supported in MDX yet`,
      element,
      MDX_SUPPORT_HINT,
    )
  }
  const properties = htmlProperties(element, props, context)
  if (name === 'a' && typeof props.href === 'string') {
    const { href: _href, ...rest } = properties
    return {
      type: 'link',
      url: props.href,
      children: element.children as PhrasingContent[],
      data: { hProperties: rest },
      position: element.position,
    }
  }
  if (name === 'img' && typeof props.src === 'string') {
    const { src: _src, alt: _alt, ...rest } = properties
    return {
      type: 'image',
      url: props.src,
      alt: typeof props.alt === 'string' ? props.alt : null,
      data: { hProperties: rest },
      position: element.position,
    }
  }
  return loweredElement(name, properties, element.children, element.position)
}

function htmlProperties(element: JsxElement, props: JsxProps, context: RenderContext): Properties {
  const properties: Properties = {}
  for (const [name, value] of Object.entries(props)) {
    if (/^on[A-Z]/.test(name) || name === 'dangerouslySetInnerHTML') {
      throw context.error(
        'mdx-html-prop-not-supported',
        `The prop "${name}" of <${element.name}> is not supported in MDX yet`,
        element,
        MDX_SUPPORT_HINT,
      )
    }
    if (name === 'key' || value === undefined || value === null || value === false) continue
    if (name === 'className' || name === 'class') {
      properties.className = String(value).split(/\s+/).filter(Boolean)
    } else if (name === 'style' && typeof value === 'object' && !Array.isArray(value)) {
      properties.style = cssText(value)
    } else if (typeof value === 'object') {
      throw context.error(
        'mdx-html-prop-not-supported',
        `The prop "${name}" of <${element.name}> must be a string, a number or a boolean`,
        element,
        MDX_SUPPORT_HINT,
      )
    } else properties[name] = value
  }
  return properties
}

/** `{fontSize: 12, color: 'red'}` → `font-size: 12px; color: red` */
function cssText(style: { [key: string]: LiteralValue }): string {
  return Object.entries(style)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([key, value]) => {
      const property = key.startsWith('--') ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
      const text = typeof value === 'number' && value !== 0 && !UNITLESS.has(key) ? `${value}px` : String(value)
      return `${property}: ${text}`
    })
    .join('; ')
}
