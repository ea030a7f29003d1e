/**
 * A live block of MDX compiled as a component module (src/markdown/rehype-module-live-blocks.ts wraps its `<pre>` in
 * this, imported by the module: its code is in the content modules' chunks, never the shell). The module's `<pre>`
 * has no compiled module or preview; the route data has them, on the copy of the block the content stage put there
 * and the live stage annotated (`dataLiveModule`, `dataLivePreview`). Found by the block's id and code (a blog list
 * shows several posts' modules, each with a `live-1`).
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { useOptionalSiteContext } from '../SiteContext.js'
import { nodeText } from './LiveCodeBlock.js'

interface LivePreProps {
  'data-live-id'?: string
  children?: ReactNode
}

interface AnnotatedPre {
  type: 'element'
  tagName: 'pre'
  properties: { dataLiveId?: unknown; dataLiveModule?: unknown; dataLivePreview?: unknown }
  children: Array<{ type: string; value?: unknown }>
}

function isAnnotatedPre(value: Record<string, unknown>): value is Record<string, unknown> & AnnotatedPre {
  return (
    value.type === 'element' &&
    value.tagName === 'pre' &&
    typeof (value.properties as AnnotatedPre['properties'] | undefined)?.dataLiveModule === 'string'
  )
}

/** The annotated copy of the block with this id and code, anywhere in the route data. */
function findAnnotated(value: unknown, id: string, code: string): AnnotatedPre | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findAnnotated(item, id, code)
      if (found) return found
    }
    return undefined
  }
  if (value === null || typeof value !== 'object') return undefined
  const record = value as Record<string, unknown>
  if (isAnnotatedPre(record))
    return record.properties.dataLiveId === id && record.children.map((c) => c.value ?? '').join('') === code
      ? record
      : undefined
  for (const [key, item] of Object.entries(record)) {
    if (key === 'properties') continue
    const found = findAnnotated(item, id, code)
    if (found) return found
  }
  return undefined
}

export function ModuleLiveCodeBlock({ children }: { children?: ReactNode }) {
  const data = useOptionalSiteContext()?.route
  if (!isValidElement(children)) return <>{children}</>
  const pre = children as ReactElement<LivePreProps>
  const id = pre.props['data-live-id']
  const annotated = id ? findAnnotated(data, id, nodeText(pre.props.children)) : undefined
  if (!annotated) return pre
  return cloneElement(pre, {
    'data-live-module': annotated.properties.dataLiveModule,
    'data-live-preview': annotated.properties.dataLivePreview,
  } as Partial<LivePreProps>)
}
