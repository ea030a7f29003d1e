import { describe, expect, it } from 'vitest'
import { buildVersionContent, planDocsVersions, readDocSources } from '../../../src/content/load-docs.js'
import { readCategories } from '../../../src/content/read-categories.js'
import { BuildErrorList } from '../../../src/errors.js'
import { flattenSidebarLinks } from '../../../src/content/build-sidebar.js'
import type { BuildWarning } from '../../../src/errors.js'
import type { DocEntry, VersionContent } from '../../../src/content/content-types.js'
import { cleanUpFixtureSites, errorsOf, fixtureSite, md, render, siteConfig, type FixtureSite } from './content-site.js'

cleanUpFixtureSites()

/** Runs the docs part of the content stage on every version; throws the collected errors like loadContent. */
async function loadVersions(
  site: FixtureSite,
  isProduction = true,
): Promise<{ versions: VersionContent[]; warnings: BuildWarning[] }> {
  const config = await siteConfig(site)
  const plans = await planDocsVersions(config)
  const versions: VersionContent[] = []
  const warnings: BuildWarning[] = []
  const errors = []
  for (const plan of plans) {
    const read = await readDocSources(config, plan, isProduction)
    const categories = readCategories(config, plan.folder, plan.categoryFiles)
    const built = buildVersionContent(config, plan, read.sources, categories.categories, render)
    versions.push(built.version)
    warnings.push(...read.warnings, ...built.warnings)
    errors.push(...read.errors, ...categories.errors, ...built.errors)
  }
  if (errors.length) throw new BuildErrorList(`${errors.length} errors`, errors)
  return { versions, warnings }
}

function docOf(versions: VersionContent[], version: string, id: string): DocEntry {
  const doc = versions.find((v) => v.meta.name === version)?.docs.find((d) => d.id === id)
  if (!doc) throw new Error(`no doc ${version}/${id}`)
  return doc
}

const CURRENT = 'content/docs/current'

describe('planDocsVersions', () => {
  it('plans each configured version with its route prefix, label and banner', async () => {
    const plans = await planDocsVersions(await siteConfig(await fixtureSite()))
    expect(plans.map((p) => p.meta)).toEqual([
      {
        name: 'current',
        label: '2.0',
        path: '/docs',
        isLast: true,
        docsearchTag: 'docs-default-current',
        banner: null,
        badge: true,
      },
      {
        name: '1.x',
        label: '1.x',
        path: '/docs/1.x',
        isLast: false,
        docsearchTag: 'docs-default-1.x',
        banner: 'unmaintained',
        badge: true,
      },
    ])
    expect(plans[0].files).toEqual(['api.md', 'guides/first-guide.md', 'guides/second-guide.md', 'intro.md'])
  })

  it('defaults: the current version is labelled "Next", others by name under their own segment', async () => {
    const site = await fixtureSite({}, (t) => t.replace(/versionOptions: \{[^\n]*\},\n/, ''))
    const plans = await planDocsVersions(await siteConfig(site))
    expect(plans.map((p) => [p.meta.name, p.meta.label, p.meta.path])).toEqual([
      ['current', 'Next', '/docs'],
      ['1.x', '1.x', '/docs/1.x'],
    ])
  })

  it('shows the version badge by default only when the site has more than one version', async () => {
    const one = await fixtureSite({}, (t) =>
      t.replace(/versionOptions: \{[^\n]*\},\n/, '').replace(/versions: \[[^\]]*\]/, "versions: ['current']"),
    )
    expect((await planDocsVersions(await siteConfig(one))).map((p) => p.meta.badge)).toEqual([false])
  })

  it('a version folder that does not exist is an error naming the folder and the config', async () => {
    const site = await fixtureSite({}, (t) =>
      t.replace("versions: ['current', '1.x']", "versions: ['current', '1.x', '0.x']"),
    )
    const [error] = await errorsOf(planDocsVersions(await siteConfig(site)))
    expect(error.code).toBe('docs-version-empty')
    expect(error.message).toContain('"0.x"')
    expect(error.message).toContain('content/docs/0.x')
    // relative to the site dir, at the version's entry in docs.versions
    expect(error).toMatchObject({ file: 'site.config.ts', line: 8 })
    expect(error.format()).not.toContain(site.dir)
    expect(error.hint).toContain('content/docs/0.x/intro.md')
  })

  it('a version folder without Markdown files is an error', async () => {
    const site = await fixtureSite({ 'content/docs/1.x': null, 'content/docs/1.x/notes.txt': 'not markdown' })
    const [error] = await errorsOf(planDocsVersions(await siteConfig(site)))
    expect(error.code).toBe('docs-version-empty')
    expect(error.message).toBe('Docs version "1.x" has no Markdown files in content/docs/1.x')
  })

  it('takes the files docs.include names, less those docs.exclude names, partials never; categories all the same', async () => {
    const site = await fixtureSite(
      { [`${CURRENT}/drafts/idea.md`]: md({ title: 'Idea' }), [`${CURRENT}/guides/_part.md`]: 'A partial.' },
      (text) =>
        text.replace(
          "editUrl: 'https://example.test/edit/',",
          "editUrl: 'https://example.test/edit/', include: ['guides/**/*.md', 'intro.md', 'drafts/*.md'], exclude: ['drafts/**'],",
        ),
    )
    const [current] = await planDocsVersions(await siteConfig(site))
    expect(current.files).toEqual(['guides/first-guide.md', 'guides/second-guide.md', 'intro.md'])
    expect(current.categoryFiles).toEqual(['guides/_category_.json'])
  })
})

