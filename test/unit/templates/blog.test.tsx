// @vitest-environment jsdom
import type { BlogAuthor } from '../../../src/shared/types.js'
import { describe, expect, it } from 'vitest'
import { authorInitials } from '../../../templates/blog/BlogAuthorAvatar.js'
import { readingTimeLabel } from '../../../templates/blog/BlogPostMeta.js'
import { tagPageTitle } from '../../../src/shared/tag-page-title.js'
import { text } from './dom.js'
import { routesByKind } from './fixtures.js'
import { parse, renderApp } from './render.js'

describe('blog', () => {
  it('lists posts with title, date, reading time, author, excerpt and "Read more"', () => {
    const main = parse(renderApp(routesByKind.blogList)).querySelector('main')!
    const post = main.querySelector('article')!
    expect(post.querySelector('h2 a')?.getAttribute('href')).toBe('/blog/new-documentation')
    expect(post.querySelector('time')?.getAttribute('datetime')).toBe('2021-09-24')
    expect(text(post.querySelector('.blog-post__meta'))).toContain('September 24, 2021')
    expect(text(post.querySelector('.blog-post__meta'))).toContain('3 min read')
    expect(text(post.querySelector('.blog-author__name'))).toBe('Johannes Klauss')
    expect(text(post.querySelector('.markdown'))).toBe('New Docs')
    const more = Array.from(post.querySelectorAll('a')).find((a) => text(a) === 'Read more')!
    expect(more.getAttribute('href')).toBe('/blog/new-documentation')
    expect(text(main.querySelector('.blog-sidebar'))).toContain('Recent posts')
  })

  it('words a reading time as Docusaurus does: "One min read", else "N min read"', () => {
    expect([1, 2, 12].map(readingTimeLabel)).toEqual(['One min read', '2 min read', '12 min read'])
    const route = {
      ...routesByKind.blogList,
      posts: routesByKind.blogList.posts.map((p) => ({ ...p, readingTimeMinutes: 0.4 })),
    }
    const meta = parse(renderApp(route)).querySelector('main .blog-post__meta')
    expect(text(meta)).toContain('One min read')
  })

  it('leaves out "Read more" when the whole post is shown', () => {
    const route = {
      ...routesByKind.blogList,
      posts: routesByKind.blogList.posts.map((p) => ({ ...p, hasTruncateMarker: false })),
    }
    const main = parse(renderApp(route)).querySelector('main')!
    expect(Array.from(main.querySelectorAll('a')).some((a) => text(a) === 'Read more')).toBe(false)
  })

  it('renders a post with its author block, tags and newer/older navigation', () => {
    const route = {
      ...routesByKind.blogPost,
      prev: { label: 'Newer one', href: '/blog/newer' },
      next: { label: 'Older one', href: '/blog/older' },
    }
    const main = parse(renderApp(route)).querySelector('main')!
    expect(main.querySelector('h1')?.textContent).toBe('New Documentation and Support Channel')
    const author = main.querySelector('.blog-author')!
    expect(author.querySelector('img')?.getAttribute('src')).toContain('avatars0.githubusercontent.com')
    // the initials the stylesheet draws when the picture cannot load
    expect(author.querySelector('img')?.getAttribute('data-initials')).toBe('JK')
    expect(author.querySelector('a')?.getAttribute('href')).toBe('https://github.com/johannesklauss')
    expect(text(author.querySelector('.blog-author__title'))).toBe('Lead Software Engineer @ Spaceteams')
    expect(Array.from(main.querySelectorAll('.tags-list a'), (a) => a.textContent)).toEqual(['documentation', 'v4'])
    const pager = main.querySelector('nav.pagination-nav')!
    expect(Array.from(pager.querySelectorAll('a'), (a) => text(a))).toEqual([
      'Newer post « Newer one',
      'Older post Older one »',
    ])
    expect(main.querySelector('.blog-sidebar [aria-current="page"]')?.getAttribute('href')).toBe(
      '/blog/new-documentation',
    )
  })

  it("shows a post's edit link in its footer, and none without one", () => {
    const editUrl = 'https://github.com/example/site/edit/main/blog/2021-09-24-new-documentation.md'
    const route = { ...routesByKind.blogPost, post: { ...routesByKind.blogPost.post, tags: [], editUrl } }
    const link = parse(renderApp(route)).querySelector('.blog-post__footer a.edit-this-page')
    expect(link?.getAttribute('href')).toBe(editUrl)
    expect(text(link)).toContain('Edit this page')
    const plain = { ...routesByKind.blogPost, post: { ...routesByKind.blogPost.post, tags: [] } }
    expect(parse(renderApp(plain)).querySelector('.blog-post__footer')).toBeNull()
  })

  it('lists tags with counts, and a tag page with its title and "View all tags"', () => {
    const tags = parse(renderApp(routesByKind.blogTags)).querySelector('main')!
    expect(tags.querySelector('h1')?.textContent).toBe('Tags')
    expect(Array.from(tags.querySelectorAll('.tags-index a'), (a) => text(a))).toEqual([
      'documentation: 1 post',
      'v4: 1 post',
    ])

    const tag = parse(renderApp(routesByKind.blogTag)).querySelector('main')!
    expect(tag.querySelector('h1')?.textContent).toBe('One post tagged with "v4"')
    expect(
      Array.from(tag.querySelectorAll('a'))
        .find((a) => text(a) === 'View all tags')
        ?.getAttribute('href'),
    ).toBe('/blog/tags')
    // Docusaurus' wording: "One post", "2 posts"
    expect(tagPageTitle(1, 'support')).toBe('One post tagged with "support"')
    expect(tagPageTitle(2, 'support')).toBe('2 posts tagged with "support"')
    expect(tagPageTitle(3, 'support')).toBe('3 posts tagged with "support"')
    expect(tagPageTitle(1, 'basics', 'doc')).toBe('One doc tagged with "basics"')
    expect(tagPageTitle(2, 'basics', 'doc')).toBe('2 docs tagged with "basics"')
  })

  it('lists the authors with their post counts, each name linked to their page or else their URL', () => {
    const main = parse(renderApp(routesByKind.blogAuthors)).querySelector('main')!
    expect(main.querySelector('h1')?.textContent).toBe('Authors')
    const items = Array.from(main.querySelectorAll('.blog-authors-index > li'))
    expect(items.map((li) => text(li.querySelector('h2')))).toEqual(['Johannes Klauss', 'Guest'])
    expect(items[0].querySelector('h2 a')?.getAttribute('href')).toBe('/blog/authors/johannesklauss')
    expect(items[0].querySelector('h2 a')?.hasAttribute('target')).toBe(false)
    // no page and no URL: the name alone
    expect(items[1].querySelector('h2 a')).toBeNull()
    expect(items.map((li) => text(li.querySelector('.blog-author__count')))).toEqual(['1 post', '0 posts'])
    expect(text(main.querySelector('.blog-sidebar'))).toContain('Recent posts')
  })

  it("an author's page: the author as its heading, their posts, and every author's list", () => {
    const main = parse(renderApp(routesByKind.blogAuthor)).querySelector('main')!
    expect(text(main.querySelector('h1'))).toBe('Johannes Klauss')
    expect(text(main.querySelector('.blog-author__title'))).toBe('Lead Software Engineer @ Spaceteams')
    expect(text(main.querySelector('.blog-author__count'))).toBe('1 post')
    const all = Array.from(main.querySelectorAll('a')).find((a) => text(a) === 'View all authors')
    expect(all?.getAttribute('href')).toBe('/blog/authors')
    expect(main.querySelector('article h2 a')?.getAttribute('href')).toBe('/blog/new-documentation')

    const second = { ...routesByKind.blogAuthor, page: 2, totalPages: 2, prevPage: '/blog/authors/johannesklauss' }
    const paged = parse(renderApp(second)).querySelector('main')!
    expect(text(paged.querySelector('.blog-author__count'))).toBe('1 post (page 2 of 2)')
    expect(Array.from(paged.querySelectorAll('nav.pagination-nav a'), (a) => a.getAttribute('href'))).toEqual([
      '/blog/authors/johannesklauss',
    ])
  })

  it("a post's author without a page or URL links to their email address", () => {
    const author = { name: 'Ina', email: 'ina@example.test' }
    const route = { ...routesByKind.blogPost, post: { ...routesByKind.blogPost.post, authors: [author] } }
    const link = parse(renderApp(route)).querySelector('main .blog-author a')!
    expect(link.getAttribute('href')).toBe('mailto:ina@example.test')
  })

  it("a post's author with a page links there, not to their URL", () => {
    const author = { ...routesByKind.blogPost.post.authors[0], page: '/blog/authors/jk' }
    const route = { ...routesByKind.blogPost, post: { ...routesByKind.blogPost.post, authors: [author] } }
    const link = parse(renderApp(route)).querySelector('main .blog-author a')!
    expect(link.getAttribute('href')).toBe('/blog/authors/jk')
    expect(link.hasAttribute('target')).toBe(false)
  })

  describe("authors' social links", () => {
    const socials = [
      { platform: 'github', label: 'GitHub', url: 'https://github.com/ina', icon: 'M1 1h22v22H1z' },
      { platform: 'email', label: 'Email', url: 'mailto:ina@example.test', icon: 'M2 4h20v16H2z' },
    ]
    const withAuthors = (authors: BlogAuthor[]) =>
      parse(renderApp({ ...routesByKind.blogPost, post: { ...routesByKind.blogPost.post, authors } }))

    it("one row of icon links under the author's title, named by their platform, in order", () => {
      const author = withAuthors([{ name: 'Ina', title: 'Writer', socials }]).querySelector('main .blog-author')!
      const row = author.querySelector('.blog-author__title + .blog-author__socials')!
      const links = Array.from(row.querySelectorAll('a'))
      expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('title'), a.getAttribute('aria-label')])).toEqual(
        [
          ['https://github.com/ina', 'GitHub', 'GitHub'],
          ['mailto:ina@example.test', 'Email', 'Email'],
        ],
      )
      // an external link opens as the others do; mailto: does not
      expect(links.map((a) => a.getAttribute('target'))).toEqual(['_blank', null])
      expect(links[0].getAttribute('rel')).toBe('noopener noreferrer')
      expect(links[0].querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
      expect(links[0].querySelector('svg path')?.getAttribute('d')).toBe('M1 1h22v22H1z')
    })

    it('an author without links gets an empty row beside one who has some, and none when no author has links', () => {
      const mixed = withAuthors([{ name: 'Ina', socials }, { name: 'Ola' }])
      expect(
        Array.from(
          mixed.querySelectorAll('main .blog-author'),
          (a) => a.querySelectorAll('.blog-author__socials a').length,
        ),
      ).toEqual([2, 0])
      expect(mixed.querySelectorAll('main .blog-author__socials')).toHaveLength(2)
      expect(withAuthors([{ name: 'Ola' }, { name: 'Per' }]).querySelector('.blog-author__socials')).toBeNull()
    })
  })

  it('groups the archive by year', () => {
    const main = parse(renderApp(routesByKind.blogArchive)).querySelector('main')!
    expect(main.querySelector('h1')?.textContent).toBe('Archive')
    const year = main.querySelector('section')!
    expect(year.querySelector('h2')?.textContent).toBe('2021')
    expect(text(year.querySelector('li'))).toBe('September 24, 2021 New Documentation and Support Channel')
  })
})

describe('authorInitials', () => {
  it.each([
    ['Johannes Klauss', 'JK'],
    ['  ada   lovelace ', 'AL'],
    ['Jean-Luc van der Berg', 'JB'],
    ['Cher', 'C'],
    ['Émile Zola', 'ÉZ'],
    ['', ''],
  ])('%j → %j', (name, initials) => {
    expect(authorInitials(name)).toBe(initials)
  })
})
