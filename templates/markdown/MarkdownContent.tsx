import { useMemo } from 'react'
import type { HastRoot } from '../../src/shared/types.js'
import { hastToReact } from './hast-to-react.js'
import { markdownComponents } from './markdown-components.js'

/** Renders content hast (docs, posts, pages) with the shared components map. */
export function renderHast(content: HastRoot) {
  return hastToReact(content, markdownComponents)
}

export function MarkdownContent({ content, className }: { content: HastRoot; className?: string }) {
  const rendered = useMemo(() => renderHast(content), [content])
  return <div className={className ? `markdown ${className}` : 'markdown'}>{rendered}</div>
}
