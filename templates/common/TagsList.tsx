import type { BlogTag } from '../../src/shared/types.js'
import { RouteLink } from './RouteLink.js'

/** "Tags:" followed by tag chips. */
export function TagsList({ tags }: { tags: BlogTag[] }) {
  if (tags.length === 0) return null
  return (
    <div className="tags-list">
      <b className="tags-list__title">Tags:</b>
      <ul className="tags-list__items">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <RouteLink className="tag-chip" href={tag.permalink} rel="tag">
              {tag.label}
            </RouteLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
