import type { SidebarItem } from '../../../src/shared/types.js'
import { categoryHref } from '../../../src/shared/sidebar-links.js'
import Link from '../Link.js'

export interface Props {
  /** a sidebar item: a doc or link, or a category (its link, else its first link) */
  item: SidebarItem & { description?: string }
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i

/** Where a card leads: a link's page; a category's own page, else its first listed link (sidebar-links.ts). */
export function cardHref(item: SidebarItem): string | undefined {
  return item.type === 'link' ? item.href : categoryHref(item)
}

/** What a card says under its title: the item's description, else for a category how many items it holds. */
function descriptionOf(item: Props['item']): string | undefined {
  if (item.description) return item.description
  if (item.type !== 'category' || item.collapsed) return undefined // a pruned category was sent without its items
  return item.items.length === 1 ? '1 item' : `${item.items.length} items`
}

/**
 * `@theme/DocCard`: one sidebar item as a card (Infima's `card`), its icon, label and description, linking to its
 * page. A category without any page inside renders nothing.
 */
export default function DocCard({ item }: Props) {
  const href = cardHref(item)
  if (!href) return null
  const icon = item.type === 'category' ? '🗃️' : EXTERNAL.test(href) ? '🔗' : '📄️'
  const description = descriptionOf(item)
  return (
    <Link href={href} className="card padding--lg doc-card">
      <h2 className="text--truncate doc-card__title" title={item.label}>
        {`${icon} ${item.label}`}
      </h2>
      {description ? (
        <p className="text--truncate doc-card__description" title={description}>
          {description}
        </p>
      ) : null}
    </Link>
  )
}
