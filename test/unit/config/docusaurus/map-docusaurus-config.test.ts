import { describe, expect, it } from 'vitest'
import { themes } from 'prism-react-renderer'
import {
  type DocusaurusSiteFiles,
  mapDocusaurusConfig,
} from '../../../../src/config/docusaurus/map-docusaurus-config.js'

const base = { title: 'Site', url: 'https://site.example', baseUrl: '/' }
const noFiles: DocusaurusSiteFiles = { versions: [], sidebars: {} }
const map = (config: Record<string, unknown>, files = noFiles) => mapDocusaurusConfig({ ...base, ...config }, files)
const classic = (options: Record<string, unknown>) => ({ presets: [['classic', options]] })

describe('mapDocusaurusConfig', () => {
  it('keeps the keys ours shares and reads onBrokenMarkdownLinks from markdown.hooks', () => {
    const { config, problems, aliases } = map({
      tagline: 'T',
      titleDelimiter: '·',
      favicon: 'img/f.ico',
      onBrokenLinks: 'warn',
      markdown: { format: 'detect', hooks: { onBrokenMarkdownLinks: 'ignore' } },
      deploymentBranch: 'gh-pages',
      future: { v4: true },
    })
    expect(problems).toEqual([])
    expect(config).toMatchObject({
      ...base,
      tagline: 'T',
      titleDelimiter: '·',
      favicon: 'img/f.ico',
      onBrokenLinks: 'warn',
      onBrokenMarkdownLinks: 'ignore',
    })
    expect(config).not.toHaveProperty('deploymentBranch')
    expect(aliases).toContainEqual({
      path: ['onBrokenMarkdownLinks'],
      at: ['markdown', 'hooks', 'onBrokenMarkdownLinks'],
    })
  })

  it('maps no footer when themeConfig has none (Docusaurus renders none), and the versions without root pages', () => {
    const { config } = map({ themeConfig: { navbar: { title: 'S' } } })
    expect(config.themeConfig).not.toHaveProperty('footer')
    expect(config.docs).toMatchObject({ versionRootPages: false })
  })

  it('passes a key neither format knows on, for the schema to report', () => {
    expect(map({ titel: 'x' }).config).toHaveProperty('titel', 'x')
  })

  it('maps the classic preset under either name, with its folders', () => {
    for (const name of ['classic', '@docusaurus/preset-classic']) {
      const { config, problems } = mapDocusaurusConfig(
        {
          ...base,
          presets: [[name, { docs: { path: 'guides', routeBasePath: '/' }, blog: false, pages: { path: 'pages' } }]],
        },
        noFiles,
      )
      expect(problems).toEqual([])
      expect(config).toMatchObject({
        docs: { dir: 'guides', routeBasePath: '/', versions: ['current'], lastVersion: 'current' },
        blog: false,
        pagesDir: 'pages',
      })
    }
  })

  it('defaults to docs/, blog/, src/pages and one current version', () => {
    const { config } = map({})
    expect(config).toMatchObject({
      docs: {
        dir: 'docs',
        versions: ['current'],
        lastVersion: 'current',
        versionOptions: { current: { dir: 'docs' } },
      },
      // Docusaurus' blog has authors pages as soon as authors.yml lists an author
      blog: { dir: 'blog', authorsPages: true },
      pagesDir: 'src/pages',
    })
  })

  it('lays out versions as Docusaurus does: the newest of versions.json last, current at next, unreleased', () => {
    const { config } = map(classic({ docs: { versions: { '1.0': { label: 'v1', banner: 'none' } } } }), {
      versions: ['2.0', '1.0'],
      sidebars: {},
    })
    expect(config.docs).toMatchObject({
      versions: ['current', '2.0', '1.0'],
      lastVersion: '2.0',
      versionOptions: {
        current: { dir: 'docs', path: 'next', banner: 'unreleased' },
        '2.0': { dir: 'versioned_docs/version-2.0' },
        '1.0': { dir: 'versioned_docs/version-1.0', label: 'v1', banner: 'none' },
      },
    })
  })

  it('honours lastVersion, includeCurrentVersion, onlyIncludeVersions and disableVersioning', () => {
    const files = { versions: ['2.0', '1.0'], sidebars: {} }
    expect(map(classic({ docs: { lastVersion: 'current' } }), files).config.docs).toMatchObject({
      lastVersion: 'current',
      versionOptions: { current: { dir: 'docs' } },
    })
    expect(map(classic({ docs: { lastVersion: 'current' } }), files).config.docs).not.toHaveProperty(
      'versionOptions.current.path',
    )
    expect(map(classic({ docs: { includeCurrentVersion: false } }), files).config.docs).toMatchObject({
      versions: ['2.0', '1.0'],
    })
    expect(map(classic({ docs: { onlyIncludeVersions: ['current', '1.0'] } }), files).config.docs).toMatchObject({
      versions: ['current', '1.0'],
      lastVersion: '1.0',
    })
    expect(map(classic({ docs: { disableVersioning: true } }), files).config.docs).toMatchObject({
      versions: ['current'],
    })
  })

  it("puts each version's sidebars in docs.sidebars, shorthand written out", () => {
    const { config } = map({}, { versions: [], sidebars: { current: { main: { Intro: ['a'] } } } })
    expect(config.docs).toMatchObject({
      sidebars: { current: { main: [{ type: 'category', label: 'Intro', items: ['a'] }] } },
    })
  })

  it('maps theme.customCss, blog options and feeds', () => {
    const { config, problems } = map(
      classic({
        theme: { customCss: '/site/src/css/custom.css' },
        blog: {
          postsPerPage: 'ALL',
          blogSidebarCount: 5,
          showReadingTime: true,
          feedOptions: { type: ['rss', 'atom'], title: 'F' },
          authorsBasePath: 'writers',
        },
      }),
    )
    expect(problems).toEqual([])
    expect(config.customCss).toEqual(['/site/src/css/custom.css'])
    expect(config.blog).toMatchObject({
      dir: 'blog',
      postsPerPage: Number.MAX_SAFE_INTEGER,
      blogSidebarCount: 5,
      feedOptions: { type: ['rss', 'atom'], title: 'F' },
      authorsPages: true,
      authorsBasePath: 'writers',
    })
  })

  it("maps the feed types: 'all' is RSS, Atom and JSON", () => {
    const feed = (type: unknown) => map(classic({ blog: { feedOptions: { type } } })).config.blog
    expect(feed('all')).toMatchObject({ feedOptions: { type: ['rss', 'atom', 'json'] } })
    expect(feed('json')).toMatchObject({ feedOptions: { type: ['json'] } })
    expect(feed(null)).toMatchObject({ feedOptions: { type: [] } })
  })

  it('maps docusaurus-plugin-llms: includeOrder without extensions', () => {
    const { config, problems, aliases } = map({
      plugins: [
        [
          'docusaurus-plugin-llms',
          { title: 'L', description: 'D', includeOrder: ['intro.mdx', 'api/*'], excludeImports: true },
        ],
      ],
    })
    expect(problems).toEqual([])
    expect(config.llms).toEqual({ title: 'L', description: 'D', order: ['intro', 'api/*'] })
    expect(aliases).toContainEqual({ path: ['llms'], at: ['plugins', 0, 1] })
  })

  it("reads the markdown section: what would change the content is a problem, Docusaurus' other defaults a warning", () => {
    const at = (config: Record<string, unknown>) =>
      map(config).problems.map(({ at, warning }) => `${at.join('.')}${warning ? ' (warning)' : ''}`)
    expect(
      at({ markdown: { format: 'detect', mdx1Compat: { comments: true }, hooks: { onBrokenMarkdownLinks: 'throw' } } }),
    ).toEqual([])
    expect(at({ markdown: { format: 'mdx', emoji: true, anchors: { maintainCase: false } } })).toEqual([])
    expect(
      at({
        markdown: {
          preprocessor: ({ fileContent }: { fileContent: string }) => fileContent,
          parseFrontMatter: async () => ({}),
          remarkRehypeOptions: { footnoteLabel: 'Notes' },
          anchors: { maintainCase: true },
          mermaid: true,
          format: 'md',
          emoji: false,
          flavour: 'gfm',
        },
      }),
    ).toEqual([
      'markdown.mermaid',
      'markdown.preprocessor',
      'markdown.parseFrontMatter',
      'markdown.remarkRehypeOptions',
      'markdown.anchors.maintainCase',
      'markdown.format (warning)',
      'markdown.emoji (warning)',
      'markdown.flavour',
    ])
    expect(map({ markdown: { hooks: { onBrokenMarkdownLinks: 'ignore' } } }).config.onBrokenMarkdownLinks).toBe(
      'ignore',
    )
  })

  it("reads .md files as Docusaurus does: markdownFormat 'mdx' unless markdown.format says 'detect' ('md' too)", () => {
    const formatOf = (markdown?: Record<string, unknown>) => map(markdown ? { markdown } : {}).config.markdownFormat
    expect([formatOf(), formatOf({}), formatOf({ format: 'mdx' }), formatOf({ format: 'detect' })]).toEqual([
      'mdx',
      'mdx',
      'mdx',
      'detect',
    ])
    expect(formatOf({ format: 'md' })).toBe('detect')
    // a wrong value goes on to our schema, which reports it where the site wrote it
    const { config, aliases } = map({ markdown: { format: 'markdown' } })
    expect(config.markdownFormat).toBe('markdown')
    expect(aliases).toContainEqual({ path: ['markdownFormat'], at: ['markdown', 'format'] })
    expect(map({}).aliases).not.toContainEqual(expect.objectContaining({ path: ['markdownFormat'] }))
  })

  it('allows HTML comments in MDX as mdx1Compat.comments does: on by default, off by default under future.v4', () => {
    const commentsOf = (config: Record<string, unknown>) => map(config).config.mdxHtmlComments
    expect(commentsOf({})).toBe(true)
    expect(commentsOf({ markdown: { mdx1Compat: { comments: false } } })).toBe(false)
    expect(commentsOf({ future: { v4: true } })).toBe(false)
    expect(commentsOf({ future: { v4: { mdx1CompatDisabledByDefault: true } } })).toBe(false)
    expect(commentsOf({ future: { v4: { siteStorageNamespacing: true } } })).toBe(true)
    expect(commentsOf({ future: { v4: true }, markdown: { mdx1Compat: { comments: true } } })).toBe(true)
  })

  it("accepts the site's copy of remark-plugin-npm2yarn in docs, blog and pages, warning about options it does not follow", () => {
    const npm2yarn = () => () => {}
    const other = () => () => {}
    const files = { ...noFiles, npm2yarn }
    const problems = mapDocusaurusConfig(
      {
        ...base,
        ...classic({
          docs: { remarkPlugins: [[npm2yarn, { sync: true }]] },
          blog: { remarkPlugins: [npm2yarn, other] },
          pages: { remarkPlugins: [[npm2yarn, { converters: ['yarn', 'pnpm', 'bun'] }]] },
        }),
      },
      files,
    ).problems.map(({ at, warning }) => `${at.join('.')}${warning ? ' (warning)' : ''}`)
    expect(problems).toEqual(['presets.0.1.docs.remarkPlugins.0.1.sync (warning)', 'presets.0.1.blog.remarkPlugins.1'])
    // without the package installed, the same function is a plugin like any other
    expect(map(classic({ docs: { remarkPlugins: [npm2yarn] } })).problems.map(({ message }) => message)).toEqual([
      'This remark plugin is not supported',
    ])
  })

  it("maps an icon link (aria-label, no label), the announcement bar's isCloseable, and warns about version dropdown extras", () => {
    const { config, problems } = map({
      themeConfig: {
        navbar: {
          title: 'S',
          items: [
            { type: 'docsVersionDropdown', dropdownItemsAfter: [{ to: '/versions', label: 'All versions' }] },
            {
              href: 'https://github.com/acme/site',
              position: 'right',
              className: 'header-github-link',
              'aria-label': 'GitHub',
            },
            { href: 'https://x.example', label: 'X', 'aria-label': 'X (formerly Twitter)' },
          ],
        },
        announcementBar: { id: 'a', content: 'Hi' },
      },
    })
    expect(problems.map(({ at, warning }) => `${at.join('.')}${warning ? ' (warning)' : ''}`)).toEqual([
      'themeConfig.navbar.items.0.dropdownItemsAfter (warning)',
    ])
    expect(config.themeConfig).toMatchObject({
      navbar: {
        items: [
          { type: 'docsVersionDropdown' },
          {
            href: 'https://github.com/acme/site',
            position: 'right',
            label: 'GitHub',
            className: 'header-github-link navbar__link--label-hidden',
          },
          { href: 'https://x.example', label: 'X' },
        ],
      },
      announcementBar: { id: 'a', content: 'Hi', closeable: true },
    })
    expect(
      map({ themeConfig: { announcementBar: { id: 'a', content: 'Hi', isCloseable: false } } }).config.themeConfig,
    ).toMatchObject({ announcementBar: { closeable: false } })
  })

  it("passes the docs' include and exclude globs on", () => {
    const { config, problems } = map(classic({ docs: { include: ['api/*.md', 'intro.md'], exclude: ['**/draft-*'] } }))
    expect(problems).toEqual([])
    expect(config.docs).toMatchObject({ include: ['api/*.md', 'intro.md'], exclude: ['**/draft-*'] })
  })

  it('passes a prism theme of the site’s own on as the object, for our schema to check', () => {
    const own = {
      plain: { color: '#123456', backgroundColor: '#fafafa' },
      styles: [{ types: ['comment'], style: { color: '#777' } }],
    }
    const { config, problems } = map({ themeConfig: { prism: { theme: own, darkTheme: themes.dracula } } })
    expect(problems).toEqual([])
    expect(config.themeConfig).toMatchObject({ prism: { theme: own, darkTheme: 'dracula' } })
  })

  it('maps prism theme objects to their names, and metadata to head tags', () => {
    const { config, problems } = map({
      themeConfig: {
        prism: { theme: themes.github, darkTheme: themes.dracula, additionalLanguages: ['rust'] },
        metadata: [{ name: 'keywords', content: 'keys' }],
        navbar: { title: 'S', items: [] },
      },
    })
    expect(problems).toEqual([])
    expect(config.themeConfig).toMatchObject({
      prism: { theme: 'github', darkTheme: 'dracula', additionalLanguages: expect.arrayContaining(['rust', 'yaml']) },
      navbar: { title: 'S', items: [] },
    })
    expect(config.headTags).toEqual([{ tagName: 'meta', attributes: { name: 'keywords', content: 'keys' } }])
  })

  it('accepts the themes hotkeys-docs has built in', () => {
    expect(
      map({ themes: ['@docusaurus/theme-live-codeblock', ['@docusaurus/theme-search-algolia', {}]] }).problems,
    ).toEqual([])
  })

  it("puts stylesheets and scripts in the head tags, after headTags and before the theme's, as written", () => {
    const { config, problems } = map({
      headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example' } }],
      stylesheets: ['https://cdn.example/a.css', { href: '/b.css', type: 'text/css' }],
      scripts: ['/scripts/c.js', { src: 'https://cdn.example/d.js', async: true, defer: false, 'data-site': 'x' }],
      themeConfig: { metadata: [{ name: 'keywords', content: 'k' }] },
    })
    expect(problems).toEqual([])
    expect(config.headTags).toEqual([
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example' } },
      { tagName: 'link', attributes: { rel: 'stylesheet', href: 'https://cdn.example/a.css' } },
      { tagName: 'link', attributes: { rel: 'stylesheet', href: '/b.css', type: 'text/css' } },
      { tagName: 'script', attributes: { src: '/scripts/c.js' } },
      {
        tagName: 'script',
        attributes: { src: 'https://cdn.example/d.js', async: true, defer: false, 'data-site': 'x' },
      },
      { tagName: 'meta', attributes: { name: 'keywords', content: 'k' } },
    ])
  })

  it('names a theme or plugin given as its module path (require.resolve) by its package', () => {
    const { config, problems, aliases } = map({
      themes: ['/site/node_modules/@docusaurus/theme-live-codeblock/lib/index.js'],
      plugins: [
        ['/site/node_modules/docusaurus-plugin-llms/lib/index.js', { title: 'L' }],
        '/site/node_modules/a/node_modules/@acme/docusaurus-plugin-x/dist/index.js',
        '/site/plugins/local-plugin.js',
      ],
    })
    expect(config.llms).toEqual({ title: 'L' })
    expect(aliases).toContainEqual({ path: ['llms'], at: ['plugins', 0, 1] })
    expect(problems.map(({ at, message }) => ({ at, message }))).toEqual([
      { at: ['plugins', 1], message: 'The plugin "@acme/docusaurus-plugin-x" is not supported' },
      { at: ['plugins', 2], message: 'The plugin "/site/plugins/local-plugin.js" is not supported' },
    ])
  })

  describe('problems, each at the path of what is not supported', () => {
    const problemsOf = (config: Record<string, unknown>) =>
      map(config).problems.map(({ at, message }) => ({ at, message }))

    it('another plugin, a plugin function, another theme, another preset', () => {
      expect(problemsOf({ plugins: ['@docusaurus/plugin-ideal-image', () => ({ name: 'inline' })] })).toEqual([
        { at: ['plugins', 0], message: 'The plugin "@docusaurus/plugin-ideal-image" is not supported' },
        { at: ['plugins', 1], message: 'The plugin (a function or object) is not supported' },
      ])
      expect(problemsOf({ themes: ['@docusaurus/theme-mermaid'] })).toEqual([
        { at: ['themes', 0], message: 'The theme "@docusaurus/theme-mermaid" is not supported' },
      ])
      expect(problemsOf({ presets: [['@docusaurus/preset-bootstrap', {}]] })[0]).toEqual({
        at: ['presets', 0],
        message: 'The preset "@docusaurus/preset-bootstrap" is not supported',
      })
    })

    it('an unknown option of the docs, the blog, the theme, the llms plugin', () => {
      expect(
        problemsOf({
          ...classic({
            docs: { remarkPlugins: [() => {}] },
            blog: { blogListComponent: 'x' },
            theme: { other: 1 },
            gtag: {},
          }),
          plugins: [['docusaurus-plugin-llms', { customLLMFiles: [] }]],
        }),
      ).toEqual([
        {
          at: ['plugins', 0, 1, 'customLLMFiles'],
          message: 'docusaurus-plugin-llms\'s option "customLLMFiles" is not supported',
        },
        { at: ['presets', 0, 1, 'gtag'], message: 'The classic preset option "gtag" is not supported' },
        { at: ['presets', 0, 1, 'docs', 'remarkPlugins', 0], message: 'This remark plugin is not supported' },
        {
          at: ['presets', 0, 1, 'blog', 'blogListComponent'],
          message: 'The blog option "blogListComponent" is not supported',
        },
        { at: ['presets', 0, 1, 'theme', 'other'], message: 'The theme option "other" is not supported' },
      ])
    })

    it('scripts and stylesheets of another shape, footer HTML, clientModules, docs: false, mermaid', () => {
      expect(problemsOf({ scripts: [{ async: true }, 42], stylesheets: [{ href: '/a.css', media: 1 }] })).toEqual([
        { at: ['stylesheets', 0, 'media'], message: 'A stylesheet\'s attribute "media" must be a string or a boolean' },
        {
          at: ['scripts', 0],
          message: 'A script must be a plain string (the src), or an object with at least a "src" property',
        },
        {
          at: ['scripts', 1],
          message: 'A script must be a plain string (the src), or an object with at least a "src" property',
        },
      ])
      expect(
        problemsOf({
          themeConfig: {
            footer: {
              links: [{ title: 'More', items: [{ label: 'A', href: 'https://a.example' }, { html: '<b>B</b>' }] }],
            },
          },
        }),
      ).toEqual([
        {
          at: ['themeConfig', 'footer', 'links', 0, 'items', 1],
          message: 'A footer item of HTML ({ html }) is not supported',
        },
      ])
      expect(problemsOf({ clientModules: ['./src/client.js'] })).toEqual([
        { at: ['clientModules'], message: 'clientModules is not supported' },
      ])
      expect(problemsOf({ clientModules: [] })).toEqual([])
      expect(problemsOf(classic({ docs: false }))[0].at).toEqual(['presets', 0, 1, 'docs'])
      expect(problemsOf({ markdown: { mermaid: true } })[0].at).toEqual(['markdown', 'mermaid'])
    })
  })

  describe('warnings for options accepted without their effect', () => {
    const warningsOf = (config: Record<string, unknown>) =>
      map(config)
        .problems.filter((problem) => problem.warning)
        .map(({ message }) => message)

    it('name the option where it is written and what is lost', () => {
      expect(
        warningsOf({
          ...classic({
            docs: { breadcrumbs: false, showLastUpdateAuthor: true, versions: { current: { noIndex: true } } },
            blog: { showReadingTime: false, feedOptions: { type: 'rss', xslt: true } },
          }),
          plugins: [['docusaurus-plugin-llms', { includeBlog: true }]],
          themeConfig: {
            docs: { sidebar: { hideable: true, autoCollapseCategories: true }, versionPersistence: 'none' },
            navbar: { title: 'S', style: 'dark', items: [] },
            footer: { links: [], logo: { src: 'x.svg' } },
            prism: { magicComments: [] },
            liveCodeBlock: { playgroundPosition: 'top' },
            zoom: {},
          },
        }),
      ).toEqual([
        'themeConfig.zoom is ignored: images do not zoom',
        'themeConfig.docs.versionPersistence is ignored: the chosen docs version is remembered in localStorage',
        'themeConfig.docs.sidebar.hideable is ignored: the docs sidebar cannot be hidden',
        'themeConfig.docs.sidebar.autoCollapseCategories is ignored: opening a category leaves the others as they are',
        "themeConfig.navbar.style is ignored: the navbar's colours come from the colour mode (set --ifm-navbar-* in custom.css)",
        'themeConfig.footer.logo is ignored: the footer shows no logo',
        'themeConfig.prism.magicComments is ignored: comments such as // highlight-next-line stay in the code; mark lines with {1,3-5}',
        'themeConfig.liveCodeBlock.playgroundPosition is ignored: the result of a live block is shown under its code',
        'plugins[0][1].includeBlog is ignored: the blog is not in llms.txt',
        'presets[0][1].docs.breadcrumbs is ignored: docs always show their breadcrumbs',
        'presets[0][1].docs.showLastUpdateAuthor is ignored: only the date of the last update is shown',
        "presets[0][1].docs.versions.current.noIndex is ignored: the version's pages are indexed like the others",
        'presets[0][1].blog.showReadingTime is ignored: posts always show their reading time',
        'presets[0][1].blog.feedOptions.xslt is ignored: the feeds have no XSLT stylesheet (a browser opening one shows its XML)',
      ])
    })

    it('stay silent for values that ask for what hotkeys-docs does anyway', () => {
      expect(
        warningsOf({
          ...classic({
            docs: { breadcrumbs: true, tagsBasePath: 'tags' },
            blog: { showReadingTime: true, feedOptions: { xslt: false } },
          }),
          plugins: [['docusaurus-plugin-llms', { includeBlog: false, excludeImports: true, docsDir: 'docs' }]],
          themeConfig: {
            docs: { sidebar: { hideable: false }, versionPersistence: 'localStorage' },
            liveCodeBlock: { playgroundPosition: 'bottom' },
          },
        }),
      ).toEqual([])
    })

    it('maps image to og:image and twitter:image with an absolute URL', () => {
      const { config } = map({ baseUrl: '/site/', themeConfig: { image: 'img/card.png' } })
      expect(config.headTags).toEqual([
        { tagName: 'meta', attributes: { property: 'og:image', content: 'https://site.example/site/img/card.png' } },
        { tagName: 'meta', attributes: { name: 'twitter:image', content: 'https://site.example/site/img/card.png' } },
      ])
    })
  })
})
