import type { SidebarItem } from '../../src/shared/types.js'
import { linkTargetProps } from '../common/links.js'
import { usePublicHref } from '../common/RouteLink.js'

interface DocSidebarMenuProps {
  items: SidebarItem[]
  activePath: string
  onNavigate?: () => void
  level?: number
}

function containsPath(items: SidebarItem[], path: string): boolean {
  return items.some((item) => item.href === path || (item.type === 'category' && containsPath(item.items, path)))
}

/**
 * The docs sidebar tree (desktop sidebar and the mobile secondary menu). Categories are always expanded: the site
 * does not make them collapsible (a very large sidebar reaches a page pruned to its trail, the other categories
 * `collapsed` to a link, see src/routes/prune-sidebar.ts). Unlisted items show only while they are the page being read.
 */
export function DocSidebarMenu({ items, activePath, onNavigate, level = 1 }: DocSidebarMenuProps) {
  const toPublic = usePublicHref()
  return (
    <ul className={`menu__list menu__list--level-${level}`}>
      {items.map((item, index) => {
        if (item.type === 'link') {
          const active = item.href === activePath
          if (item.unlisted && !active) return null
          return (
            <li key={`${item.href}-${index}`} className="menu__list-item">
              <a
                className={`menu__link${active ? ' menu__link--active' : ''}`}
                href={toPublic(item.href)}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                {...linkTargetProps(item.href)}
              >
                {item.label}
              </a>
            </li>
          )
        }
        const active = item.href === activePath
        const inTrail = active || containsPath(item.items, activePath)
        const showLink = item.href && (!item.linkUnlisted || active)
        return (
          <li
            key={`category-${item.label}-${index}`}
            className={`menu__list-item menu__list-item--category${inTrail ? ' menu__list-item--active-trail' : ''}`}
          >
            {showLink ? (
              <a
                className={`menu__link menu__category${active ? ' menu__link--active' : ''}`}
                href={toPublic(item.href!)}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              >
                {item.label}
              </a>
            ) : (
              <span className="menu__category">{item.label}</span>
            )}
            {item.collapsed ? null : (
              <DocSidebarMenu items={item.items} activePath={activePath} onNavigate={onNavigate} level={level + 1} />
            )}
          </li>
        )
      })}
    </ul>
  )
}
