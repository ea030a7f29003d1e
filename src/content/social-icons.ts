/**
 * The icon of an author's social link, as SVG path data in a 24×24 box: a known platform's brand from the
 * `simple-icons` package (CC0), read from its one file per icon so that a build reads only the icons it shows; an
 * envelope for email; an "open elsewhere" arrow of our own for any other platform, and for a brand the package does
 * not have (it dropped Twitter and LinkedIn at their owners' request).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { SOCIAL_PLATFORMS } from './author-socials.js'

/** A frame with an envelope's flap, drawn for this project. */
export const EMAIL_ICON = 'M2 4h20v16H2zm2 2v12h16V6zm0 0 8 6 8-6v2.5l-8 6-8-6z'

/** A box open at its top right with an arrow leaving it, drawn for this project. */
export const LINK_ICON = 'M5 5h6v2H7v10h10v-4h2v6H5zm8 0h6v6h-2V8.4l-6.3 6.3-1.4-1.4L15.6 7H13z'

const requireFromHere = createRequire(import.meta.url)

/** The path data of `platform`'s icon (`platform`: a known platform's lower-case key, or any other key). */
export function socialIcon(platform: string): string {
  if (platform === 'email') return EMAIL_ICON
  if (!Object.hasOwn(SOCIAL_PLATFORMS, platform)) return LINK_ICON
  return brandIcon(platform) ?? LINK_ICON
}

/** The path of simple-icons' icon named `slug` (its names are our platform keys), undefined when it has none. */
export function brandIcon(slug: string): string | undefined {
  let file: string
  try {
    file = requireFromHere.resolve(`simple-icons/icons/${slug}.svg`)
  } catch {
    return undefined
  }
  return /<path d="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1]
}
