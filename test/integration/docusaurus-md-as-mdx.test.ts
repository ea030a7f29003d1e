/**
 * A Docusaurus site reads `.md` files as MDX (its default `markdown.format: 'mdx'`): a `.md` doc, blog post or page
 * with tags, imports or expressions is built as MDX here too (site components included), one that is not valid MDX
 * is read as Markdown with a warning, and with `format: 'detect'` every `.md` file is Markdown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { build, type BuildResult } from '../../src/build.js'
import { copyFixtureSite } from '../helpers/fixture-site.js'

type Site = Awaited<ReturnType<typeof copyFixtureSite>>

/** the page's <main>, without the markers React puts between adjacent texts */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>')).replaceAll('<!-- -->', '')

const KEYS_DOC = [
  '---',
  'title: Keys at a glance',
  '---',
  '',
  "import Glow from '@site/src/components/Glow'",
  "import TOCInline from '@theme/TOCInline'",
  "import SharedNote from './_shared-note.md'",
  '',
  '<TOCInline toc={toc.slice(1)} />',
  '',
  'Hold <kbd>Shift</kbd> to dim the lamp; it takes {2 * 3} steps.',
  '',
  '<!-- a note to editors: keep this short -->',
  '',
  '<details>',
  '<summary>Why six?</summary>',
  '',
  'Each step halves the **brightness**.',
  '',
  '</details>',
  '',
  '<Glow level={3} />',
  '',
  '```jsx',
  '<kbd>not a tag here</kbd>',
  '```',
  '',
  '## Dimming',
  '',
  '### By steps',
  '',
  '## Brightening',
  '',
  '<SharedNote />',
  '',
].join('\n')

const GLOW = [
  "import React, { useState } from 'react'",
  '',
  'export default function Glow({ level }) {',
  '  const [on] = useState(true)',
  '  return <span className="glow" data-level={level}>{on ? "glow " + level : "off"}</span>',
  '}',
  '',
].join('\n')

async function writeSiteFiles(site: Site): Promise<void> {
  await mkdir(site.file('src/components'), { recursive: true })
  await site.write('src/components/Glow.jsx', GLOW)
  await site.write('docs/keys.md', KEYS_DOC)
  await site.write('docs/unclosed.md', '---\ntitle: Unclosed\n---\n\nOne line<br>\nPress <kbd>Esc</kbd>.\n')
  await site.write('src/pages/shortcuts.md', '# Shortcuts\n\nFirst line<br/>second line.\n')
  await site.edit(
    'blog/2026-03-01-lantern-2.md',
    (text) => `${text}\nA <abbr title="light-emitting diode">LED</abbr> inside.\n`,
  )
}

