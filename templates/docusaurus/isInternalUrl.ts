/** `@docusaurus/isInternalUrl`: a URL of this site (no protocol, not protocol-relative). */
export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url)
}

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url)
}
