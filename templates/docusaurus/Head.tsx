import { Children, isValidElement, type ReactNode } from 'react'
import { useHeadTagsCollector } from './head-tags.js'
import { textOf } from './text-of.js'

/** The title and description that `<title>` and `<meta name="description">` children ask for. */
export function readHeadTags(children: ReactNode): { title?: string; description?: string } {
  const tags: { title?: string; description?: string } = {}
  for (const child of Children.toArray(children)) {
    if (!isValidElement<{ children?: ReactNode; name?: string; property?: string; content?: string }>(child)) continue
    if (child.type === 'title') tags.title = textOf(child.props.children)
    else if (child.type === 'meta' && child.props.name === 'description' && child.props.content !== undefined)
      tags.description = child.props.content
  }
  return tags
}

/**
 * `@docusaurus/Head`: the page's `<title>` and `<meta name="description">`, written into the page's head by the
 * server render (head-tags.tsx) and carried by the route data to client-side navigations. Other head tags are not
 * supported yet: they are left out (see the report of issue 15).
 */
export default function Head({ children }: { children?: ReactNode }) {
  const collector = useHeadTagsCollector()
  if (collector) Object.assign(collector, readHeadTags(children))
  return null
}
