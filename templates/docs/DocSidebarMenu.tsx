import { useEffect, useId, useState } from 'react'
import type { SidebarCategory, SidebarItem } from '../../src/shared/types.js'
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
 * them `collapsible` (Docusaurus sites do): then a caret folds them, and one marked `startCollapsed` opens folded
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
        if (item.collapsible)
          return (
            <FoldableCategory
              key={`category-${item.label}-${index}`}
              category={item}
              activePath={activePath}
              active={active}
              inTrail={inTrail}
              onNavigate={onNavigate}
              level={level}
            />
          )
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

interface FoldableCategoryProps {
  category: SidebarCategory
  activePath: string
  active: boolean
  inTrail: boolean
  onNavigate?: () => void
  level: number
}

const ROW = { display: 'flex', alignItems: 'center' } as const
const CARET_BUTTON = { width: 'auto', flex: 'none' } as const

/** A category the reader folds and unfolds with its caret (or its label, when it links nowhere). */
function FoldableCategory({ category, activePath, active, inTrail, onNavigate, level }: FoldableCategoryProps) {
  const toPublic = usePublicHref()
  const [open, setOpen] = useState(!category.startCollapsed || inTrail)
  // navigating into a folded category unfolds it
  useEffect(() => {
    if (inTrail) setOpen(true)
  }, [inTrail])
  const listId = useId()
  const toggle = () => setOpen((o) => !o)
  const showLink = category.href && (!category.linkUnlisted || active)
  const caret = <Icon name="chevronDown" size={16} className="menu__caret" />
  return (
    <li
      className={`menu__list-item menu__list-item--category${inTrail ? ' menu__list-item--active-trail' : ''}${open ? '' : ' menu__list-item--collapsed'}`}
    >
      {/* inline layout: the theme's CSS stays as it is for sites that fold nothing (Infima names the classes) */}
      <div className="menu__list-item-collapsible" style={ROW}>
        {showLink ? (
          <>
            <a
              className={`menu__link menu__category${active ? ' menu__link--active' : ''}`}
              href={toPublic(category.href!)}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {category.label}
            </a>
            <button
              type="button"
              className="menu__link menu__link--sublist menu__caret-button"
              style={CARET_BUTTON}
              aria-expanded={open}
              aria-controls={listId}
              aria-label={`${open ? 'Collapse' : 'Expand'} sidebar category '${category.label}'`}
              onClick={toggle}
            >
              {caret}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="menu__link menu__link--sublist menu__category"
            aria-expanded={open}
            aria-controls={listId}
            onClick={toggle}
          >
            {category.label}
            {caret}
          </button>
        )}
      </div>
      <div id={listId} hidden={!open}>
        {open && category.items.length > 0 && !category.collapsed ? (
          <DocSidebarMenu items={category.items} activePath={activePath} onNavigate={onNavigate} level={level + 1} />
        ) : null}
      </div>
    </li>
  )
}
