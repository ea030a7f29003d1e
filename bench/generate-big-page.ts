/**
 * One big Markdown page of a given size, for the big-pages bench (`npm run bench -- --only big-pages`) and the
 * stage profile (bench/big-page-stages.ts): what generated API references and changelogs look like — headings,
 * nested lists, tables, fenced code, links, admonitions and plain paragraphs — repeated in sections until the
 * page reaches its size. Deterministic for a given size; `plain: true` makes paragraphs only.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

export interface BigPageOptions {
  /** the page's size in bytes (the body reaches it, give or take one section) */
  bytes: number
  /** paragraphs only (the "5 MB of plain paragraphs") */
  plain?: boolean
}

const WORDS = ['hotkey', 'scope', 'callback', 'listener', 'option', 'element', 'focus', 'trigger', 'modifier', 'event']

function paragraph(n: number): string {
  const words: string[] = []
  for (let i = 0; i < 48; i++) words.push(WORDS[(n * 7 + i * 3) % WORDS.length])
  return `Section ${n} explains how the ${words.slice(0, 20).join(' ')}, with **bold**, _emphasis_, \`code\` and a [link](#section-${Math.max(0, n - 1)}) back. ${words.slice(20).join(' ')}.`
}

/** one section of a reference page: every block kind the markdown stage handles */
function section(n: number): string {
  return `## Section ${n}

${paragraph(n)}

### Options of section ${n}

- \`enabled\` (boolean): turns the hotkey on or off, default \`true\`
  - nested: applies to [scope ${n}](#options-of-section-${n})
  - nested: a second item with *emphasis*
- \`keyup\` (boolean): fire on key up
- \`keydown\` (boolean): fire on key down

1. first step of ${n}
2. second step, see [the table](#table-of-section-${n})
3. third step

#### Table of section ${n}

| Option | Type | Default |
|---|---|---|
| enabled | boolean | true |
| scopes | string[] | ['*'] |
| description | string | '' |

\`\`\`tsx title="Example${n}.tsx"
import { useHotkeys } from 'react-hotkeys-hook'

export function Example${n}() {
  useHotkeys('ctrl+k', () => console.log(${n}))
  return <p>Section ${n}</p>
}
\`\`\`

> A note on section ${n}: block quotes appear in changelogs.

:::tip
Remember option ${n}.
:::

`
}

export function generateBigPage(options: BigPageOptions): string {
  const parts = [`---\ntitle: A big page of ${options.bytes} bytes\n---\n\n# A big page\n\n`]
  let size = parts[0].length
  for (let n = 0; size < options.bytes; n++) {
    const part = options.plain ? `${paragraph(n)}\n\n` : section(n)
    parts.push(part)
    size += part.length
  }
  return parts.join('')
}

export interface BigPageSite {
  dir: string
  configFile: string
  /** the big page's Markdown file */
  page: string
}

/** A site of one docs version holding one big page (`/docs/big`), an intro linking to it and a home page. */
export async function writeBigPageSite(dir: string, options: BigPageOptions): Promise<BigPageSite> {
  const docs = path.join(dir, 'content/docs/current')
  await rm(dir, { recursive: true, force: true })
  await mkdir(docs, { recursive: true })
  await mkdir(path.join(dir, 'content/pages'), { recursive: true })
  await writeFile(path.join(dir, 'content/pages/index.md'), '# Big page\n\n[Docs](/docs/intro).\n')
  await writeFile(path.join(docs, 'intro.md'), '# Introduction\n\nRead [the big page](/docs/big).\n')
  await writeFile(path.join(docs, 'big.md'), generateBigPage(options))
  const configFile = path.join(dir, 'site.config.ts')
  await writeFile(
    configFile,
    `export default {
  title: 'Big page',
  url: 'https://bench.example',
  docs: { versions: ['current'], versionOptions: { current: { label: '1.0', path: '' } } },
  themeConfig: { navbar: { title: 'Big page', items: [{ type: 'docsVersion', label: 'Docs', position: 'left' }] } },
}
`,
  )
  return { dir, configFile, page: path.join(docs, 'big.md') }
}
