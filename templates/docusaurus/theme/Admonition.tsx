import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
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
 * A Markdown admonition's title that is more than text (`:::tip[Works *out* of the box]`) comes as an
 * `<mdxAdmonitionTitle>` child (src/markdown/remark-admonitions.ts, as Docusaurus' MDX makes it): taken out of the
 * children as the title, as Docusaurus' theme does.
 */
function takeMdxTitle(children: ReactNode): { title?: ReactNode; rest: ReactNode } {
  const items = Children.toArray(children)
  const wrapper = items.find(
    (item): item is ReactElement<{ children?: ReactNode }> =>
      isValidElement(item) && item.type === 'mdxAdmonitionTitle',
  )
  if (!wrapper) return { rest: children }
  const rest = items.filter((item) => item !== wrapper)
  return { title: wrapper.props.children, rest: rest.length > 0 ? rest : undefined }
}

/**
 * `@theme/Admonition`: Docusaurus' markup, the same Markdown's `:::tip[Title]` takes in a Docusaurus site
 * (src/shared/docusaurus-markup.ts): Infima's alert classes, the heading with the type's icon and title (its
 * lower-case label by default), the content wrapper. An unknown type is shown as info, as Docusaurus does; `icon`
 * replaces the icon, and a heading with neither title nor icon is left out. It renders the Markdown admonitions of a
 * site that wraps it in its own src/theme/Admonition too (MDX's `admonition` component).
 */
export default function Admonition({ type = 'note', title: titleProp, icon, className, id, children: all }: Props) {
  const { title: mdxTitle, rest: children } = takeMdxTitle(all)
  const title = titleProp ?? mdxTitle
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
