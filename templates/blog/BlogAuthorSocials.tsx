import type { BlogAuthorSocial } from '../../src/shared/types.js'
import { linkTargetProps } from '../common/links.js'

/**
 * An author's links to their profiles elsewhere: one row of icons, each named by its platform. An empty row keeps
 * its height (blog.css), so that an author without links lines up with one beside them who has some.
 */
export function BlogAuthorSocials({ socials }: { socials: BlogAuthorSocial[] }) {
  return (
    <div className="blog-author__socials">
      {socials.map((social) => (
        <a
          key={social.platform}
          className="blog-author__social"
          href={social.url}
          title={social.label}
          aria-label={social.label}
          {...linkTargetProps(social.url)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={social.icon} />
          </svg>
        </a>
      ))}
    </div>
  )
}
