import { useMemo } from 'react'
import { useSite } from '../SiteContext.js'
import { type DocusaurusContext, docusaurusContextOf } from '../docusaurus-internal/docusaurus-context.js'
import useGlobalData from './useGlobalData.js'

export type { DocusaurusContext }

/**
 * `@docusaurus/useDocusaurusContext`: `siteConfig` (title, tagline, url, baseUrl, customFields, themeConfig), i18n,
 * and `globalData` (useGlobalData's: on the pages whose code names it, as the build finds them).
 */
export default function useDocusaurusContext(): DocusaurusContext {
  const site = useSite()
  const globalData = useGlobalData()
  return useMemo(() => docusaurusContextOf(site, globalData), [site, globalData])
}
