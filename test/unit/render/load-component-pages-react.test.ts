import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadComponentPages } from '../../../src/render/load-component-pages.js'
import { TMP_ROOT } from '../../helpers/fixture-site.js'

describe("loadComponentPages (one-react.ts): a site's code renders with the generator's React, not the site's copy", () => {
  let siteDir: string
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(siteDir, file)), { recursive: true })
    await writeFile(path.join(siteDir, file), text)
  }

  beforeAll(async () => {
    await mkdir(TMP_ROOT, { recursive: true })
    siteDir = await mkdtemp(path.join(TMP_ROOT, 'generator-react-'))
    // the site's own "React": a copy whose hooks would fail on the renderer's page
    await write('node_modules/react/package.json', '{ "name": "react", "main": "index.js" }')
    await write('node_modules/react/index.js', 'exports.useState = null; exports.siteCopy = true')
    // a CommonJS package of the site that requires React itself
    await write('node_modules/uses-react/package.json', '{ "name": "uses-react", "main": "index.js" }')
    await write('node_modules/uses-react/index.js', "exports.hookCount = () => require('react').useState(2)[0]")
    await write(
      'pages/count.jsx',
      lines(
        "import { useState } from 'react'",
        "import { hookCount } from 'uses-react'",
        'export default function Count() {',
        '  const [count] = useState(1)',
        '  return <p>{count} and {hookCount()}</p>',
        '}',
      ),
    )
  })
  afterAll(() => rm(siteDir, { recursive: true, force: true }))

  it("imports and requires of react from the site's code and packages are the renderer's React", async () => {
    const pages = await loadComponentPages([{ key: 'count', file: path.join(siteDir, 'pages/count.jsx') }], siteDir)
    expect(renderToStaticMarkup(createElement(pages.count.component))).toBe('<p>1 and 2</p>')
  })
})

function lines(...text: string[]): string {
  return text.join('\n')
}
