import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import type { NavbarItem as NavbarItemConfig } from '../../src/shared/schemas/navbar-schema.js'
import { Icon } from '../common/Icon.js'
import { useSite } from '../SiteContext.js'
import { ColorModeToggle } from './ColorModeToggle.js'
import { NavbarItem } from './NavbarItem.js'
import type { MobileSidebarState } from './useMobileSidebar.js'

interface NavbarMobileSidebarProps {
  id: string
  state: MobileSidebarState
  items: NavbarItemConfig[]
  /** the secondary menu (the docs sidebar on docs pages) */
  secondary: ReactNode
  /** closes the panel and puts focus back on the toggle button */
  onDismiss: () => void
}

/** The panel the hamburger button opens on small screens: navbar items, and on docs pages the docs sidebar. */
export function NavbarMobileSidebar({ id, state, items, secondary, onDismiss }: NavbarMobileSidebarProps) {
  const site = useSite()
  const closeRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    closeRef.current?.focus()
  }, [])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDismiss()
  }

  return (
    <>
      <div className="navbar-sidebar__backdrop" aria-hidden="true" onClick={onDismiss} />
      <div
        className="navbar-sidebar"
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
        onKeyDown={onKeyDown}
      >
        <div className="navbar-sidebar__brand">
          <a className="navbar__brand" href={site.baseUrl} onClick={state.close}>
            <b className="navbar__title">{site.navbar.title}</b>
          </a>
          {site.colorMode.disableSwitch ? null : <ColorModeToggle />}
          <button
            ref={closeRef}
            type="button"
            className="navbar-sidebar__close"
            aria-label="Close navigation bar"
            onClick={onDismiss}
          >
            <Icon name="close" size={20} />
          </button>
        </div>
        <div className="navbar-sidebar__items">
          <div className="navbar-sidebar__item menu" hidden={state.secondaryShown}>
            <ul className="menu__list">
              {items.map((item, index) => (
                <NavbarItem key={index} item={item} mobile onNavigate={state.close} />
              ))}
            </ul>
          </div>
          {state.hasSecondary ? (
            <div className="navbar-sidebar__item menu" hidden={!state.secondaryShown}>
              <button type="button" className="navbar-sidebar__back" onClick={state.showPrimary}>
                ← Back to main menu
              </button>
              {secondary}
            </div>
          ) : null}
        </div>
      </div>
    </>
  )
}
