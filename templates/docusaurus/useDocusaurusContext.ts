import { useMemo } from 'react'
import { useSite } from '../SiteContext.js'
import { type DocusaurusContext, docusaurusContextOf } from '../docusaurus-internal/docusaurus-context.js'

export type { DocusaurusContext }

/** `@docusaurus/useDocusaurusContext`: `siteConfig` (title, tagline, url, baseUrl, customFields, themeConfig) and i18n. */
export default function useDocusaurusContext(): DocusaurusContext {
  const site = useSite()
  return useMemo(() => docusaurusContextOf(site), [site])
}
