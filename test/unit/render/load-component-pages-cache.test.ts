import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createComponentPagesCache, loadComponentPages } from '../../../src/render/load-component-pages.js'
import { TMP_ROOT } from '../../helpers/fixture-site.js'

describe('loadComponentPages with a cache (watch mode): only the modules whose code changed are imported again', () => {
  let siteDir: string
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(siteDir, file)), { recursive: true })
    await writeFile(path.join(siteDir, file), text)
  }
  const pages = () => [
    { key: 'plain', file: path.join(siteDir, 'pages/plain.jsx') },
    { key: 'boxed', file: path.join(siteDir, 'pages/boxed.jsx') },
  ]
  const html = (page: { component: Parameters<typeof createElement>[0] }) =>
    renderToStaticMarkup(createElement(page.component))

  beforeAll(async () => {
    await mkdir(TMP_ROOT, { recursive: true })
    siteDir = await mkdtemp(path.join(TMP_ROOT, 'component-pages-cache-'))
    await write('pages/plain.jsx', 'export default function Plain() { return <p>plain</p> }')
    await write(
      'pages/boxed.jsx',
      "import Box from '../components/Box'\nexport default function Boxed() { return <Box>boxed</Box> }",
    )
    await write('components/Box.jsx', 'export default function Box({ children }) { return <div>{children}</div> }')
  })
  afterAll(() => rm(siteDir, { recursive: true, force: true }))

  it('keeps the module of an unchanged page, imports the changed one, and lists the site files read', async () => {
    const cache = createComponentPagesCache()
    const first = await loadComponentPages(pages(), siteDir, undefined, { cache })
    expect(cache.siteImports).toEqual([path.join(siteDir, 'components/Box.jsx')])
    expect(html(first.boxed)).toBe('<div>boxed</div>')

    await write(
      'components/Box.jsx',
      'export default function Box({ children }) { return <section>{children}</section> }',
    )
    const second = await loadComponentPages(pages(), siteDir, undefined, { cache })
    expect(second.plain).toBe(first.plain)
    expect(second.boxed).not.toBe(first.boxed)
    expect(second.boxed.version).not.toBe(first.boxed.version)
    expect(html(second.boxed)).toBe('<section>boxed</section>')
    // only the last compile's modules are kept
    expect([...cache.imported.values()].sort()).toEqual([second.plain, second.boxed].sort())
  })
})
