import { describe, expect, it } from 'vitest'
import { renderRobotsTxt, renderSitemap } from '../../../src/output/sitemap.js'

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])

describe('renderSitemap', () => {
  it('lists exactly the given paths as absolute URLs, in order', () => {
    const xml = renderSitemap('https://example.test', ['/', '/docs/intro', '/blog'])
    expect(locs(xml)).toEqual(['https://example.test/', 'https://example.test/docs/intro', 'https://example.test/blog'])
    expect(xml.match(/<url>/g)).toHaveLength(3)
  })

  it('is a sitemaps.org urlset document', () => {
    const xml = renderSitemap('https://example.test', ['/a'])
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true)
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
    expect(xml).toContain(
      '<url><loc>https://example.test/a</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>',
    )
  })

  it('escapes XML special characters and percent-encodes what URLs need', () => {
    const xml = renderSitemap('https://example.test', ["/q&a/it's", '/my notes', '/<b>'])
    expect(locs(xml)).toEqual([
      'https://example.test/q&amp;a/it&#39;s',
      'https://example.test/my%20notes',
      'https://example.test/%3Cb%3E',
    ])
    expect(xml).not.toMatch(/&(?!amp;|#39;)/)
  })

  it('an empty list is an empty urlset', () => {
    expect(locs(renderSitemap('https://example.test', []))).toEqual([])
  })
})

describe('renderRobotsTxt', () => {
  it('allows everything and points at the sitemap', () => {
    expect(renderRobotsTxt('https://example.test', false)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://example.test/sitemap.xml\n',
    )
  })

  it('noIndex disallows everything and names no sitemap', () => {
    const robots = renderRobotsTxt('https://example.test', true)
    expect(robots).toBe('User-agent: *\nDisallow: /\n')
    expect(robots).not.toContain('Sitemap')
  })
})
