import type { SidebarItem } from '../../../src/shared/types.js'
import { useCurrentSidebarCategory } from '../theme-common.js'
import { listedCards } from '../../../src/shared/doc-card.js'
import DocCard from './DocCard.js'

export interface Props {
  /** the items to show; by default, those of the sidebar category whose page this is */
  items?: SidebarItem[]
  className?: string
}

function CurrentCategoryCards({ className }: { className?: string }) {
  return <DocCardList items={useCurrentSidebarCategory().items} className={className} />
}

/**
 * `@theme/DocCardList`: a grid of `DocCard`s, two a row (Infima's `row` and `col--6`). Without `items`, the items of
 * the current page's sidebar category (on a category's own page, as Docusaurus); unlisted docs and categories
 * without any page are left out.
 */
export default function DocCardList({ items, className }: Props) {
  if (!items) return <CurrentCategoryCards className={className} />
  const listed = listedCards(items)
  return (
    <section className={`row${className ? ` ${className}` : ''}`}>
      {listed.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no id of their own, and the list never reorders
        <article key={index} className="col col--6 margin-bottom--lg">
          <DocCard item={item} />
        </article>
      ))}
    </section>
  )
}
