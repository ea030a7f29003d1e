import type { Element, ElementContent } from 'hast'
import type {
  BlogPostSummary,
  BlogSidebarData,
  DocRouteData,
  HastRoot,
  RouteData,
  SiteData,
  VersionMeta,
} from '../../../src/shared/types.js'

export function h(
  tagName: string,
  properties: Element['properties'] = {},
  children: Array<ElementContent | string> = [],
): Element {
  return {
    type: 'element',
    tagName,
    properties,
    children: children.map((c) => (typeof c === 'string' ? { type: 'text', value: c } : c)),
  }
}

export function root(...children: ElementContent[]): HastRoot {
  return { type: 'root', children }
}

function version(name: string, label: string, path: string, isLast: boolean, docIds: string[]): VersionMeta {
  return {
    name,
    label,
    path,
    isLast,
    mainDocId: 'intro',
    mainDocPath: `${path}/intro`,
    docsearchTag: `docs-default-${name}`,
    banner: isLast ? null : 'unmaintained',
    badge: true,
    docPaths: Object.fromEntries(docIds.map((id) => [id, `${path}/${id}`])),
    sidebars: { tutorialSidebar: { link: { path: `${path}/intro`, label: 'Quick Start' } }, emptySidebar: {} },
  }
}

export const versions: VersionMeta[] = [
  version('current', '5.0', '/docs', true, [
    'intro',
    'api/use-hotkeys',
    'documentation/useHotkeys/ignore-layouts',
    'migrate-to-5',
  ]),
  version('4.x', '4.x', '/docs/4.x', false, ['intro', 'api/use-hotkeys', 'migrate-to-4']),
  version('3.x', '3.x', '/docs/3.x', false, ['intro', 'api/use-hotkeys', 'api/use-is-hotkey-pressed']),
]

export function makeSite(overrides: Partial<SiteData> = {}): SiteData {
  return {
    title: 'React Hotkeys Hook',
    tagline: 'Use hotkeys in a declarative way',
    url: 'https://johannesklauss.github.io',
    baseUrl: '/',
    trailingSlash: false,
    navbar: {
      title: 'React Hotkeys Hook',
      hideOnScroll: true,
      items: [
        { type: 'docsVersion', label: 'Documentation', docId: 'intro', position: 'left' },
        { label: 'Blog', to: '/blog', position: 'left' },
        { type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true },
        { label: 'GitHub', href: 'https://github.com/JohannesKlauss/react-hotkeys-hook', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        { title: 'Docs', items: [{ label: 'Quick Start', to: '/docs/intro' }] },
        { title: 'API', items: [{ label: 'useHotkeys', to: '/docs/api/use-hotkeys' }] },
        { title: 'More', items: [{ label: 'GitHub', href: 'https://github.com/JohannesKlauss/react-hotkeys-hook' }] },
      ],
      copyright: 'Built with a static site generator.',
    },
    colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true },
    docsPluginId: 'default',
    versions,
    search: {
      backend: 'local',
      indexParts: [{ tag: 'default', url: '/search-index.json' }],
      searchPagePath: '/search',
    },
    buildId: 'test',
    ...overrides,
  }
}

const base = { title: '', description: '', docsearchTag: 'default' }

export const sidebar: DocRouteData['sidebar'] = [
  { type: 'link', label: 'Quick Start', href: '/docs/intro', docId: 'intro' },
  {
    type: 'category',
    label: 'API',
    items: [{ type: 'link', label: 'useHotkeys', href: '/docs/api/use-hotkeys', docId: 'api/use-hotkeys' }],
  },
]

export function makeDoc(overrides: Partial<DocRouteData> = {}): DocRouteData {
  return {
    ...base,
    kind: 'doc',
    path: '/docs/api/use-hotkeys',
    title: 'useHotkeys',
    description: 'The hook',
    docsearchTag: 'docs-default-current',
    version: 'current',
    docId: 'api/use-hotkeys',
    hideTitle: false,
    hideTableOfContents: false,
    content: root(h('h2', { id: 'options' }, ['Options']), h('p', {}, ['Some text.'])),
    toc: [
      { id: 'options', value: 'Options', level: 2 },
      { id: 'enabled', value: 'enabled', level: 3 },
    ],
    sidebarName: 'tutorialSidebar',
    sidebar,
    breadcrumbs: [{ label: 'API', href: '' }],
    prev: { label: 'Quick Start', href: '/docs/intro' },
    editUrl: 'https://github.com/JohannesKlauss/react-hotkeys-hook/edit/main/documentation/docs/api/use-hotkeys.mdx',
    tags: [],
    ...overrides,
  }
}

