import { describe, expect, it } from 'vitest'
import { docsOfPaths, globalVersion } from '../../../src/shared/docs-global-data.js'
import { makeVersionMeta } from '../pipeline-factories.js'

const meta = makeVersionMeta({
  docPaths: {
    intro: '/docs/intro',
    'category:/docs/category/tools': '/docs/category/tools',
    'tools/saw': '/docs/tools/saw',
  },
  sidebars: { docs: { link: { path: '/docs/intro', label: 'Intro' } }, empty: {} },
})
const under = (path: string) => `/base${path}`

describe("globalVersion (Docusaurus' global data of a docs version, for the build and the theme's hooks)", () => {
  it("from the site data's docPaths: paths under the base URL, a generated index by its slug after the docs", () => {
    expect(globalVersion(meta, docsOfPaths(meta.docPaths), under)).toEqual({
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/base/docs',
      mainDocId: 'intro',
      docs: [
        { id: 'intro', path: '/base/docs/intro' },
        { id: 'tools/saw', path: '/base/docs/tools/saw' },
        { id: '/category/tools', path: '/base/docs/category/tools' },
      ],
      draftIds: [],
      sidebars: { docs: { link: { path: '/base/docs/intro', label: 'Intro' } }, empty: {} },
    })
  })

  it("with what only the build knows: drafts by id only, unlisted docs marked, each doc's sidebar", () => {
    const docs = [
      { id: 'intro', permalink: '/docs/intro' },
      { id: 'secret', permalink: '/docs/secret', unlisted: true },
      { id: 'wip', permalink: '/docs/wip', draft: true },
    ]
    const sidebarOf = (path: string) => (path === '/docs/intro' ? 'docs' : undefined)
    const version = globalVersion(meta, docs, under, sidebarOf)
    expect(version.docs).toEqual([
      { id: 'intro', path: '/base/docs/intro', sidebar: 'docs' },
      { id: 'secret', path: '/base/docs/secret', unlisted: true },
    ])
    expect(version.draftIds).toEqual(['wip'])
  })
})
