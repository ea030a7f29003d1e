import type { VersionMeta } from '../../src/shared/types.js'
import { RouteLink } from '../common/RouteLink.js'

interface DocVersionBannerProps {
  siteTitle: string
  version: VersionMeta
  latest: VersionMeta
  /** the doc being read, so the banner can lead to the same doc in the latest version */
  docId: string
}

/** Shown on versions that are not the latest: says so and links to the same page (or the main doc) of the latest. */
export function DocVersionBanner({ siteTitle, version, latest, docId }: DocVersionBannerProps) {
  if (!version.banner || version.name === latest.name) return null
  const latestHref = latest.docPaths[docId] ?? latest.mainDocPath
  return (
    <div className="version-banner" data-version-banner={version.banner}>
      <p>
        {version.banner === 'unreleased' ? (
          <>
            This is unreleased documentation for {siteTitle} {version.label} version.
          </>
        ) : (
          <>
            This is documentation for {siteTitle} <b>{version.label}</b>, which is no longer actively maintained.
          </>
        )}
      </p>
      <p>
        For up-to-date documentation, see the{' '}
        <b>
          <RouteLink href={latestHref}>latest version</RouteLink>
        </b>{' '}
        ({latest.label}).
      </p>
    </div>
  )
}
