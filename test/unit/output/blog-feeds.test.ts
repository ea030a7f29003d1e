// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { feedLinkTags, renderBlogFeeds } from '../../../src/output/blog-feeds.js'
import type { BlogConfig, SiteConfig } from '../../../src/config/site-config.js'
import { hastRoot, makeConfig, makeMarkdown, makePost } from '../pipeline-factories.js'

function config(blog: BlogConfig | false = {}, patch: Partial<SiteConfig> = {}) {
  return makeConfig({ title: 'Hotkeys', blog, ...patch })
}

const posts = [
  makePost('newest', '2022-05-01', {
    title: 'Newest & best',
    authors: [{ name: 'Jane', url: 'https://jane.test' }],
    tags: [{ label: 'news', permalink: '/blog/tags/news' }],
    markdown: makeMarkdown({ hast: hastRoot('Newest body') }),
  }),
  makePost('hidden', '2022-03-01', { title: 'Hidden post', unlisted: true }),
  makePost('middle', '2021-09-24', { title: 'Middle' }),
  makePost('oldest', '2020-01-02', { title: 'Oldest' }),
]

function xml(text: string): Document {
  return new DOMParser().parseFromString(text, 'text/xml')
}
const texts = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map((e) => e.textContent)

describe('renderBlogFeeds', () => {
  it('writes RSS and Atom under the blog route', () => {
    expect([...renderBlogFeeds(config(), posts).keys()]).toEqual(['blog/rss.xml', 'blog/atom.xml'])
  })

  it('RSS lists the listed posts newest first, with absolute links, dates, authors and tags', () => {
    const rss = xml(renderBlogFeeds(config(), posts).get('blog/rss.xml')!)
    expect(rss.querySelector('parsererror')).toBeNull()
    expect(texts(rss, 'channel > title')).toEqual(['Hotkeys Blog'])
    expect(texts(rss, 'channel > link')).toEqual(['https://example.test/blog'])
    expect(texts(rss, 'item > title')).toEqual(['Newest & best', 'Middle', 'Oldest'])
    expect(texts(rss, 'item > link')).toEqual([
      'https://example.test/blog/newest',
      'https://example.test/blog/middle',
      'https://example.test/blog/oldest',
    ])
    expect(texts(rss, 'item > pubDate')[0]).toBe('Sun, 01 May 2022 00:00:00 GMT')
    expect(texts(rss, 'item > category')).toEqual(['news'])
    const content = rss.getElementsByTagName('content:encoded')[0].textContent
    expect(content).toBe('<p>Newest body</p>')
  })

  it('Atom lists the same posts in the same order', () => {
    const atom = xml(renderBlogFeeds(config(), posts).get('blog/atom.xml')!)
    expect(atom.querySelector('parsererror')).toBeNull()
    expect(texts(atom, 'entry > title')).toEqual(['Newest & best', 'Middle', 'Oldest'])
    expect(texts(atom, 'entry > id')).toEqual([
      'https://example.test/blog/newest',
      'https://example.test/blog/middle',
      'https://example.test/blog/oldest',
    ])
    expect(texts(atom, 'entry > author > name')).toEqual(['Jane'])
    expect(texts(atom, 'feed > updated')).toEqual(['2022-05-01T00:00:00.000Z'])
  })

  it('leaves out unlisted posts (and their date does not count as the feed update)', () => {
    const hiddenFirst = [makePost('hidden', '2023-01-01', { unlisted: true }), ...posts.slice(2)]
    for (const text of renderBlogFeeds(config(), hiddenFirst).values()) expect(text).not.toContain('/blog/hidden')
    const atom = xml(renderBlogFeeds(config(), hiddenFirst).get('blog/atom.xml')!)
    expect(texts(atom, 'feed > updated')).toEqual(['2021-09-24T00:00:00.000Z'])
  })

  it('keeps the 20 newest posts', () => {
    const many = Array.from({ length: 25 }, (_, i) => makePost(`p${i}`, `2020-01-${String(25 - i).padStart(2, '0')}`))
    const rss = xml(renderBlogFeeds(config(), many).get('blog/rss.xml')!)
    const links = texts(rss, 'item > link')
    expect(links).toHaveLength(20)
    expect(links[0]).toBe('https://example.test/blog/p0')
    expect(links[19]).toBe('https://example.test/blog/p19')
  })

  it('follows feedOptions: type, title, description, copyright', () => {
    const files = renderBlogFeeds(
      config({ feedOptions: { type: ['atom'], title: 'News feed', description: 'All news', copyright: '© Me' } }),
      posts,
    )
    expect([...files.keys()]).toEqual(['blog/atom.xml'])
    const atom = xml(files.get('blog/atom.xml')!)
    expect(texts(atom, 'feed > title')).toEqual(['News feed'])
    expect(texts(atom, 'feed > subtitle')).toEqual(['All news'])
    expect(texts(atom, 'feed > rights')).toEqual(['© Me'])
  })

  it('writes a JSON feed (JSON Feed 1.1) when the types list json, with its link tag', () => {
    const files = renderBlogFeeds(config({ feedOptions: { type: ['json'] } }), posts)
    expect([...files.keys()]).toEqual(['blog/feed.json'])
    const feed = JSON.parse(files.get('blog/feed.json')!) as { version: string; feed_url: string; items: unknown[] }
    expect(feed.version).toBe('https://jsonfeed.org/version/1')
    expect(feed.feed_url).toBe('https://example.test/blog/feed.json')
    expect(feed.items.length).toBeGreaterThan(0)
    expect(feedLinkTags(config({ feedOptions: { type: ['json'] } }))).toBe(
      '<link rel="alternate" type="application/json" href="/blog/feed.json" title="Hotkeys Blog JSON Feed">',
    )
  })

  it('follows the blog route base, also at the site root', () => {
    expect([...renderBlogFeeds(config({ routeBasePath: '/news/' }), posts).keys()]).toEqual([
      'news/rss.xml',
      'news/atom.xml',
    ])
    const atRoot = renderBlogFeeds(config({ routeBasePath: '/' }), posts)
    expect([...atRoot.keys()]).toEqual(['rss.xml', 'atom.xml'])
    const atom = xml(atRoot.get('atom.xml')!)
    expect([...atom.querySelectorAll('feed > link')].map((l) => l.getAttribute('href'))).toContain(
      'https://example.test/atom.xml',
    )
  })

  it('no blog: no feeds', () => {
    expect(renderBlogFeeds(config(false), posts).size).toBe(0)
  })
})

describe('feedLinkTags', () => {
  it('announces both feeds by default', () => {
    expect(feedLinkTags(config())).toBe(
      '<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Hotkeys Blog RSS Feed">\n' +
        '<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml" title="Hotkeys Blog Atom Feed">',
    )
  })

  it('only the configured types, under the route base', () => {
    expect(feedLinkTags(config({ routeBasePath: '/news', feedOptions: { type: ['rss'] } }))).toBe(
      '<link rel="alternate" type="application/rss+xml" href="/news/rss.xml" title="Hotkeys Blog RSS Feed">',
    )
  })

  it('escapes the feed title', () => {
    const tags = feedLinkTags(config({ feedOptions: { title: 'Tom & "Jerry"' } }))
    expect(tags).toContain('title="Tom &amp; &quot;Jerry&quot; RSS Feed"')
  })

  it('no blog: nothing', () => {
    expect(feedLinkTags(config(false))).toBe('')
  })
})
