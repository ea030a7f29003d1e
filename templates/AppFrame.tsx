import type { ComponentType, ReactNode } from 'react'
import type { RouteData, RouteKind, SiteData } from '../src/shared/types.js'
import { Layout } from './Layout.js'
import { ComponentPage } from './pages/ComponentPage.js'
import { PageModulesProvider } from './page-modules.js'
import { PageErrorBoundary } from './pages/PageErrorBoundary.js'
import { RenderProblemProvider, type RenderProblemReporter } from './RenderProblems.js'
import { SiteProvider } from './SiteContext.js'

export type PageKind = Exclude<RouteKind, 'componentPage'>
export type PageComponent<K extends PageKind> = ComponentType<{ route: Extract<RouteData, { kind: K }> }>
/** Page components by route kind: all of them on the server (App.tsx), the ones loaded so far in the browser. */
export type PageComponents = { [K in PageKind]?: PageComponent<K> }

/**
 * The frame every page renders in: site and route context, the layout chrome, and the crash boundary around the
 * page. The server (App) and the browser (src/client/ClientRoot.tsx) both render through it, so hydration matches.
 */
export function AppFrame({
  site,
  route,
  onRenderProblem,
  children,
}: {
  site: SiteData
  route: RouteData
  onRenderProblem?: RenderProblemReporter
  children: ReactNode
}) {
  return (
    <RenderProblemProvider value={onRenderProblem}>
      <SiteProvider site={site} route={route}>
        <Layout>
          <PageErrorBoundary resetKey={route.path}>{children}</PageErrorBoundary>
        </Layout>
      </SiteProvider>
    </RenderProblemProvider>
  )
}

/**
 * The page of a route: its kind's component, or the React page of a component page. `pages`: the route's loaded page
 * modules by key (templates/page-modules.tsx).
 */
export function RoutePage({
  route,
  pages,
  pageComponents,
}: {
  route: RouteData
  pages: Record<string, ComponentType>
  pageComponents: PageComponents
}) {
  let page: ReactNode
  if (route.kind === 'componentPage') page = <ComponentPage component={route.component} />
  else {
    const Page = pageComponents[route.kind] as ComponentType<{ route: RouteData }> | undefined
    if (!Page) throw new Error(`No page component is loaded for routes of kind "${route.kind}"`)
    page = <Page route={route} />
  }
  return <PageModulesProvider value={pages}>{page}</PageModulesProvider>
}