const blogSidebar: BlogSidebarData = {
  title: 'Recent posts',
  years: [
    { year: '2021', posts: [{ label: 'New Documentation and Support Channel', href: '/blog/new-documentation' }] },
  ],
}

const postSummary: BlogPostSummary = {
  title: 'New Documentation and Support Channel',
  permalink: '/blog/new-documentation',
  date: '2021-09-24',
  formattedDate: 'September 24, 2021',
  readingTimeMinutes: 2.4,
  authors: [
    {
      key: 'johannesklauss',
      name: 'Johannes Klauss',
      title: 'Lead Software Engineer @ Spaceteams',
      url: 'https://github.com/johannesklauss',
      imageURL: 'https://avatars0.githubusercontent.com/u/6214415?s=400&v=4',
    },
  ],
  tags: [
    { label: 'documentation', permalink: '/blog/tags/documentation' },
    { label: 'v4', permalink: '/blog/tags/v-4' },
  ],
  excerpt: root(h('h2', { id: 'new-docs' }, ['New Docs'])),
  hasTruncateMarker: true,
}

/** One small route of every kind. */
export const routesByKind: { [K in RouteData['kind']]: Extract<RouteData, { kind: K }> } = {
  doc: makeDoc(),
  blogList: {
    ...base,
    kind: 'blogList',
    path: '/blog',
    title: 'Blog',
    posts: [postSummary],
    page: 1,
    totalPages: 1,
    sidebar: blogSidebar,
  },
  blogPost: {
    ...base,
    kind: 'blogPost',
    path: '/blog/new-documentation',
    title: postSummary.title,
    post: {
      ...postSummary,
      content: root(h('h2', { id: 'new-docs' }, ['New Docs']), h('p', {}, ['Body.'])),
      toc: [{ id: 'new-docs', value: 'New Docs', level: 2 }],
      hideTableOfContents: false,
    },
    sidebar: blogSidebar,
  },
  blogTags: {
    ...base,
    kind: 'blogTags',
    path: '/blog/tags',
    title: 'Tags',
    tags: postSummary.tags.map((t) => ({ ...t, count: 1 })),
    sidebar: blogSidebar,
  },
  blogTag: {
    ...base,
    kind: 'blogTag',
    path: '/blog/tags/v-4',
    title: 'v4',
    tag: postSummary.tags[1],
    posts: [postSummary],
    sidebar: blogSidebar,
  },
  blogArchive: {
    ...base,
    kind: 'blogArchive',
    path: '/blog/archive',
    title: 'Archive',
    years: [
      {
        year: '2021',
        posts: [
          {
            label: postSummary.title,
            href: postSummary.permalink,
            date: postSummary.date,
            formattedDate: postSummary.formattedDate,
          },
        ],
      },
    ],
  },
  blogAuthors: {
    ...base,
    kind: 'blogAuthors',
    path: '/blog/authors',
    title: 'Authors',
    authors: [
      { ...postSummary.authors[0], page: '/blog/authors/johannesklauss', count: 1 },
      { name: 'Guest', count: 0 },
    ],
    sidebar: blogSidebar,
  },
  blogAuthor: {
    ...base,
    kind: 'blogAuthor',
    path: '/blog/authors/johannesklauss',
    title: 'Johannes Klauss - One post',
    author: { ...postSummary.authors[0], page: '/blog/authors/johannesklauss', count: 1 },
    authorsPath: '/blog/authors',
    posts: [postSummary],
    page: 1,
    totalPages: 1,
    sidebar: blogSidebar,
  },
  markdownPage: {
    ...base,
    kind: 'markdownPage',
    path: '/markdown-page',
    hideTitle: false,
    content: root(),
    toc: [],
    hideTableOfContents: false,
  },
  componentPage: { ...base, kind: 'componentPage', path: '/', component: 'index' },
  search: { ...base, kind: 'search', path: '/search', title: 'Search' },
  notFound: { ...base, kind: 'notFound', path: '/nope', title: 'Page Not Found' },
}
