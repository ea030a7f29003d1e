/**
 * A live block of MDX compiled as a component module (src/markdown/rehype-module-live-blocks.ts wraps its `<pre>` in
 * this, imported by the module: its code is in the content modules' chunks, never the shell). The module's `<pre>`
 * has no compiled module or preview; the route data has them, on the copy of the block the content stage put there
 * and the live stage annotated (`dataLiveModule`, `dataLivePreview`). Found by the block's id and code (a blog list
 * shows several posts' modules, each with a `live-1`).
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { useOptionalSiteContext } from '../SiteContext.js'
import { findLivePre } from './find-live-pre.js'
import { nodeText } from './LiveCodeBlock.js'

interface LivePreProps {
  'data-live-id'?: string
  children?: ReactNode
}

export function ModuleLiveCodeBlock({ children }: { children?: ReactNode }) {
  const data = useOptionalSiteContext()?.route
  if (!isValidElement(children)) return <>{children}</>
  const pre = children as ReactElement<LivePreProps>
  const id = pre.props['data-live-id']
  const annotated = id ? findLivePre(data, nodeText(pre.props.children), id) : undefined
  if (!annotated) return pre
  return cloneElement(pre, {
    'data-live-module': annotated.properties.dataLiveModule,
    'data-live-preview': annotated.properties.dataLivePreview,
  } as Partial<LivePreProps>)
}
