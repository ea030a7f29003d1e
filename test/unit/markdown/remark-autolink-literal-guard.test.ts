import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { mayAutolink, remarkAutolinkLiteralGuard } from '../../../src/markdown/remark-autolink-literal-guard.js'
import { seededRandom } from '../../helpers/seeded-random.js'

// render-markdown.ts' parsers, with and without the guard
const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze()
const guardedMarkdown = unified().use(remarkParse).use(remarkGfm).use(remarkAutolinkLiteralGuard).use(remarkDirective)
const mdx = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).freeze()
const guardedMdx = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkAutolinkLiteralGuard)
  .use(remarkDirective)

/** text the transform may turn into links, and text it leaves */
const LINKY = [
  'http://example.com/a',
  'see https://x.test.',
  'www.example.com',
  'WWW.EXAMPLE.COM',
  'Http://Mixed.Case',
  'mail a@b.co',
  'mailto:a@b.co',
  'xmpp:a@b.co/res',
  'a&#64;b.co',
  'www&#46;example.com',
  '[link http://in.link](/x)',
  '`http://code`',
  '\\@user',
  'a @mention',
]
const PLAIN = [
  'plain words',
  '**bold** and _emphasis_',
  'a [link](#anchor)',
  '`code`',
  'x &amp; y',
  '1. item',
  '> quote',
]
const SEPARATORS = [' ', '\n', '\n\n', '\n\n- ', '\n\n# ', '\n\n| a | b |\n|---|---|\n| ', ' | ']

function randomDocument(random: () => number, linky: boolean): string {
  const parts: string[] = []
  const words = linky ? [...PLAIN, ...LINKY] : PLAIN
  for (let i = 0; i < 3 + Math.floor(random() * 12); i++)
    parts.push(words[Math.floor(random() * words.length)], SEPARATORS[Math.floor(random() * SEPARATORS.length)])
  return parts.join('')
}

describe('remarkAutolinkLiteralGuard', () => {
  it('gives the very tree of the unguarded parser (seeded documents, positions included)', () => {
    const random = seededRandom(7)
    for (let doc = 0; doc < 200; doc++) {
      const source = randomDocument(random, doc % 2 === 0)
      expect(guardedMarkdown.parse(source), source).toEqual(markdown.parse(source))
      if (!source.includes('<') && !source.includes('{'))
        expect(guardedMdx.parse(source), source).toEqual(mdx.parse(source))
    }
  })

  it('still links what GFM links', () => {
    const tree = guardedMarkdown.parse('Mail a&#64;b.co or see www.example.com.')
    expect(JSON.stringify(tree)).toContain('"url":"mailto:a@b.co"')
    expect(JSON.stringify(tree)).toContain('"url":"http://www.example.com"')
  })

  it('tells a tree that may hold an autolink literal from one that cannot', () => {
    expect(mayAutolink(markdown.parse('plain **words** and [a link](#x) and `http://code`'))).toBe(false)
    expect(mayAutolink(markdown.parse('# Title\n\n- an item with Www.x.y'))).toBe(true)
    // an entity decodes to `@` in the text node
    expect(mayAutolink(markdown.parse('a&#64;b.co'))).toBe(true)
  })
})
