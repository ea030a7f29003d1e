import { usePageModule } from '../page-modules.js'

/** A React page from the site's pages folder: the route's page module `component`. */
export function ComponentPage({ component }: { component: string }) {
  const Page = usePageModule(component)
  return <Page />
}
