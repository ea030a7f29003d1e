import { Icon } from '../common/Icon.js'
import { RouteLink } from '../common/RouteLink.js'
import { useHydrated } from '../hooks/useHydrated.js'

/** Macs, iPhones and iPads: the shortcut is ⌘ K there. Only called in the browser. */
export function isApplePlatform(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } }
  return /mac|iphone|ipad|ipod/i.test(nav.userAgentData?.platform || nav.platform || nav.userAgent)
}

/**
 * The navbar search control. The search modal's shortcut listener (src/client/search) opens the modal on a
 * click on `data-search-button`. Without JavaScript it is replaced by a plain link to the search page (see
 * navbar.css). The shortcut hint reads Ctrl K, and ⌘ K on Apple platforms once hydrated (the server cannot know
 * the platform; the first client render matches its markup).
 */
export function SearchButton({ searchPagePath, className }: { searchPagePath: string; className?: string }) {
  const apple = useHydrated() && isApplePlatform()
  return (
    <div className={`navbar__search${className ? ` ${className}` : ''}`}>
      <button
        type="button"
        className="navbar__search-button"
        data-search-button=""
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
      >
        <Icon name="search" size={16} />
        <span className="navbar__search-label">Search</span>
        <span className="navbar__search-keys" aria-hidden="true">
          <kbd>{apple ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      <RouteLink className="navbar__search-link" href={searchPagePath}>
        <Icon name="search" size={16} />
        <span className="navbar__search-label">Search</span>
      </RouteLink>
    </div>
  )
}
