import type { NavbarHtmlModel } from './navbar-model.js'

/** Trusted HTML from the site config. */
export function NavbarHtml({ model, mobile = false }: { model: NavbarHtmlModel; mobile?: boolean }) {
  const className = `${mobile ? 'menu__list-item' : 'navbar__item'}${model.className ? ` ${model.className}` : ''}`
  return mobile ? (
    <li
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an html navbar item is HTML the site author writes in the config (themeConfig.navbar.items)
      dangerouslySetInnerHTML={{ __html: model.value }}
    />
  ) : (
    <div
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an html navbar item is HTML the site author writes in the config (themeConfig.navbar.items)
      dangerouslySetInnerHTML={{ __html: model.value }}
    />
  )
}
