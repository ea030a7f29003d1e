import { ExternalLinkMark } from '../common/ExternalLinkMark.js'
import { EXTERNAL_LINK_PROPS } from '../common/links.js'
import { savePreferredDocsVersion } from '../hooks/usePreferredDocsVersion.js'
import { useSite } from '../SiteContext.js'
import type { NavbarLinkModel } from './navbar-model.js'
import { usePublicHref } from '../common/RouteLink.js'

interface NavbarLinkProps {
  model: NavbarLinkModel
  /** inside the mobile menu (a list item) rather than the bar */
  mobile?: boolean
  /** class of the `<a>` when the link sits inside a dropdown */
  linkClassName?: string
  onNavigate?: () => void
}

export function NavbarLink({ model, mobile = false, linkClassName, onNavigate }: NavbarLinkProps) {
  const { docsPluginId } = useSite()
  const toPublic = usePublicHref()
  const onClick = () => {
    if (model.docsVersionName) savePreferredDocsVersion(docsPluginId, model.docsVersionName)
    onNavigate?.()
  }
  const base = linkClassName ?? (mobile ? 'menu__link' : 'navbar__item navbar__link')
  const activeClass = model.active ? ` ${linkClassName ?? (mobile ? 'menu__link' : 'navbar__link')}--active` : ''
  const link = (
    <a
      className={`${base}${activeClass}${model.className ? ` ${model.className}` : ''}`}
      href={toPublic(model.href)}
      aria-current={model.current ? 'page' : undefined}
      onClick={onClick}
      {...(model.external ? EXTERNAL_LINK_PROPS : {})}
    >
      {model.label}
      {model.external ? <ExternalLinkMark /> : null}
    </a>
  )
  return mobile || linkClassName ? <li className="menu__list-item">{link}</li> : link
}