describe('doc ids and permalinks', () => {
  it('come from the path inside the version folder', async () => {
    const { versions } = await loadVersions(await fixtureSite())
    expect(versions[0].docs.map((d) => [d.id, d.permalink, d.relativePath, d.sourceFile])).toEqual([
      ['api', '/docs/api', 'api', `${CURRENT}/api.md`],
      ['guides/first-guide', '/docs/guides/first-guide', 'guides/first-guide', `${CURRENT}/guides/first-guide.md`],
      ['guides/second-guide', '/docs/guides/second-guide', 'guides/second-guide', `${CURRENT}/guides/second-guide.md`],
      ['intro', '/docs/intro', 'intro', `${CURRENT}/intro.md`],
    ])
    expect(versions[1].docs.map((d) => d.permalink)).toEqual(['/docs/1.x/intro', '/docs/1.x/legacy'])
  })

  it('front matter id replaces the file name, inside its folder', async () => {
    const site = await fixtureSite({ [`${CURRENT}/guides/second-guide.md`]: md({ id: 'the-second' }) })
    const doc = docOf((await loadVersions(site)).versions, 'current', 'guides/the-second')
    expect(doc.permalink).toBe('/docs/guides/the-second')
    expect(doc.relativePath).toBe('guides/second-guide')
  })

  it.each([
    [
      'an absolute slug is relative to the version root',
      '/custom/place',
      '/docs/custom/place',
      '/docs/1.x/custom/place',
    ],
    ['a trailing slash is dropped', '/custom/place/', '/docs/custom/place', '/docs/1.x/custom/place'],
    ['a relative slug is relative to the folder', 'renamed', '/docs/guides/renamed', '/docs/1.x/renamed'],
    ['"/" is the version root', '/', '/docs', '/docs/1.x'],
  ])('%s', async (_, slug, inCurrent, inOld) => {
    const site = await fixtureSite({
      [`${CURRENT}/guides/first-guide.md`]: md({ slug: JSON.stringify(slug) }),
      'content/docs/1.x/legacy.md': md({ slug: JSON.stringify(slug) }),
    })
    const { versions } = await loadVersions(site)
    expect(docOf(versions, 'current', 'guides/first-guide').permalink).toBe(inCurrent)
    expect(docOf(versions, '1.x', 'legacy').permalink).toBe(inOld)
  })

  it('a slug does not change the id', async () => {
    const site = await fixtureSite({ [`${CURRENT}/api.md`]: md({ slug: '/reference' }) })
    expect(docOf((await loadVersions(site)).versions, 'current', 'api').permalink).toBe('/docs/reference')
  })

  it('two docs with one id in a version is an error at the id line', async () => {
    const site = await fixtureSite({ [`${CURRENT}/api.md`]: md('title: API\nid: intro') })
    const [error] = await errorsOf(loadVersions(site))
    expect(error.code).toBe('duplicate-doc-id')
    expect(error.file).toBe(`${CURRENT}/intro.md`)
    expect(error.message).toContain(`also used by ${CURRENT}/api.md`)
  })

  it('the same id in two versions is fine', async () => {
    const { versions } = await loadVersions(await fixtureSite())
    expect(docOf(versions, 'current', 'intro').permalink).toBe('/docs/intro')
    expect(docOf(versions, '1.x', 'intro').permalink).toBe('/docs/1.x/intro')
  })
})

