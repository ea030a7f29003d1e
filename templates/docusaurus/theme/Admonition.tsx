import type { ReactNode } from 'react'
import {
  ADMONITION_CLASSES,
  ADMONITION_ICON_PATHS,
  ADMONITION_ICON_VIEWBOX,
  admonitionContainerClasses,
  docusaurusAdmonitionKind,
} from '../../../src/shared/docusaurus-markup.js'

export interface Props {
  type?: string
  title?: ReactNode
  icon?: ReactNode
  className?: string
  id?: string
  children?: ReactNode
}

/** The type's icon (Docusaurus' `@theme/Admonition/Icon/*` draw their own; these are this theme's). */
function AdmonitionIcon({ type }: { type: string }) {
  return (
    <svg viewBox={ADMONITION_ICON_VIEWBOX} aria-hidden="true">
      <path fillRule="evenodd" d={ADMONITION_ICON_PATHS[docusaurusAdmonitionKind(type).icon]} />
    </svg>
  )
}

/**
 * `@theme/Admonition`: Docusaurus' markup, the same Markdown's `:::tip[Title]` takes in a Docusaurus site
 * (src/shared/docusaurus-markup.ts): Infima's alert classes, the heading with the type's icon and title (its
 * lower-case label by default), the content wrapper. An unknown type is shown as info, as Docusaurus does; `icon`
 * replaces the icon, and a heading with neither title nor icon is left out.
 */
export default function Admonition({ type = 'note', title, icon, className, id, children }: Props) {
  const heading = title ?? docusaurusAdmonitionKind(type).title
  const shownIcon = icon === undefined ? <AdmonitionIcon type={type} /> : icon
  const classes = [...admonitionContainerClasses(type), ...(className ? [className] : [])].join(' ')
  return (
    <div className={classes} id={id}>
      {heading || shownIcon ? (
        <div className={ADMONITION_CLASSES.heading}>
          <span className={ADMONITION_CLASSES.icon}>{shownIcon}</span>
          {heading}
        </div>
      ) : null}
      {children ? <div className={ADMONITION_CLASSES.content}>{children}</div> : null}
    </div>
  )
}
