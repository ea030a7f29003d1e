import type { HTMLAttributes } from 'react'

export interface Props extends HTMLAttributes<HTMLHeadingElement> {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
}

/**
 * `@theme/Heading`: a heading, with the anchor link Markdown headings have when it has an id (h1 has none, as in
 * Docusaurus).
 */
export default function Heading({ as: Tag, id, children, ...attributes }: Props) {
  if (Tag === 'h1' || !id)
    return (
      <Tag id={id} {...attributes}>
        {children}
      </Tag>
    )
  return (
    <Tag id={id} {...attributes}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${id}`}>
        #
      </a>
    </Tag>
  )
}
