import { describe, expect, it } from 'vitest'
import { authorSocials } from '../../../src/content/author-socials.js'
import { EMAIL_ICON, LINK_ICON, brandIcon, socialIcon } from '../../../src/content/social-icons.js'

const where = () => ({ file: 'blog/authors.yml', line: 7 })

function links(value: unknown) {
  const result = authorSocials(value, 'Jane Doe', where)
  expect(result.errors).toEqual([])
  return result.links
}

function errorOf(value: unknown) {
  const result = authorSocials(value, 'Jane Doe', where)
  expect(result.errors).toHaveLength(1)
  return result.errors[0]
}

describe('authorSocials', () => {
  it.each([
    ['x', 'jane', 'X', 'https://x.com/jane'],
    ['twitter', 'jane', 'Twitter', 'https://twitter.com/jane'],
    ['github', 'jane-doe', 'GitHub', 'https://github.com/jane-doe'],
    ['linkedin', 'jane-doe', 'LinkedIn', 'https://www.linkedin.com/in/jane-doe/'],
    ['stackoverflow', '4711', 'Stack Overflow', 'https://stackoverflow.com/users/4711'],
    ['bluesky', 'jane.bsky.social', 'Bluesky', 'https://bsky.app/profile/jane.bsky.social'],
    ['instagram', 'jane', 'Instagram', 'https://www.instagram.com/jane'],
    ['threads', 'jane', 'Threads', 'https://www.threads.net/@jane'],
    ['mastodon', 'jane@social.example', 'Mastodon', 'https://mastodon.social/@jane@social.example'],
    ['twitch', 'jane', 'Twitch', 'https://twitch.tv/jane'],
    ['youtube', 'janecodes', 'YouTube', 'https://youtube.com/@janecodes'],
    ['email', 'jane@example.test', 'Email', 'mailto:jane@example.test'],
  ])('a %s handle becomes its profile URL', (platform, handle, label, url) => {
    expect(links({ [platform]: handle })).toEqual([{ platform, label, url }])
  })

  it('keeps the order written', () => {
    const order = links({ youtube: 'j', github: 'j', x: 'j', website: 'https://jane.example' })
    expect(order.map((link) => link.platform)).toEqual(['youtube', 'github', 'x', 'website'])
  })

  it("matches a known platform's key in any letter case, and names it in lower case", () => {
    expect(links({ GitHub: 'jane', StackOverflow: 12, X: 'jane' })).toEqual([
      { platform: 'github', label: 'GitHub', url: 'https://github.com/jane' },
      { platform: 'stackoverflow', label: 'Stack Overflow', url: 'https://stackoverflow.com/users/12' },
      { platform: 'x', label: 'X', url: 'https://x.com/jane' },
    ])
  })

  it('keeps an absolute http(s) or mailto: URL as written', () => {
    expect(
      links({
        github: 'https://github.com/jane-doe',
        linkedin: 'http://linkedin.example/jane',
        email: 'mailto:jane@example.test',
      }).map((link) => link.url),
    ).toEqual(['https://github.com/jane-doe', 'http://linkedin.example/jane', 'mailto:jane@example.test'])
  })

  it('takes a Stack Overflow user id written as a YAML number', () => {
    expect(links({ stackoverflow: 82609 })).toEqual([
      { platform: 'stackoverflow', label: 'Stack Overflow', url: 'https://stackoverflow.com/users/82609' },
    ])
  })

  it('an unknown platform with a URL keeps its key as written, as its label too', () => {
    expect(links({ Codeberg: 'https://codeberg.example/jane' })).toEqual([
      { platform: 'Codeberg', label: 'Codeberg', url: 'https://codeberg.example/jane' },
    ])
  })

  it("a key of every object's prototype is any other platform", () => {
    expect(links({ constructor: 'https://a.example', toString: 'https://b.example' })).toEqual([
      { platform: 'constructor', label: 'constructor', url: 'https://a.example' },
      { platform: 'toString', label: 'toString', url: 'https://b.example' },
    ])
    expect(errorOf({ __proto__: null, constructor: 'jane' }).message).toContain('needs the full URL')
  })

  it('no socials, no links', () => {
    expect(links({})).toEqual([])
  })

  describe('errors, at the place given, saying what to write', () => {
    it('a value that is not a string', () => {
      const error = errorOf({ github: ['jane'] })
      expect(error).toMatchObject({ code: 'authors-socials', file: 'blog/authors.yml', line: 7 })
      expect(error.message).toBe('Author "Jane Doe": socials.github is a list, not a handle or URL')
      expect(error.hint).toContain('`github: jane-doe`')
    })

    it('a number for a platform other than Stack Overflow', () => {
      const error = errorOf({ github: 12345 })
      expect(error.message).toBe(
        'Author "Jane Doe": socials.github is the number 12345, not a handle or URL (quote a number to make it a handle)',
      )
    })

    it.each([null, true, ''])('the value %j', (value) => {
      expect(errorOf({ x: value }).message).toMatch(/^Author "Jane Doe": socials\.x is .*, not a handle or URL$/)
    })

    it("a handle with a '/'", () => {
      const error = errorOf({ github: 'github.com/jane' })
      expect(error).toMatchObject({ code: 'authors-socials', file: 'blog/authors.yml', line: 7 })
      expect(error.message).toBe('Author "Jane Doe": socials.github "github.com/jane" is neither a handle nor a URL')
      expect(error.hint).toContain('https://')
    })

    it('an unknown platform without a URL', () => {
      const error = errorOf({ codeberg: 'jane' })
      expect(error.message).toBe('Author "Jane Doe": socials.codeberg needs the full URL of the profile, not "jane"')
      expect(error.hint).toContain('github')
    })

    it('a URL that could run script', () => {
      const error = errorOf({ website: 'javascript:alert(1)' })
      expect(error).toMatchObject({ code: 'unsafe-url', file: 'blog/authors.yml', line: 7 })
      expect(error.message).toContain('socials.website')
    })

    it('socials that are not a map', () => {
      const error = errorOf(['github: jane'])
      expect(error.message).toBe('Author "Jane Doe": socials must be a map of platform to handle or URL, not a list')
    })

    it('one platform twice, in two letter cases', () => {
      const result = authorSocials({ github: 'jane', GitHub: 'doe' }, 'Jane Doe', where)
      expect(result.links.map((link) => link.url)).toEqual(['https://github.com/jane'])
      expect(result.errors.map((error) => error.message)).toEqual([
        'Author "Jane Doe": socials has "github" and "GitHub", one platform',
      ])
    })

    it('every bad entry is reported, the good ones kept', () => {
      const result = authorSocials({ github: 'a/b', x: 'jane', y: 'jane' }, 'Jane Doe', where)
      expect(result.links.map((link) => link.platform)).toEqual(['x'])
      expect(result.errors).toHaveLength(2)
    })
  })
})

describe('socialIcon', () => {
  it("a brand's icon is simple-icons' path", () => {
    const github = socialIcon('github')
    expect(github).toBe(brandIcon('github'))
    expect(github).toMatch(/^M[\d .-]/)
    for (const platform of ['x', 'stackoverflow', 'bluesky', 'instagram', 'threads', 'mastodon', 'twitch', 'youtube']) {
      expect(socialIcon(platform), platform).not.toBe(LINK_ICON)
    }
  })

  it('email has an envelope; an unknown platform, or a brand simple-icons lacks, the link icon', () => {
    expect(socialIcon('email')).toBe(EMAIL_ICON)
    expect(socialIcon('Codeberg')).toBe(LINK_ICON)
    expect(socialIcon('constructor')).toBe(LINK_ICON)
    expect(brandIcon('linkedin')).toBeUndefined()
    expect(socialIcon('linkedin')).toBe(LINK_ICON)
    expect(socialIcon('twitter')).toBe(LINK_ICON)
  })
})
