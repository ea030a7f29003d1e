/** An absolute http(s) URL: opened in a new tab, never handled by the client router. */
export function isExternalUrl(href: string): boolean {
  return /^https?:\/\//i.test(href)
}

/** Props that make an external link open safely in a new tab. */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const

/** `EXTERNAL_LINK_PROPS` for an external href, nothing for an internal one. */
export function linkTargetProps(href: string | undefined): typeof EXTERNAL_LINK_PROPS | Record<string, never> {
  return href !== undefined && isExternalUrl(href) ? EXTERNAL_LINK_PROPS : {}
}
