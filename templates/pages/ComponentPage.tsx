import type { ComponentType } from 'react'
import type { ComponentPageRouteData } from '../../src/shared/types.js'

/** A React page from content/pages, looked up in the registry the build (or the client entry) supplies. */
export function ComponentPage({
  route,
  pages,
}: {
  route: ComponentPageRouteData
  pages: Record<string, ComponentType>
}) {
  const Page = pages[route.component]
  if (!Page) {
    throw new Error(
      `No React page is registered under "${route.component}" (known: ${Object.keys(pages).join(', ') || 'none'})`,
    )
  }
  return <Page />
}
