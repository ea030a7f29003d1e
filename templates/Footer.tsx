import type { FooterLink } from '../src/shared/schemas/footer-schema.js'
import { ExternalLinkMark } from './common/ExternalLinkMark.js'
import { isExternalUrl, linkTargetProps } from './common/links.js'
import { useSite } from './SiteContext.js'
import { usePublicHref } from './common/RouteLink.js'

/** the schema makes every footer link give `to` or `href` */
function footerHref(link: FooterLink): string {
  return link.to ?? (link.href as string)
}

/** Link groups (Docs, API, More) and the copyright line (trusted HTML from the config); nothing without a footer. */
export function Footer() {
  const { footer } = useSite()
  const toPublic = usePublicHref()
  return !footer ? null : (
    <footer className={`footer footer--${footer.style}`}>
      <div className="container">
        {footer.links.length > 0 && (
          <div className="footer__links">
            {footer.links.map((group) => (
              <div className="footer__col" key={group.title}>
                <h2 className="footer__title">{group.title}</h2>
                <ul className="footer__items">
                  {group.items.map((link) => {
                    const href = footerHref(link)
                    return (
                      <li className="footer__item" key={`${link.label}-${href}`}>
                        <a className="footer__link" href={toPublic(href)} {...linkTargetProps(href)}>
                          {link.label}
                          {isExternalUrl(href) ? <ExternalLinkMark /> : null}
                        </a>
                      </li>
                    )
                  })}
                </ul>
              </div>
            ))}
          </div>
        )}
        {footer.copyright && (
          <div
            className="footer__copyright"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the copyright is HTML the site author writes in the config (themeConfig.footer.copyright)
            dangerouslySetInnerHTML={{ __html: footer.copyright }}
          />
        )}
      </div>
    </footer>
  )
}
