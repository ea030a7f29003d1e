import { describe, expect, it } from 'vitest'
import { checkConfigReferences, type ConfigReferenceContent } from '../../../src/config/check-config-references.js'
import type { ConfigError } from '../../../src/config/config-error.js'
import { resolveConfig } from '../../../src/config/resolve-config.js'
import type { NavbarItemConfig as NavbarItem } from '../../../src/config/site-config.js'

const content: ConfigReferenceContent = {
  versions: [
    {
      name: 'current',
      docIds: ['intro', 'migrate-to-5', 'api/use-hotkeys'],
      sidebars: { tutorialSidebar: { firstLink: '/docs/intro' }, apiSidebar: {} },
    },
    {
      name: '4.x',
      docIds: ['intro', 'migrate-to-4', 'api/use-hotkeys'],
      sidebars: { tutorialSidebar: { firstLink: '/docs/4.x/intro' } },
    },
    {
      name: '3.x',
      docIds: ['intro', 'api/use-hotkeys'],
      sidebars: { tutorialSidebar: { firstLink: '/docs/3.x/intro' } },
    },
  ],
}

function configWith(items: NavbarItem[], source?: string) {
  return resolveConfig(
    {
      title: 'Site',
      url: 'https://example.com',
      docs: { versions: ['current', '4.x', '3.x'] },
      themeConfig: { navbar: { title: 'Site', items }, footer: { links: [] } },
    },
    {
      configFile: '/site/site.config.ts',
      configText: source,
    },
  )
}

const check = (items: NavbarItem[]) =>
  checkConfigReferences(configWith(items), content).map((e) => ({
    code: e.code,
    configPath: (e as ConfigError).configPath,
    file: e.file,
  }))

describe('checkConfigReferences', () => {
  it('accepts references that exist', () => {
    expect(
      check([
        { type: 'docsVersion', label: 'Docs', docId: 'intro' },
        { type: 'docsVersion', label: 'Docs' },
        { type: 'doc', docId: 'migrate-to-5' },
        { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Guide' },
        { type: 'docsVersionDropdown', versions: ['current', '3.x'] },
        { label: 'Blog', to: '/blog' },
      ]),
    ).toEqual([])
  })

  it('a docSidebar item naming a sidebar that versions lack is config-missing-sidebar', () => {
    const errors = checkConfigReferences(
      configWith([{ type: 'docSidebar', sidebarId: 'tutorialSidebr', label: 'Guide' }]),
      content,
    )
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({
      code: 'config-missing-sidebar',
      configPath: 'themeConfig.navbar.items[0].sidebarId',
      file: 'site.config.ts',
    })
    expect(errors[0].message).toMatch(
      /versions "current", "4\.x", "3\.x" do not have \(did you mean "tutorialSidebar"\?\)/,
    )
    expect(errors[0].hint).toContain('"apiSidebar"')
  })

  it('a docSidebar sidebar present in only some versions names the others', () => {
    const [error] = checkConfigReferences(
      configWith([{ type: 'docSidebar', sidebarId: 'apiSidebar', label: 'API' }]),
      content,
    )
    expect(error.code).toBe('config-missing-sidebar')
    expect(error.message).toMatch(/versions "4\.x", "3\.x" do not have/)
  })

  it('a docSidebar item whose sidebar has no link is config-sidebar-without-link (spec §8)', () => {
    const contentWithEmpty: ConfigReferenceContent = {
      versions: content.versions.map((v) => ({ ...v, sidebars: { ...v.sidebars, apiSidebar: {} } })),
    }
    const errors = checkConfigReferences(
      configWith([{ type: 'docSidebar', sidebarId: 'apiSidebar', label: 'API' }]),
      contentWithEmpty,
    )
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({
      code: 'config-sidebar-without-link',
      configPath: 'themeConfig.navbar.items[0].sidebarId',
      file: 'site.config.ts',
    })
    expect(errors[0].message).toMatch(/no link in versions "current", "4\.x", "3\.x"/)
  })

  it('a doc item whose docId is missing from the latest version is config-missing-doc', () => {
    expect(check([{ type: 'doc', docId: 'migrate-to-4' }])).toEqual([
      { code: 'config-missing-doc', configPath: 'themeConfig.navbar.items[0].docId', file: 'site.config.ts' },
    ])
    const [error] = checkConfigReferences(configWith([{ type: 'doc', docId: 'intr' }]), content)
    expect(error.message).toMatch(/latest version "current" does not have/)
    expect(error.hint).toMatch(/^Did you mean "intro"\?/)
  })

  it('a docsVersion item whose docId some version lacks is config-missing-doc naming those versions', () => {
    const [error, ...rest] = checkConfigReferences(
      configWith([{ type: 'docsVersion', label: 'Migrate', docId: 'migrate-to-5' }]),
      content,
    )
    expect(rest).toEqual([])
    expect(error).toMatchObject({ code: 'config-missing-doc', configPath: 'themeConfig.navbar.items[0].docId' })
    expect(error.message).toMatch(/versions "4\.x", "3\.x" do not have/)
  })

  it('a docsVersionDropdown naming a version the content lacks is config-unknown-version', () => {
    const partial: ConfigReferenceContent = { versions: content.versions.slice(0, 2) }
    const errors = checkConfigReferences(
      configWith([{ type: 'docsVersionDropdown', versions: ['current', '3.x'] }]),
      partial,
    )
    expect(errors.map((e) => [e.code, (e as ConfigError).configPath])).toEqual([
      ['config-unknown-version', 'themeConfig.navbar.items[0].versions[1]'],
    ])
    expect(errors[0].hint).toBe('Versions: "current", "4.x".')
  })

  it('gives the line of the item when the config carries key positions', () => {
    const source = [
      'export default defineConfig({',
      "  title: 'Site',",
      "  url: 'https://example.com',",
      '  themeConfig: {',
      '    navbar: {',
      "      title: 'Site',",
      '      items: [',
      "        { label: 'Blog', to: '/blog' },",
      "        { type: 'doc',",
      "          docId: 'nope' },",
      '      ],',
      '    },',
      '  },',
      '})',
    ].join('\n')
    const [error] = checkConfigReferences(
      configWith(
        [
          { label: 'Blog', to: '/blog' },
          { type: 'doc', docId: 'nope' },
        ],
        source,
      ),
      content,
    )
    expect(error).toMatchObject({ code: 'config-missing-doc', file: 'site.config.ts', line: 10, column: 11 })
  })
})
