import { Icon } from './common/Icon.js'
import { useAnnouncementBar } from './hooks/useAnnouncementBar.js'
import { useSite } from './SiteContext.js'

/** The optional bar above the navbar. Its content is trusted HTML from the site config. */
export function AnnouncementBar() {
  const config = useSite().announcementBar
  const { dismissed, dismiss } = useAnnouncementBar(config)
  if (!config || dismissed) return null
  const style = {
    ...(config.backgroundColor ? { backgroundColor: config.backgroundColor } : {}),
    ...(config.textColor ? { color: config.textColor } : {}),
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: the bar's markup is pinned (the built site, the axe and e2e tests); a labelled region is what a <section> would be
    <div
      className="announcement-bar"
      role="region"
      aria-label="Announcement"
      data-announcement-id={config.id}
      style={style}
    >
      <div
        className="announcement-bar__content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the bar's content is HTML the site author writes in the config (announcementBar.content)
        dangerouslySetInnerHTML={{ __html: config.content }}
      />
      {config.closeable ? (
        <button type="button" className="announcement-bar__close" aria-label="Close announcement" onClick={dismiss}>
          <Icon name="close" size={16} />
        </button>
      ) : null}
    </div>
  )
}
