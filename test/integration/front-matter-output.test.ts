/**
 * Front matter that changes what a page outputs, through the whole build: keywords become `<meta name="keywords">`,
 * hide_table_of_contents and toc_min/max_heading_level shape the table of contents of docs and blog posts alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../../src/build.js'
import { copyFixtureSite } from '../helpers/fixture-site.js'

const HEADINGS = '\n## Two\n\nText.\n\n### Three\n\nText.\n\n#### Four\n\nText.\n'

let site: Awaited<ReturnType<typeof copyFixtureSite>>
const page = (file: string) => site.read(`build/${file}`)
/** the TOC links of the wide-screen "On this page" column, or null when there is none */
async function tocOf(file: string): Promise<string[] | null> {
  const html = await page(file)
  const nav = /<nav class="table-of-contents" aria-label="On this page">([\s\S]*?)<\/nav>/.exec(html)
  return nav ? [...nav[1].matchAll(/class="table-of-contents__link" href="#([^"]+)"/g)].map((m) => m[1]) : null
}

beforeAll(async () => {
  site = await copyFixtureSite('basic')
  await site.write(
    'content/docs/current/keyworded.md',
    `---\nkeywords: [hotkeys, "a <b> & c"]\n---\n\n# Keyworded\n${HEADINGS}`,
  )
  await site.write(
    'content/docs/current/deep-toc.md',
    `---\ntoc_min_heading_level: 3\ntoc_max_heading_level: 4\n---\n\n# Deep\n${HEADINGS}`,
  )
  await site.write('content/docs/current/plain-toc.md', `# Plain\n${HEADINGS}`)
  await site.write(
    'content/blog/2022-01-01-kw.md',
    `---\ntitle: Keyworded post\nkeywords: [react, shortcuts]\n---\n\nIntro.\n${HEADINGS}`,
  )
  await site.write(
    'content/blog/2022-01-02-no-toc.md',
    `---\ntitle: No TOC\nhide_table_of_contents: true\n---\n\nIntro.\n${HEADINGS}`,
  )
  await site.write(
    'content/pages/deep-page.md',
    `---\ntitle: Deep page\ntoc_min_heading_level: 3\ntoc_max_heading_level: 4\n---\n\nIntro.\n${HEADINGS}`,
  )
  await site.write('content/pages/plain-page.md', `# Plain page\n\nIntro.\n${HEADINGS}`)
  await site.write(
    'content/blog/2022-01-03-deep.md',
    `---\ntitle: Deep post\ntoc_min_heading_level: 3\ntoc_max_heading_level: 4\n---\n\nIntro.\n${HEADINGS}`,
  )
  await site.write('content/pages/kw-page.md', `---\nkeywords: [page]\n---\n\n# Page\n`)
  await build({ configFile: site.file('site.config.ts'), outDir: site.file('build') })
})
afterAll(() => site.remove())

describe('front matter keywords', () => {
  it('become an escaped <meta name="keywords"> on docs, blog posts and Markdown pages', async () => {
    expect(await page('docs/keyworded.html')).toContain('<meta name="keywords" content="hotkeys, a &lt;b&gt; &amp; c">')
    expect(await page('blog/kw.html')).toContain('<meta name="keywords" content="react, shortcuts">')
    expect(await page('kw-page.html')).toContain('<meta name="keywords" content="page">')
  })

  it('are absent from pages without them, and travel in the route data for client-side navigation', async () => {
    expect(await page('docs/intro.html')).not.toContain('name="keywords"')
    expect(JSON.parse(await page('__data/docs/keyworded.json')).keywords).toEqual(['hotkeys', 'a <b> & c'])
  })
})

describe('table of contents levels from front matter', () => {
  it('docs: toc_min/max_heading_level choose the levels (default h2–h3)', async () => {
    expect(await tocOf('docs/plain-toc.html')).toEqual(['two', 'three'])
    expect(await tocOf('docs/deep-toc.html')).toEqual(['three', 'four'])
  })

  it('blog posts: the same keys choose the levels, and hide_table_of_contents hides it', async () => {
    expect(await tocOf('blog/kw.html')).toEqual(['two', 'three'])
    expect(await tocOf('blog/deep.html')).toEqual(['three', 'four'])
    expect(await tocOf('blog/no-toc.html')).toBeNull()
  })

  it('Markdown pages: the same keys choose the levels (default h2–h3)', async () => {
    expect(await tocOf('plain-page.html')).toEqual(['two', 'three'])
    expect(await tocOf('deep-page.html')).toEqual(['three', 'four'])
  })
})