describe('doc fields', () => {
  it('title from front matter, else the first heading, else the file name', async () => {
    const site = await fixtureSite({
      [`${CURRENT}/no-heading.md`]: md(null, 'Just text.'),
      [`${CURRENT}/with-heading.md`]: md(null, '# From Heading\n\nText.'),
      [`${CURRENT}/both.md`]: md({ title: 'From Front Matter' }, '# Heading\n\nText.'),
    })
    const { versions } = await loadVersions(site)
    expect(docOf(versions, 'current', 'no-heading').title).toBe('No heading')
    expect(docOf(versions, 'current', 'with-heading').title).toBe('From Heading')
    expect(docOf(versions, 'current', 'both').title).toBe('From Front Matter')
  })

  it('sidebar label, position and description', async () => {
    const { versions } = await loadVersions(await fixtureSite())
    expect(docOf(versions, 'current', 'api')).toMatchObject({
      title: 'API Reference',
      sidebarLabel: 'API',
      sidebarPosition: 3,
      description: 'The API.',
    })
    expect(docOf(versions, 'current', 'intro')).toMatchObject({
      title: 'Introduction',
      sidebarLabel: 'Introduction',
      description: 'Start here.',
    })
  })

  it('tags link to kebab-case routes under the version', async () => {
    const site = await fixtureSite({ 'content/docs/1.x/legacy.md': md('tags: [v4, Getting Started]') })
    expect(docOf((await loadVersions(site)).versions, '1.x', 'legacy').tags).toEqual([
      { label: 'v4', permalink: '/docs/1.x/tags/v-4' },
      { label: 'Getting Started', permalink: '/docs/1.x/tags/getting-started' },
    ])
  })
})

