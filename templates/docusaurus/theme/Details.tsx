import type { DetailsHTMLAttributes, ReactNode } from 'react'

export interface Props extends DetailsHTMLAttributes<HTMLDetailsElement> {
  /** the `<summary>` (a string, or a `<summary>` element of its own) */
  summary?: ReactNode
}

/** `@theme/Details`: a `<details>` with its summary, as Markdown's raw `<details>` renders. */
export default function Details({ summary, children, ...attributes }: Props) {
  const heading =
    typeof summary === 'string' || summary === undefined ? <summary>{summary ?? 'Details'}</summary> : summary
  return (
    <details {...attributes}>
      {heading}
      <div>{children}</div>
    </details>
  )
}
