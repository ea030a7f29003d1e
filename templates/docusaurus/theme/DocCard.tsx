import type { SidebarItem } from '../../../src/shared/types.js'
import { cardDescription, cardHref, cardIcon } from '../../../src/shared/doc-card.js'
import Link from '../Link.js'

export interface Props {
  /** a sidebar item: a doc or link, or a category (its link, else its first link) */
  item: SidebarItem & { description?: string }
}

/**
 * `@theme/DocCard`: one sidebar item as a card (Infima's `card`), its icon, label and description, linking to its
 * page. A category without any page inside renders nothing.
 */
export default function DocCard({ item }: Props) {
  const href = cardHref(item)
  if (!href) return null
  const icon = cardIcon(item, href)
  const description = cardDescription(item, item.description)
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
