import { useId, useRef } from 'react'
import type { NavbarItem as NavbarItemConfig } from '../../src/shared/schemas/navbar-schema.js'
import { Icon } from '../common/Icon.js'
import { DocSidebarMenu } from '../docs/DocSidebarMenu.js'
import { useRoute, useSite } from '../SiteContext.js'
import { ColorModeToggle } from './ColorModeToggle.js'
import { NavbarItem } from './NavbarItem.js'
import { NavbarMobileSidebar } from './NavbarMobileSidebar.js'
import { SearchButton } from './SearchButton.js'
import { useMobileSidebar } from './useMobileSidebar.js'
import { withBaseUrl } from '../../src/shared/paths.js'
import { isExternalUrl } from '../common/links.js'

const isSearch = (item: NavbarItemConfig) => item.type === 'search'
const isLeft = (item: NavbarItemConfig) => item.position === 'left'

/**
 * The top bar: brand, left and right items, colour mode toggle and search. Items other than search collapse into
 * the mobile sidebar at ≤ 996 px. The client hides the bar on scroll down by adding `navbar--hidden`.
 */
export function Navbar() {
  const site = useSite()
  const route = useRoute()
  const { items } = site.navbar
  const searchItems = items.filter(isSearch)
  const menuItems = items.filter((item) => !isSearch(item))

  const secondary =
    route.kind === 'doc' && route.sidebar.length > 0 ? (
      <nav aria-label="Docs sidebar">
        <DocSidebarMenu items={route.sidebar} activePath={route.path} />
      </nav>
    ) : null
  const mobileSidebar = useMobileSidebar({ routePath: route.path, hasSecondary: secondary !== null })
  const toggleRef = useRef<HTMLButtonElement>(null)
  const sidebarId = useId()
  const dismiss = () => {
    mobileSidebar.close()
    toggleRef.current?.focus()
  }

  return (
    <nav
      className={`navbar${mobileSidebar.shown ? ' navbar-sidebar--show' : ''}`}
      aria-label="Main"
      data-hide-on-scroll={site.navbar.hideOnScroll ? 'true' : undefined}
    >
      <div className="navbar__inner">
        <div className="navbar__items">
          <button
            ref={toggleRef}
            type="button"
            className="navbar__toggle"
            aria-label="Toggle navigation bar"
            aria-expanded={mobileSidebar.shown}
            aria-controls={sidebarId}
            onClick={mobileSidebar.toggle}
          >
            <Icon name="menu" size={24} />
          </button>
          <a className="navbar__brand" href={site.baseUrl}>
            {site.navbar.logo ? (
              <img
                className="navbar__logo"
                src={withBaseUrl(
                  site.baseUrl,
                  isExternalUrl(site.navbar.logo.src)
                    ? site.navbar.logo.src
                    : `/${site.navbar.logo.src.replace(/^\//, '')}`,
                )}
                alt={site.navbar.logo.alt}
              />
            ) : null}
            <b className="navbar__title">{site.navbar.title}</b>
          </a>
          <div className="navbar__desktop-items">
            {menuItems.filter(isLeft).map((item, index) => (
              <NavbarItem key={index} item={item} />
            ))}
          </div>
        </div>
        <div className="navbar__items navbar__items--right">
          <div className="navbar__desktop-items">
            {menuItems
              .filter((item) => !isLeft(item))
              .map((item, index) => (
                <NavbarItem key={index} item={item} />
              ))}
          </div>
          {site.colorMode.disableSwitch ? null : <ColorModeToggle className="navbar__color-mode" />}
          {searchItems.length > 0 ? (
            searchItems.map((item, index) => <NavbarItem key={index} item={item} />)
          ) : (
            <SearchButton searchPagePath={site.search.searchPagePath} />
          )}
        </div>
      </div>
      {mobileSidebar.shown ? (
        <NavbarMobileSidebar
          id={sidebarId}
          state={mobileSidebar}
          items={menuItems}
          secondary={secondary}
          onDismiss={dismiss}
        />
      ) : null}
    </nav>
  )
}
