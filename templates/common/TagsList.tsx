import type { BlogTag } from '../../src/shared/types.js'

/** "Tags:" followed by tag chips. */
export function TagsList({ tags }: { tags: BlogTag[] }) {
  if (tags.length === 0) return null
  return (
    <div className="tags-list">
      <b className="tags-list__title">Tags:</b>
      <ul className="tags-list__items">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <a className="tag-chip" href={tag.permalink} rel="tag">
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
