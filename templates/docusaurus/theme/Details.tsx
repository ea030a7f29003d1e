import { Children, type DetailsHTMLAttributes, isValidElement, type ReactNode } from 'react'

export interface Props extends DetailsHTMLAttributes<HTMLDetailsElement> {
  /** the `<summary>`: a string, or a `<summary>` element of its own; else the children's `<summary>` */
  summary?: ReactNode
}

/** The children's `<summary>` element (MDX's `<details><summary>…</summary>…</details>`) and the rest. */
export function splitSummary(children: ReactNode): { summary?: ReactNode; rest: ReactNode[] } {
  const all = Children.toArray(children)
  const index = all.findIndex((child) => isValidElement(child) && child.type === 'summary')
  if (index < 0) return { rest: all }
  return { summary: all[index], rest: all.filter((_, i) => i !== index) }
}

/** `@theme/Details`: a `<details>` with its summary (by prop or as its first `<summary>` child), then the content. */
export default function Details({ summary, children, ...attributes }: Props) {
  const split = splitSummary(children)
  const given = summary ?? split.summary
  const heading = typeof given === 'string' || given === undefined ? <summary>{given ?? 'Details'}</summary> : given
  return (
    <details {...attributes}>
      {heading}
      <div>{split.rest}</div>
    </details>
  )
}