describe("a Docusaurus site's .md files with tags, imports or expressions (markdown.format 'mdx', the default)", () => {
  let site: Site
  let result: BuildResult
  const out = (p: string) => readFile(site.file(path.join('build', p)), 'utf8')

  beforeAll(async () => {
    site = await copyFixtureSite('docusaurus-versioned')
    await writeSiteFiles(site)
    result = await build({ configFile: site.file('docusaurus.config.js'), outDir: site.file('build') })
  })
  afterAll(() => site.remove())

  it('builds a .md doc as MDX: HTML elements, expressions, and a site component server-rendered and in the bundle', async () => {
    const html = mainOf(await out('docs/next/keys.html'))
    expect(html).toContain('Hold <kbd>Shift</kbd> to dim the lamp; it takes 6 steps.')
    expect(html).toMatch(/<details[^>]*><summary>Why six\?<\/summary>/)
    expect(html).toContain('Each step halves the <strong>brightness</strong>.')
    // an HTML comment is dropped, as with Docusaurus' mdx1Compat.comments (on by default)
    expect(html).not.toContain('a note to editors')
    expect(html).toContain('<span class="glow" data-level="3">glow 3</span>')
    // code keeps its text
    expect(html).toContain('not a tag here')
    // TOCInline lists the module's exported toc, sliced as written; the imported .md partial is rendered in place
    const inline = html.slice(html.indexOf('toc-inline'), html.indexOf('</div>', html.indexOf('toc-inline')))
    expect(Array.from(inline.matchAll(/href="#([^"]+)"/g), (m) => m[1])).toEqual(['by-steps', 'brightening'])
    expect(html).toContain('A note other pages would import (MDX); never a page of its own.')
    const module = result.routes.find((route) => route.path === '/docs/next/keys')
    expect(JSON.stringify(module?.data)).toContain('"contentModule"')
  })

  it('builds a .md blog post and a .md page with tags as MDX', async () => {
    expect(mainOf(await out('blog/2026/03/01/lantern-2.html'))).toContain(
      '<abbr title="light-emitting diode">LED</abbr>',
    )
    expect(mainOf(await out('shortcuts.html'))).toContain('First line<br/>second line.')
  })

  it('reads a .md file that is not valid MDX (an unclosed <br>) as Markdown, with a warning at its line', async () => {
    const warning = result.warnings.find((w) => w.code === 'md-not-valid-mdx')
    expect(warning).toMatchObject({ file: 'docs/unclosed.md' })
    expect(warning?.line).toBeGreaterThanOrEqual(5)
    expect(mainOf(await out('docs/next/unclosed.html'))).toContain('Press &lt;kbd&gt;Esc&lt;/kbd&gt;.')
  })

  it('warns about nothing else: the tags of the other files are elements', () => {
    expect([...new Set(result.warnings.filter((w) => w.code === 'raw-html-not-supported').map((w) => w.file))]).toEqual(
      ['docs/unclosed.md'],
    )
  })
})

describe("a Docusaurus site with markdown.format 'detect'", () => {
  let site: Site
  let result: BuildResult

  beforeAll(async () => {
    site = await copyFixtureSite('docusaurus-versioned')
    await writeSiteFiles(site)
    await site.edit('docs/keys.md', (text) => text.replace(/^import.*\n/m, '').replace('<Glow level={3} />', ''))
    await site.edit('docusaurus.config.js', (text) =>
      text.replace('markdown: { hooks:', "markdown: { format: 'detect', hooks:"),
    )
    result = await build({ configFile: site.file('docusaurus.config.js'), outDir: site.file('build') })
  })
  afterAll(() => site.remove())

  it('reads every .md file as Markdown: its HTML is shown as text, with a warning at each line', async () => {
    const html = mainOf(await readFile(site.file('build/docs/next/keys.html'), 'utf8'))
    expect(html).toContain('Hold &lt;kbd&gt;Shift&lt;/kbd&gt;')
    expect(html).toContain('{2 * 3}')
    const files = new Set(result.warnings.filter((w) => w.code === 'raw-html-not-supported').map((w) => w.file))
    expect([...files].sort()).toEqual([
      'blog/2026-03-01-lantern-2.md',
      'docs/keys.md',
      'docs/unclosed.md',
      'src/pages/shortcuts.md',
    ])
    expect(result.warnings.some((w) => w.code === 'md-not-valid-mdx')).toBe(false)
  })
})

describe('a Docusaurus site whose docs folder is beside it, importing a package installed in the site folder', () => {
  let site: Site
  let docsDir: string
  let result: BuildResult

  beforeAll(async () => {
    site = await copyFixtureSite('docusaurus-versioned')
    docsDir = `${site.dir}-docs`
    await rename(site.file('docs'), docsDir)
    await site.edit('docusaurus.config.js', (text) =>
      text.replace(
        "sidebarPath: require.resolve('./sidebars.js'),",
        `path: '../${path.basename(docsDir)}',\n          sidebarPath: require.resolve('./sidebars.js'),`,
      ),
    )
    // only in the site's node_modules: the docs folder's own ancestors do not have it
    await mkdir(site.file('node_modules/lamp-widgets'), { recursive: true })
    await site.write('node_modules/lamp-widgets/package.json', '{ "name": "lamp-widgets", "main": "index.js" }\n')
    await site.write(
      'node_modules/lamp-widgets/index.js',
      "const React = require('react')\nmodule.exports = function Lamp() { return React.createElement('span', { className: 'lamp-widget' }, 'lit') }\n",
    )
    await writeFile(
      path.join(docsDir, 'widget.mdx'),
      "---\ntitle: Widget\n---\n\nimport Lamp from 'lamp-widgets'\n\nThe lamp is <Lamp />.\n",
    )
    result = await build({ configFile: site.file('docusaurus.config.js'), outDir: site.file('build') })
  })
  afterAll(async () => {
    await site.remove()
    await rm(docsDir, { recursive: true, force: true })
  })

  it('resolves the package from the site folder, as Docusaurus does, on the server and in the bundle', async () => {
    expect(result.routes.map((route) => route.path)).toContain('/docs/next/widget')
    const html = mainOf(await readFile(site.file('build/docs/next/widget.html'), 'utf8'))
    expect(html).toContain('The lamp is <span class="lamp-widget">lit</span>.')
  })
})
