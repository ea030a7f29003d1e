import type { SidebarItem } from '../../src/shared/types.js'
import { Icon } from '../common/Icon.js'
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
 * The docs sidebar tree (desktop sidebar and the mobile secondary menu). Categories are expanded unless the site makes
 * them `collapsible` (Docusaurus sites do): then the reader folds them, and one marked `startCollapsed` opens folded
 * unless it holds the page being read (it unfolds when the reader navigates into it). A very large sidebar reaches a
 * page pruned to its trail, the other categories `collapsed` to a link (src/routes/prune-sidebar.ts). Unlisted items
 * show only while they are the page being read.
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
        const foldable = item.collapsible
        const label =
          item.href && (!item.linkUnlisted || active) ? (
            <a
              className={
                foldable
                  ? active
                    ? 'menu__link--active'
                    : undefined
                  : `menu__link menu__category${active ? ' menu__link--active' : ''}`
              }
              href={toPublic(item.href)}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </a>
          ) : foldable ? (
            item.label
          ) : (
            <span className="menu__category">{item.label}</span>
          )
        const list = item.collapsed ? null : (
          <DocSidebarMenu items={item.items} activePath={activePath} onNavigate={onNavigate} level={level + 1} />
        )
        return (
          <li
            key={`category-${item.label}-${index}`}
            className={`menu__list-item menu__list-item--category${inTrail ? ' menu__list-item--active-trail' : ''}`}
          >
            {foldable ? (
              // folded by the reader: a native <details> (no script of its own), open unless it starts folded and
              // does not hold the page being read; the summary holds the category's link, if any, and a caret
              <details className="menu__list-item-collapsible" open={!item.startCollapsed || inTrail}>
                <summary className="menu__link menu__link--sublist menu__category">
                  {label}
                  <Icon name="chevronDown" size={16} className="menu__caret" />
                </summary>
                {list}
              </details>
            ) : (
              <>
                {label}
                {list}
              </>
            )}
          </li>
        )
      })}
    </ul>
  )
}