describe('edit URLs', () => {
  it('join docs.editUrl and the source path', async () => {
    const { versions } = await loadVersions(await fixtureSite())
    expect(docOf(versions, 'current', 'guides/first-guide').editUrl).toBe(
      `https://example.test/edit/${CURRENT}/guides/first-guide.md`,
    )
    expect(docOf(versions, '1.x', 'intro').editUrl).toBe('https://example.test/edit/content/docs/1.x/intro.md')
  })

  it('custom_edit_url replaces it, and null removes it', async () => {
    const site = await fixtureSite({
      [`${CURRENT}/api.md`]: md({ custom_edit_url: 'https://elsewhere.test/api.md' }),
      [`${CURRENT}/intro.md`]: md({ custom_edit_url: null }),
    })
    const { versions } = await loadVersions(site)
    expect(docOf(versions, 'current', 'api').editUrl).toBe('https://elsewhere.test/api.md')
    expect(docOf(versions, 'current', 'intro').editUrl).toBeUndefined()
  })

  it('a docs.editUrl function gets the version, version folder, doc path, permalink and locale, and returns the URL', async () => {
    const site = await fixtureSite({}, (t) =>
      t.replace(
        "editUrl: 'https://example.test/edit/',",
        "editUrl: (p) => p.docPath === 'api.md' ? undefined : `https://example.test/${p.version}/${p.versionDocsDirPath}/${p.docPath}?at=${p.permalink}&l=${p.locale}`,",
      ),
    )
    const { versions } = await loadVersions(site)
    expect(docOf(versions, 'current', 'guides/first-guide').editUrl).toBe(
      `https://example.test/current/${CURRENT}/guides/first-guide.md?at=/docs/guides/first-guide&l=en`,
    )
    expect(docOf(versions, '1.x', 'intro').editUrl).toBe(
      'https://example.test/1.x/content/docs/1.x/intro.md?at=/docs/1.x/intro&l=en',
    )
    expect(docOf(versions, 'current', 'api').editUrl).toBeUndefined()
  })

  it('a docs.editUrl function that throws or returns a non-string is an error at docs.editUrl naming the doc', async () => {
    for (const body of ["() => { throw new Error('nope') }", '() => 42']) {
      const site = await fixtureSite({}, (t) =>
        t.replace("editUrl: 'https://example.test/edit/',", `editUrl: ${body},`),
      )
      const errors = await errorsOf(loadVersions(site))
      expect(errors.length).toBeGreaterThan(0)
      expect(errors[0]).toMatchObject({ code: 'config-edit-url', file: 'site.config.ts', configPath: 'docs.editUrl' })
      expect(errors[0].message).toMatch(/content\/docs\/(current|1\.x)\/.+\.md/)
    }
  })

  it('no docs.editUrl: no edit link', async () => {
    const site = await fixtureSite({}, (t) => t.replace("editUrl: 'https://example.test/edit/',", ''))
    const { versions } = await loadVersions(site)
    expect(versions[0].docs.every((d) => d.editUrl === undefined)).toBe(true)
  })
})

describe('drafts and unlisted docs', () => {
  it('drafts are left out of production builds and kept otherwise', async () => {
    const site = await fixtureSite({ [`${CURRENT}/wip.md`]: md({ draft: true }) })
    expect((await loadVersions(site, true)).versions[0].docs.map((d) => d.id)).not.toContain('wip')
    const dev = await loadVersions(site, false)
    expect(docOf(dev.versions, 'current', 'wip').draft).toBe(true)
  })

  it('unlisted docs are built but not in the sidebar', async () => {
    const site = await fixtureSite({ [`${CURRENT}/secret.md`]: md({ unlisted: true, sidebar_position: 0 }) })
    const { versions } = await loadVersions(site)
    expect(docOf(versions, 'current', 'secret').unlisted).toBe(true)
    expect(docOf(versions, 'current', 'intro').unlisted).toBe(false)
    expect(versions[0].meta.docPaths.secret).toBe('/docs/secret')
    expect(flattenSidebarLinks(versions[0].sidebars.tutorialSidebar).map((l) => l.href)).not.toContain('/docs/secret')
  })
})

describe('front matter problems', () => {
  it('wrong types are errors from every file at once; unknown keys warn', async () => {
    const site = await fixtureSite({
      [`${CURRENT}/api.md`]: md('title: API\nsidebar_position: first'),
      'content/docs/1.x/legacy.md': md('hide_title: "no"\nsidebar_lable: Old'),
    })
    const errors = await errorsOf(loadVersions(site))
    expect(errors.map((e) => [e.code, e.file, e.line])).toEqual([
      ['front-matter-type', `${CURRENT}/api.md`, 3],
      ['front-matter-type', 'content/docs/1.x/legacy.md', 2],
    ])
  })

  it('an unknown key is a warning with a suggestion and its line', async () => {
    const site = await fixtureSite({ 'content/docs/1.x/legacy.md': md('sidebar_position: 2\nsidebar_lable: Old') })
    const { warnings } = await loadVersions(site)
    expect(warnings).toContainEqual(
      expect.objectContaining({
        code: 'front-matter-unknown-key',
        file: 'content/docs/1.x/legacy.md',
        line: 3,
        hint: 'Did you mean "sidebar_label"?',
      }),
    )
  })

  it('malformed YAML is an error at its line in the file', async () => {
    const site = await fixtureSite({ [`${CURRENT}/api.md`]: '---\ntitle: API\n  bad: indent\n---\n\nText.\n' })
    const [error] = await errorsOf(loadVersions(site))
    expect(error).toMatchObject({ code: 'front-matter-syntax', file: `${CURRENT}/api.md`, line: 3 })
  })
})

