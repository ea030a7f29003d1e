import { escapeHtml } from '../shared/escape-html.js'

/** sitemap.xml of the indexable routes; `paths` are root-relative URLs as the site writes them (publicHref). */
export function renderSitemap(siteUrl: string, paths: string[]): string {
  const urls = paths.map(
    (p) =>
      `<url><loc>${escapeHtml(new URL(p, siteUrl).href)}</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** robots.txt; `sitemapPath` is the sitemap's root-relative URL (under the base URL). */
export function renderRobotsTxt(siteUrl: string, noIndex: boolean, sitemapPath = '/sitemap.xml'): string {
  return noIndex
    ? 'User-agent: *\nDisallow: /\n'
    : `User-agent: *\nAllow: /\n\nSitemap: ${new URL(sitemapPath, siteUrl).href}\n`
}
