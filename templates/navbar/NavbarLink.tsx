import { ExternalLinkMark } from '../common/ExternalLinkMark.js'
import { EXTERNAL_LINK_PROPS } from '../common/links.js'
import type { NavbarLinkModel } from './navbar-model.js'

interface NavbarLinkProps {
  model: NavbarLinkModel
  /** inside the mobile menu (a list item) rather than the bar */
  mobile?: boolean
  /** class of the `<a>` when the link sits inside a dropdown */
  linkClassName?: string
  onNavigate?: () => void
}

export function NavbarLink({ model, mobile = false, linkClassName, onNavigate }: NavbarLinkProps) {
  const base = linkClassName ?? (mobile ? 'menu__link' : 'navbar__item navbar__link')
  const activeClass = model.active ? ` ${linkClassName ?? (mobile ? 'menu__link' : 'navbar__link')}--active` : ''
  const link = (
    <a
      className={`${base}${activeClass}${model.className ? ` ${model.className}` : ''}`}
      href={model.href}
      aria-current={model.current ? 'page' : undefined}
      onClick={onNavigate}
      {...(model.external ? EXTERNAL_LINK_PROPS : {})}
    >
      {model.label}
      {model.external ? <ExternalLinkMark /> : null}
    </a>
  )
  return mobile || linkClassName ? <li className="menu__list-item">{link}</li> : link
}
