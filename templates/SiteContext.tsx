import { createContext, useContext, type ReactNode } from 'react'
import type { UrlRules } from '../src/shared/paths.js'
import type { RouteData, SiteData } from '../src/shared/types.js'

interface SiteContextValue {
  site: SiteData
  route: RouteData
}

const SiteContext = createContext<SiteContextValue | null>(null)

/** Makes the site and the current route available to every component below (navbar items, pages). */
export function SiteProvider({ site, route, children }: SiteContextValue & { children: ReactNode }) {
  return <SiteContext.Provider value={{ site, route }}>{children}</SiteContext.Provider>
}

/** The site and route, or null outside <SiteProvider> (markdown content rendered on its own, e.g. in tests). */
export function useOptionalSiteContext(): SiteContextValue | null {
  return useContext(SiteContext)
}

function useSiteContext(): SiteContextValue {
  const value = useContext(SiteContext)
  if (!value) throw new Error('useSite()/useRoute() need <SiteProvider> (App renders it)')
  return value
}

export function useSite(): SiteData {
  return useSiteContext().site
}

/** How the site writes URLs; outside a site (content rendered on its own) hrefs are written as given. */
export function useUrlRules(): UrlRules {
  const value = useContext(SiteContext)
  return value
    ? { baseUrl: value.site.baseUrl, trailingSlash: value.site.trailingSlash }
    : { baseUrl: '/', trailingSlash: false }
}

export function useRoute(): RouteData {
  return useSiteContext().route
}
