import { useMemo } from 'react'
import { toJsxRuntime, type Components, type Jsx } from 'hast-util-to-jsx-runtime'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import type { HastRoot } from '../../src/shared/types.js'
import { markdownComponents } from './markdown-components.js'

/** Renders content hast (docs, posts, pages) with the shared components map. */
export function renderHast(content: HastRoot) {
  return toJsxRuntime(content, {
    Fragment,
    jsx: jsx as Jsx,
    jsxs: jsxs as Jsx,
    components: markdownComponents as Partial<Components>,
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
  })
}

export function MarkdownContent({ content, className }: { content: HastRoot; className?: string }) {
  const rendered = useMemo(() => renderHast(content), [content])
  return <div className={className ? `markdown ${className}` : 'markdown'}>{rendered}</div>
}
