import { BuildError } from '../errors.js'
import { unsafeUrlScheme } from '../markdown/unsafe-url.js'

/**
 * The error for a URL written in front matter or authors.yml that a page puts into a link or an image
 * (custom_edit_url, an author's url and image_url) when it could run script (markdown/unsafe-url.ts), as for
 * such a URL in Markdown; undefined when it is safe.
 */
export function unsafeUrlError(
  url: string,
  what: string,
  /** where the URL is written (asked only when it is unsafe) */
  where: () => { file: string; line?: number },
): BuildError | undefined {
  const scheme = unsafeUrlScheme(url)
  if (scheme === undefined) return undefined
  return new BuildError(
    'unsafe-url',
    `${what} is a "${scheme}:" URL, which could run script in the reader's browser: ${JSON.stringify(url)}`,
    {
      ...where(),
      hint: 'Use an http(s) URL or a path of the site.',
    },
  )
}
