import { createContext, useContext, type ReactNode } from 'react'
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
  if (!value) throw new Error('useSite()/useRoute() must be used inside <SiteProvider> (App renders it)')
  return value
}

export function useSite(): SiteData {
  return useSiteContext().site
}

export function useRoute(): RouteData {
  return useSiteContext().route
}
