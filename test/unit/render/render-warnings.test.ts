import { describe, expect, it } from 'vitest'
import { renderProblemWarnings } from '../../../src/render/render-warnings.js'
import type { NavbarItem } from '../../../src/config/site-config.js'
import type { Route } from '../../../src/routes/route.js'
import { makeConfig } from '../pipeline-factories.js'

const route = (path: string) => ({ path }) as Route

describe('renderProblemWarnings', () => {
  it('turns navbar item failures into one warning per item and message, naming the config path, position, type, label and pages', () => {
    const items: NavbarItem[] = [
      { label: 'Blog', to: '/blog', position: 'left' },
      { type: 'doc', docId: 'gone', label: 'Gone', position: 'left' },
    ]
    const config = makeConfig({ themeConfig: { navbar: { title: 'Site', items }, footer: { links: [] } } })
    config.configText = [
      'export default {',
      '  themeConfig: {',
      '    navbar: {',
      "      title: 'Site',",
      '      items: [',
      "        { label: 'Blog', to: '/blog', position: 'left' },",
      '',
      '',
      "      { type: 'doc', docId: 'gone', label: 'Gone', position: 'left' },",
      '      ],',
      '    },',
      '  },',
      '}',
    ].join('\n')
    const failing = config.themeConfig.navbar.items[1]
    const problem = { item: failing, message: 'no doc "gone"' }
    const warnings = renderProblemWarnings(config, [
      { route: route('/a'), problems: [problem] },
      { route: route('/b'), problems: [] },
      { route: route('/c'), problems: [problem] },
      { route: route('/d'), problems: [problem] },
      { route: route('/e'), problems: [problem] },
    ])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatchObject({ code: 'navbar-item-failed', file: 'site.config.ts', line: 9 })
    expect(warnings[0].message).toBe(
      'Navbar item themeConfig.navbar.items[1] (position: left, type: doc, label: "Gone") failed to render on 4 pages (/a, /c, /d, …): no doc "gone"',
    )
  })

  it('has nothing to say when every page rendered whole', () => {
    expect(renderProblemWarnings(makeConfig(), [{ route: route('/a'), problems: [] }])).toEqual([])
  })
})
