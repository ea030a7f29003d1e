import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { linkTargetFields } from '../../../../src/shared/schemas/link-schema.js'

const link = z.object(linkTargetFields())

describe('a link’s `to`', () => {
  it('is a route from the site’s root when written without its leading slash, as Docusaurus reads it', () => {
    expect(link.parse({ to: 'blog' }).to).toBe('/blog')
    expect(link.parse({ to: 'docs/intro#install' }).to).toBe('/docs/intro#install')
  })

  it('stays as written when it starts with a slash or is an anchor of the page', () => {
    expect(link.parse({ to: '/blog' }).to).toBe('/blog')
    expect(link.parse({ to: '#top' }).to).toBe('#top')
  })

  it('is never a URL', () => {
    expect(link.safeParse({ to: 'https://example.org' }).success).toBe(false)
  })
})
