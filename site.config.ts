/**
 * The react-hotkeys-hook documentation site. Facts from the original Docusaurus site (see README for the content
 * format); every value not set here takes its default from the schemas in src/shared/schemas/.
 */
import { defineConfig } from './src/config/site-config.js'

const repository = 'https://github.com/JohannesKlauss/react-hotkeys-hook'

export default defineConfig({
  title: 'React Hotkeys Hook',
  tagline: 'Use hotkeys in a declarative way',
  url: 'https://johannesklauss.github.io',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  organizationName: 'Johannes Klauss',
  projectName: 'react-hotkeys-hook',
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  i18n: { defaultLocale: 'en', locales: ['en'] },

  // No web fonts: the theme uses system font stacks, so pages make no third-party requests and render at once.

  docs: {
    versions: ['current', '4.x', '3.x'],
    lastVersion: 'current',
    versionOptions: {
      current: { label: '5.0', path: '' },
      '4.x': { label: '4.x', path: '4.x', banner: 'unmaintained' },
      '3.x': { label: '3.x', path: '3.x', banner: 'unmaintained' },
    },
    // Each page's source in the upstream documentation package (packages/documentation/; the original's links still
    // point at documentation/, where it used to be): the current docs under docs/, older versions under
    // versioned_docs/version-<name>/, as .mdx files at the same paths as ours.
    editUrl: ({ version, docPath }) =>
      `${repository}/edit/main/packages/documentation/${version === 'current' ? 'docs' : `versioned_docs/version-${version}`}/${docPath.replace(/\.mdx?$/, '.mdx')}`,
  },

  blog: {
    blogSidebarTitle: 'Recent posts',
    feedOptions: { type: ['rss', 'atom'] },
  },

  themeConfig: {
    navbar: {
      title: 'React Hotkeys Hook',
      // spec §2: the navbar hides when scrolling down and reappears on scroll up
      hideOnScroll: true,
      items: [
        { type: 'docsVersion', label: 'Documentation', docId: 'intro', position: 'left' },
        { label: 'Blog', to: '/blog', position: 'left' },
        { type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true },
        { label: 'GitHub', href: repository, position: 'right' },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Quick Start', to: '/docs/intro' },
            { label: 'useHotkeys', to: '/docs/documentation/useHotkeys/basic-usage' },
            { label: 'isHotkeyPressed', to: '/docs/documentation/is-hotkey-pressed' },
          ],
        },
        {
          title: 'API',
          items: [
            { label: 'useHotkeys', to: '/docs/api/use-hotkeys' },
            { label: 'isHotkeyPressed', to: '/docs/api/is-hotkey-pressed' },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'Support', href: `${repository}/discussions` },
            { label: 'Recipes', href: repository },
            { label: 'FAQ', href: repository },
            { label: 'GitHub', href: repository },
            {
              label: 'StackOverflow',
              href: 'https://stackoverflow.com/search?page=1&tab=Relevance&q=react-hotkeys-hook',
            },
          ],
        },
      ],
      copyright: 'Built with hotkeys-docs.',
    },
    // The original starts in dark mode; the spec (§4) says the default is light, so we follow the spec.
    // respectPrefersColorScheme stays on, so readers whose system prefers dark still get dark.
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    prism: { theme: 'github', darkTheme: 'dracula' },
    announcementBar: {
      id: 'docs-5-0',
      content:
        'These are the docs for react-hotkeys-hook 5.0. Coming from 4.x? Read the <a href="/docs/migrate-to-5">migration guide</a>.',
      closeable: true,
    },
    // public, search-only DocSearch credentials of the original site
    algolia: {
      appId: 'MVSFN13FOZ',
      apiKey: 'ea10bff3a5e2fb0d82492d680e40959e',
      indexName: 'react-hotkeys-hook',
      contextualSearch: true,
      searchParameters: {},
      searchPagePath: 'search',
    },
  },

  llms: {
    title: 'React Hotkeys Hook Documentation',
    description:
      'A React hook for keyboard shortcuts: declare hotkeys in components, with scopes, focus traps, key sequences and recording.',
    order: [
      'intro',
      'documentation/installation',
      'documentation/useHotkeys/*',
      'documentation/*',
      'api/*',
      'migrate-to-5',
    ],
  },
})
