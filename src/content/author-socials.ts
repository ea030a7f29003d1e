/**
 * An author's `socials` (in authors.yml, or on an author written in a post), read as Docusaurus 3.5+ reads them: a
 * map of platform to a handle, a user id or an absolute URL. A known platform's key matches in any letter case and
 * its handle becomes the profile's URL; any other platform needs an absolute URL. A value that cannot be read is an
 * error, never dropped.
 */
import { BuildError } from '../errors.js'
import type { BlogAuthorSocial } from '../shared/types.js'
import { unsafeUrlError } from './unsafe-url-error.js'

/** A social link before its icon is chosen. */
export type SocialLink = Omit<BlogAuthorSocial, 'icon'>

interface Platform {
  label: string
  /** the URL of the profile of a handle (a user id on Stack Overflow, an address for email) */
  profile: (handle: string) => string
}

/** The platforms Docusaurus knows, by lower-case key. */
export const SOCIAL_PLATFORMS: Readonly<Record<string, Platform>> = {
  x: { label: 'X', profile: (handle) => `https://x.com/${handle}` },
  twitter: { label: 'Twitter', profile: (handle) => `https://twitter.com/${handle}` },
  github: { label: 'GitHub', profile: (handle) => `https://github.com/${handle}` },
  linkedin: { label: 'LinkedIn', profile: (handle) => `https://www.linkedin.com/in/${handle}/` },
  stackoverflow: { label: 'Stack Overflow', profile: (id) => `https://stackoverflow.com/users/${id}` },
  bluesky: { label: 'Bluesky', profile: (handle) => `https://bsky.app/profile/${handle}` },
  instagram: { label: 'Instagram', profile: (handle) => `https://www.instagram.com/${handle}` },
  threads: { label: 'Threads', profile: (handle) => `https://www.threads.net/@${handle}` },
  // `user@other.server` too: mastodon.social redirects to the user's server
  mastodon: { label: 'Mastodon', profile: (handle) => `https://mastodon.social/@${handle}` },
  twitch: { label: 'Twitch', profile: (handle) => `https://twitch.tv/${handle}` },
  youtube: { label: 'YouTube', profile: (handle) => `https://youtube.com/@${handle}` },
  email: { label: 'Email', profile: (address) => `mailto:${address}` },
}

/** Stack Overflow user ids are numbers, which YAML reads as such when unquoted. */
const NUMBER_PLATFORMS = new Set(['stackoverflow'])

const ABSOLUTE_URL = /^(?:https?:\/\/|mailto:)/i

const VALUE_HINT = 'Write the handle alone (`github: jane-doe`) or the full URL of the profile (`https://…`).'

type Where = () => { file: string; line?: number }

/**
 * The links of `value` (an author's `socials`) in the order written, and what is wrong with it (`author`: their
 * name, `where`: the author's place, for the messages).
 */
export function authorSocials(
  value: unknown,
  author: string,
  where: Where,
): { links: SocialLink[]; errors: BuildError[] } {
  const errors: BuildError[] = []
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const error = new BuildError(
      'authors-socials',
      `Author "${author}": socials must be a map of platform to handle or URL, not ${kindOf(value)}`,
      { ...where(), hint: 'Write e.g. `socials: { github: jane-doe, x: https://x.com/jane_doe }`.' },
    )
    return { links: [], errors: [error] }
  }
  const links: SocialLink[] = []
  const written = new Map<string, string>()
  for (const [key, raw] of Object.entries(value)) {
    const what = `Author "${author}": socials.${key}`
    // an own key: `constructor` or `toString` is any other platform
    const known = Object.hasOwn(SOCIAL_PLATFORMS, key.toLowerCase()) ? key.toLowerCase() : undefined
    const platform = known ?? key
    const twin = written.get(platform)
    if (twin !== undefined) {
      errors.push(
        new BuildError('authors-socials', `Author "${author}": socials has "${twin}" and "${key}", one platform`, {
          ...where(),
          hint: `Keep one of them.`,
        }),
      )
      continue
    }
    written.set(platform, key)
    const link = socialUrl(raw, known, what, where)
    if (link instanceof BuildError) errors.push(link)
    else links.push({ platform, label: known ? SOCIAL_PLATFORMS[known].label : key, url: link })
  }
  return { links, errors }
}

/** The URL of one entry (`known`: its platform's key, when Docusaurus knows it), or what is wrong with it. */
function socialUrl(raw: unknown, known: string | undefined, what: string, where: Where): string | BuildError {
  const text = typeof raw === 'number' && known && NUMBER_PLATFORMS.has(known) ? String(raw) : raw
  if (typeof text !== 'string' || text.trim() === '') {
    const quote = typeof raw === 'number' ? ' (quote a number to make it a handle)' : ''
    return new BuildError('authors-socials', `${what} is ${kindOf(raw)}, not a handle or URL${quote}`, {
      ...where(),
      hint: VALUE_HINT,
    })
  }
  const unsafe = unsafeUrlError(text, what, where)
  if (unsafe) return unsafe
  if (ABSOLUTE_URL.test(text)) return text
  if (!known) {
    return new BuildError('authors-socials', `${what} needs the full URL of the profile, not "${text}"`, {
      ...where(),
      hint: `Only the platforms Docusaurus knows take a handle (${Object.keys(SOCIAL_PLATFORMS).join(', ')}); write an https:// URL for this one.`,
    })
  }
  if (text.includes('/')) {
    return new BuildError('authors-socials', `${what} "${text}" is neither a handle nor a URL`, {
      ...where(),
      hint: VALUE_HINT,
    })
  }
  return SOCIAL_PLATFORMS[known].profile(text)
}

/** How a message names a value of the wrong kind. */
function kindOf(value: unknown): string {
  if (value === null || value === undefined) return 'empty'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'string') return 'an empty string'
  if (typeof value === 'object') return 'a map'
  return `${typeof value === 'number' ? 'the number' : 'the value'} ${String(value)}`
}
