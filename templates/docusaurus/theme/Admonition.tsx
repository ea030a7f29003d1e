import type { ReactNode } from 'react'

/** Docusaurus' types; `secondary`, `important` and `success` (older names) are shown as note, info and tip. */
const KINDS: Record<string, { kind: string; title: string }> = {
  note: { kind: 'note', title: 'Note' },
  secondary: { kind: 'note', title: 'Note' },
  tip: { kind: 'tip', title: 'Tip' },
  success: { kind: 'tip', title: 'Tip' },
  info: { kind: 'info', title: 'Info' },
  important: { kind: 'info', title: 'Important' },
  warning: { kind: 'warning', title: 'Warning' },
  caution: { kind: 'caution', title: 'Caution' },
  danger: { kind: 'danger', title: 'Danger' },
}

export interface Props {
  type?: string
  title?: ReactNode
  icon?: ReactNode
  className?: string
  children?: ReactNode
}

/**
 * `@theme/Admonition`: the markup Markdown's `:::tip[Title]` renders (src/markdown/remark-admonitions.ts), so both
 * look alike. An unknown type is shown as a note.
 */
export default function Admonition({ type = 'note', title, className, children }: Props) {
  const { kind, title: defaultTitle } = KINDS[type] ?? KINDS.note!
  return (
    <div className={`admonition admonition-${kind}${className ? ` ${className}` : ''}`}>
      <div className="admonition-heading">{title ?? defaultTitle}</div>
      <div className="admonition-content">{children}</div>
    </div>
  )
}
