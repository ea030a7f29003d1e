/**
 * Generates a synthetic docs site of N pages for the scale benchmark: three docs versions with categories,
 * headings, code blocks, tables, admonitions and links between pages, plus a blog. Deterministic for a given N.
 *
 * Each version is organised like a large real docs site: sections of up to CATEGORIES_PER_SECTION categories of
 * PAGES_PER_CATEGORY pages (`section-1/category-12/page-245.md`), so its sidebar is a tree, not one flat list
 * of thousands of categories.
 */
import { mkdir, writeFile, rm } from 'node:fs/promises'
import path from 'node:path'

const VERSIONS = ['current', '2.x', '1.x'] as const
const PAGES_PER_CATEGORY = 20
const CATEGORIES_PER_SECTION = 10

const sectionOf = (category: number) => Math.floor(category / CATEGORIES_PER_SECTION)
/** folder of page `i` inside its version: section-S/category-C */
const pageFolder = (i: number) => {
  const category = Math.floor(i / PAGES_PER_CATEGORY)
  return `section-${sectionOf(category)}/category-${category}`
}

export interface SyntheticSite {
  dir: string
  configFile: string
  pages: number
  /** the first doc of the current version (the page the warm-build rows edit) */
  firstPage: string
}

function docBody(version: string, index: number, total: number): string {
  const category = Math.floor(index / PAGES_PER_CATEGORY)
  const prefix = version === 'current' ? '/docs' : `/docs/${version}`
  const link = (i: number) => `${prefix}/${pageFolder(i)}/page-${i}`
  const next = (index + 1) % total
  const previous = (index + total - 1) % total
  return `---
title: Page ${index} of category ${category}
sidebar_position: ${index % PAGES_PER_CATEGORY}
description: Synthetic page number ${index} (${version}).
---

This page explains topic ${index}. It links to [the next page](${link(next)}) and [the previous one](${link(previous)}#usage).

## Overview

Hotkeys make an interface faster to use. This paragraph has **bold**, _emphasis_, \`inline code\` and a [link](${link(next)}#options) to read.

:::tip[Good to know]
Admonitions appear on many pages. Page ${index} is no exception.
:::

## Usage

\`\`\`tsx title="Example${index}.tsx" {2-3}
import { useHotkeys } from 'react-hotkeys-hook'

export function Example${index}() {
  const [count, setCount] = useState(0)
  useHotkeys('ctrl+${String.fromCharCode(97 + (index % 26))}', () => setCount((c) => c + 1))
  return <p>Pressed {count} times</p>
}
\`\`\`

### Details

| Option | Type | Default |
|---|---|---|
| enabled | boolean | true |
| keyup | boolean | false |
| keydown | boolean | true |

## Options

- First option for page ${index}
- Second option, with a [relative link](./page-${category * PAGES_PER_CATEGORY}.md)
- Third option

\`\`\`bash
npm install synthetic-package-${index}
\`\`\`
`
}

/** Writes a site of about `pages` pages (docs split across three versions, plus ~1% blog posts) into `dir`. */
export async function generateSyntheticSite(dir: string, pages: number): Promise<SyntheticSite> {
  await rm(dir, { recursive: true, force: true })
  const posts = Math.max(1, Math.floor(pages / 100))
  const docsTotal = pages - posts
  const perVersion = VERSIONS.map(
    (_, i) => Math.floor(docsTotal / VERSIONS.length) + (i < docsTotal % VERSIONS.length ? 1 : 0),
  )
  const writes: Array<Promise<void>> = []
  const folders = new Set<string>()
  const files: Array<[string, string]> = []
  VERSIONS.forEach((version, v) => {
    for (let i = 0; i < perVersion[v]; i++) {
      const category = Math.floor(i / PAGES_PER_CATEGORY)
      const section = sectionOf(category)
      const folder = path.join(dir, 'content/docs', version, pageFolder(i))
      folders.add(folder)
      if (i % PAGES_PER_CATEGORY === 0)
        files.push([
          path.join(folder, '_category_.json'),
          JSON.stringify({ label: `Category ${category}`, position: category + 2 }),
        ])
      if (i % (PAGES_PER_CATEGORY * CATEGORIES_PER_SECTION) === 0) {
        files.push([
          path.join(path.dirname(folder), '_category_.json'),
          JSON.stringify({ label: `Section ${section}`, position: section + 2 }),
        ])
      }
      files.push([path.join(folder, `page-${i}.md`), docBody(version, i, perVersion[v])])
    }
    folders.add(path.join(dir, 'content/docs', version))
    files.push([
      path.join(dir, 'content/docs', version, 'intro.md'),
      `---\nsidebar_position: 1\n---\n\n# Introduction\n\nStart with [the first page](${version === 'current' ? '/docs' : `/docs/${version}`}/${pageFolder(0)}/page-0).\n`,
    ])
  })
  folders.add(path.join(dir, 'content/blog'))
  files.push([path.join(dir, 'content/blog/authors.yml'), 'bench:\n  name: Bench Author\n  title: Writer\n'])
  for (let i = 0; i < posts; i++) {
    const date = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)
    files.push([
      path.join(dir, 'content/blog', `${date}-post-${i}.md`),
      `---\ntitle: Post ${i}\nauthors: [bench]\ntags: [news, tag-${i % 10}]\n---\n\nSummary of post ${i}.\n\n<!-- truncate -->\n\n## Body\n\nMore text, and [a doc](/docs/intro).\n`,
    ])
  }
  folders.add(path.join(dir, 'content/pages'))
  files.push([
    path.join(dir, 'content/pages/index.md'),
    '# Synthetic site\n\nA generated site for benchmarks. [Docs](/docs/intro).\n',
  ])
  const configFile = path.join(dir, 'site.config.ts')
  files.push([
    configFile,
    `export default {
  title: 'Synthetic',
  url: 'https://bench.example',
  docs: { versions: ${JSON.stringify(VERSIONS)}, versionOptions: { current: { label: '3.0', path: '' } } },
  themeConfig: {
    navbar: { title: 'Synthetic', items: [{ type: 'docsVersion', label: 'Docs', position: 'left' }, { to: '/blog', label: 'Blog' }, { type: 'docsVersionDropdown', position: 'right' }] },
    footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }] },
  },
}
`,
  ])
  await Promise.all([...folders].map((f) => mkdir(f, { recursive: true })))
  for (let i = 0; i < files.length; i += 256) {
    writes.length = 0
    for (const [file, text] of files.slice(i, i + 256)) writes.push(writeFile(file, text))
    await Promise.all(writes)
  }
  return {
    dir,
    configFile,
    pages: docsTotal + VERSIONS.length + posts,
    firstPage: path.join(dir, 'content/docs', VERSIONS[0], pageFolder(0), 'page-0.md'),
  }
}
