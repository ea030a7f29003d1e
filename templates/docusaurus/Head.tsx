import { Children, isValidElement, type ReactNode } from 'react'
import { escapeHtml } from '../../src/shared/escape-html.js'
import { type HeadTags, useHeadTagsCollector } from '../docusaurus-internal/head-tags.js'
import { textOf } from '../docusaurus-internal/text-of.js'
import {
  HEAD_ELEMENT_ATTRIBUTE,
  headElementKey,
  useHeadElements,
} from '../docusaurus-internal/head-elements-in-browser.js'

/** The head elements written as HTML (others, such as `<html>` attributes, are not head tags here). */
const HEAD_ELEMENTS = new Set(['meta', 'link', 'script', 'style', 'base', 'noscript'])
const VOID_ELEMENTS = new Set(['meta', 'link', 'base'])
/** React's prop names that differ from the HTML attribute */
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  httpEquiv: 'http-equiv',
  charSet: 'charset',
  crossOrigin: 'crossorigin',
}

/** One head element as HTML: its string, number and `true` props as attributes, its text as content. */
export function headElementHtml(type: string, props: Record<string, unknown>): string {
  const attributes = Object.entries(props)
    .filter(
      ([name, value]) =>
        name !== 'children' && (typeof value === 'string' || typeof value === 'number' || value === true),
    )
    .map(([name, value]) => {
      const attribute = ATTRIBUTE_NAMES[name] ?? name
      return value === true ? ` ${attribute}` : ` ${attribute}="${escapeHtml(String(value))}"`
    })
    .join('')
  // a script's or style's text is not HTML-escaped (as in a browser's parser); `</` is, so it cannot close the element
  const content = VOID_ELEMENTS.has(type) ? '' : textOf(props.children as ReactNode).replace(/<\//g, '<\\/')
  // keyed, so that the browser finds the elements the server wrote (head-elements-in-browser.ts)
  const key = ` ${HEAD_ELEMENT_ATTRIBUTE}="${headElementKey(`${type}${attributes}>${content}`)}"`
  return VOID_ELEMENTS.has(type) ? `<${type}${attributes}${key}>` : `<${type}${attributes}${key}>${content}</${type}>`
}

/** What `<Head>`'s children ask of the page's head: its title, its description, the other tags as HTML. */
export function readHeadTags(children: ReactNode): HeadTags {
  const tags: HeadTags = {}
  for (const child of Children.toArray(children)) {
    if (!isValidElement<Record<string, unknown>>(child) || typeof child.type !== 'string') continue
    const props = child.props
    if (child.type === 'title') tags.title = textOf(props.children as ReactNode)
    else if (child.type === 'meta' && props.name === 'description' && typeof props.content === 'string')
      tags.description = props.content
    else if (HEAD_ELEMENTS.has(child.type)) tags.html = [...(tags.html ?? []), headElementHtml(child.type, props)]
  }
  return tags
}

/**
 * `@docusaurus/Head`: the page's `<title>` and `<meta name="description">`, written into the page's head by the
 * server render (head-tags.tsx) and carried by the route data to client-side navigations; other head tags (`<meta>`,
 * `<link>`, `<script>`…) are written into the head of the page's HTML, and in the browser kept in the document's head
 * while the page is shown (head-elements-in-browser.ts), after a client-side navigation too.
 */
export default function Head({ children }: { children?: ReactNode }) {
  const collector = useHeadTagsCollector()
  const { html, ...tags } = readHeadTags(children)
  if (collector) {
    Object.assign(collector, tags)
    if (html) collector.html = [...(collector.html ?? []), ...html]
  }
  useHeadElements(html)
  return null
}