describe('_category_.json', () => {
  it('places the category in the generated sidebar', async () => {
    const { versions } = await loadVersions(await fixtureSite())
    const sidebar = versions[0].sidebars.tutorialSidebar
    expect(sidebar.map((i) => i.label)).toEqual(['Introduction', 'Guides', 'API'])
    expect(flattenSidebarLinks(sidebar).map((l) => l.href)).toEqual([
      '/docs/intro',
      '/docs/guides/first-guide',
      '/docs/guides/second-guide',
      '/docs/api',
    ])
  })

  it("problems in category files are reported with the docs' problems", async () => {
    const site = await fixtureSite({
      [`${CURRENT}/guides/_category_.json`]: '{ "label": 1 }',
      [`${CURRENT}/api.md`]: md('sidebar_position: first'),
    })
    const errors = await errorsOf(loadVersions(site))
    expect(errors.map((e) => [e.code, e.file])).toEqual([
      ['front-matter-type', `${CURRENT}/api.md`],
      ['category-json-type', `${CURRENT}/guides/_category_.json`],
    ])
  })
})

describe('version meta', () => {
  it('main doc, doc paths and the first link of each sidebar', async () => {
    const { versions } = await loadVersions(await fixtureSite())
    expect(versions[0].meta).toMatchObject({
      mainDocId: 'intro',
      mainDocPath: '/docs/intro',
      docPaths: {
        intro: '/docs/intro',
        api: '/docs/api',
        'guides/first-guide': '/docs/guides/first-guide',
        'guides/second-guide': '/docs/guides/second-guide',
      },
      sidebars: { tutorialSidebar: { link: { path: '/docs/intro', label: 'Introduction' } } },
    })
    expect(versions[1].meta).toMatchObject({ mainDocId: 'intro', mainDocPath: '/docs/1.x/intro' })
  })

  it('without an intro doc the first listed doc is the main doc', async () => {
    const site = await fixtureSite({
      'content/docs/1.x/intro.md': null,
      'content/docs/1.x/aaa.md': md({ unlisted: true }),
    })
    const { versions } = await loadVersions(site)
    expect(versions[1].meta).toMatchObject({ mainDocId: 'legacy', mainDocPath: '/docs/1.x/legacy' })
  })
})

describe('configured sidebars', () => {
  const sidebars = (items: string) => (t: string) =>
    t.replace(
      "editUrl: 'https://example.test/edit/',",
      `editUrl: 'https://example.test/edit/',\n    sidebars: { current: { main: ${items} } },`,
    )

  it('replace the generated sidebar of their version only', async () => {
    const site = await fixtureSite({}, sidebars("['api', { type: 'category', label: 'Start', items: ['intro'] }]"))
    const { versions } = await loadVersions(site)
    expect(Object.keys(versions[0].sidebars)).toEqual(['main'])
    expect(flattenSidebarLinks(versions[0].sidebars.main).map((l) => l.href)).toEqual(['/docs/api', '/docs/intro'])
    expect(versions[0].meta.sidebars).toEqual({ main: { link: { path: '/docs/api', label: 'API' } } })
    expect(Object.keys(versions[1].sidebars)).toEqual(['tutorialSidebar'])
  })

  it('an unknown doc id is an error at the config path', async () => {
    const site = await fixtureSite({}, sidebars("['intro', 'nope']"))
    const [error] = await errorsOf(loadVersions(site))
    expect(error.code).toBe('sidebar-unknown-doc')
    expect(error.message).toContain('docs.sidebars.current.main[1]')
    expect(error).toMatchObject({ file: 'site.config.ts', line: 11 })
  })
})
