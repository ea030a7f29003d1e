/**
 * A live block's annotated copy in the route data: the `<pre>` the content stage put there for a block of a
 * compiled MDX module or a React page (src/markdown/rehype-module-live-blocks.ts), to which the live stage added the
 * compiled module's URL and the preview's HTML.
 */

export interface AnnotatedLivePre {
  type: 'element'
  tagName: 'pre'
  properties: {
    dataLiveId?: unknown
    dataLanguage?: unknown
    dataNoInline?: unknown
    dataLiveModule?: unknown
    dataLivePreview?: unknown
  }
  children: Array<{ type: string; value?: unknown }>
}

function isAnnotatedPre(value: Record<string, unknown>): value is Record<string, unknown> & AnnotatedLivePre {
  return (
    value.type === 'element' &&
    value.tagName === 'pre' &&
    typeof (value.properties as AnnotatedLivePre['properties'] | undefined)?.dataLiveModule === 'string'
  )
}

const textOf = (pre: AnnotatedLivePre) => pre.children.map((child) => child.value ?? '').join('')

/** The first annotated pre anywhere in `value` with this code (and this id, when given). */
export function findLivePre(value: unknown, code: string, id?: string): AnnotatedLivePre | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findLivePre(item, code, id)
      if (found) return found
    }
    return undefined
  }
  if (value === null || typeof value !== 'object') return undefined
  const record = value as Record<string, unknown>
  if (isAnnotatedPre(record))
    return (id === undefined || record.properties.dataLiveId === id) && textOf(record) === code ? record : undefined
  for (const [key, item] of Object.entries(record)) {
    if (key === 'properties') continue
    const found = findLivePre(item, code, id)
    if (found) return found
  }
  return undefined
}
