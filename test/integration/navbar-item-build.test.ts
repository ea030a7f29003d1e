import { afterEach, describe, expect, it, vi } from 'vitest'
import { build } from '../../src/build.js'
import { loadConfig } from '../../src/config/load-config.js'
import type { NavbarItem } from '../../src/config/site-config.js'
import { copyFixtureSite } from '../helpers/fixture-site.js'

type Site = Awaited<ReturnType<typeof copyFixtureSite>>
let site: Site | undefined
afterEach(async () => {
  vi.restoreAllMocks()
  await site?.remove()
  site = undefined
})

const navbarLinks = (html: string) =>
  [...html.matchAll(/<a class="navbar__item navbar__link[^"]*" href="([^"]*)"[^>]*>([^<]*)</g)].map((m) => [m[2], m[1]])

describe('navbar items in a build', () => {
  it('links a doc item to the latest version on older versions that lack the doc, with no warning and nothing on the console', async () => {
    site = await copyFixtureSite('basic')
    // `api` exists in the current version (2.0) only; `intro` in both
    await site.edit('site.config.ts', (t) =>
      t.replace(
        "{ to: '/blog', label: 'Blog', position: 'left' },",
        "{ to: '/blog', label: 'Blog', position: 'left' },\n        { type: 'doc', docId: 'api', label: 'API', position: 'left' },\n        { type: 'doc', docId: 'intro', label: 'Start', position: 'left' },",
      ),
    )
    const error = vi.spyOn(console, 'error')
    const result = await build({ configFile: site.file('site.config.ts'), outDir: site.file('build') })
    expect(result.warnings).toEqual([])
    expect(error).not.toHaveBeenCalled()
    const old = navbarLinks(await site.read('build/docs/1.x/intro.html'))
    expect(old).toContainEqual(['API', '/docs/api'])
    expect(old).toContainEqual(['Start', '/docs/1.x/intro'])
    expect(navbarLinks(await site.read('build/docs/intro.html'))).toContainEqual(['API', '/docs/api'])
  })

  it('counts an item that fails while rendering as a build warning naming its config, instead of printing a stack trace', async () => {
    site = await copyFixtureSite('basic')
    const error = vi.spyOn(console, 'error')
    // an item the config checks cannot see fail (added after validation): it throws while resolving on every page
    const broken = { type: 'html', value: 42, label: 'Odd', position: 'left' } as unknown as NavbarItem
    const result = await build({
      configFile: site.file('site.config.ts'),
      outDir: site.file('build'),
      stages: {
        loadConfig: async (...args) => {
          const config = await loadConfig(...args)
          config.themeConfig.navbar.items.push(broken)
          return config
        },
      },
    })
    expect(error).not.toHaveBeenCalled()
    const warnings = result.warnings.filter((w) => w.code === 'navbar-item-failed')
    expect(warnings).toHaveLength(1)
    expect(warnings[0].file).toBe('site.config.ts')
    expect(warnings[0].message).toContain('themeConfig.navbar.items[5] (position: left, type: html, label: "Odd")')
    expect(warnings[0].message).toContain(`failed to render on ${result.pages} pages`)
    expect(warnings[0].message).toContain('needs a `value` string')
  })
})
