// @vitest-environment jsdom
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiteProvider } from '../../../../templates/SiteContext.js'
import ExecutionEnvironment from '../../../../templates/docusaurus/ExecutionEnvironment.js'
import Interpolate, { interpolate } from '../../../../templates/docusaurus/Interpolate.js'
import isInternalUrl from '../../../../templates/docusaurus/isInternalUrl.js'
import Translate, { translate } from '../../../../templates/docusaurus/Translate.js'
import ThemedImage from '../../../../templates/docusaurus/theme/ThemedImage.js'
import DocCardList from '../../../../templates/docusaurus/theme/DocCardList.js'
import TOCInline from '../../../../templates/docusaurus/theme/TOCInline.js'
import { findSidebarCategory, useCurrentSidebarCategory } from '../../../../templates/docusaurus/theme-common.js'
import * as docsClient from '../../../../templates/docusaurus/plugin-content-docs/client.js'
import { useCurrentSidebarCategory as useCurrentSidebarCategoryOfDocs } from '../../../../templates/docusaurus/plugin-content-docs/client.js'
import {
  type ActiveDocContext,
  type GlobalVersion,
  versionOfPath,
} from '../../../../templates/docusaurus/plugin-content-docs/versions.js'
import useGlobalData, {
  useAllPluginInstancesData,
  usePluginData,
} from '../../../../templates/docusaurus/useGlobalData.js'
import type { RouteData } from '../../../../src/shared/types.js'
import useDocusaurusContext from '../../../../templates/docusaurus/useDocusaurusContext.js'
import { mount } from '../dom.js'
import { makeDoc, makeSite, routesByKind, sidebar } from '../fixtures.js'
import { parse } from '../render.js'

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('@docusaurus/Translate and Interpolate', () => {
  it('show the message as written, its placeholders filled', () => {
    expect(translate({ message: 'Edit {page}', id: 'edit' }, { page: 'intro' })).toBe('Edit intro')
    expect(translate({ id: 'only.id' })).toBe('only.id')
    expect(interpolate('{count} keys, {missing}', { count: 3 })).toBe('3 keys, {missing}')
    const html = renderToString(
      <p>
        <Translate values={{ key: <kbd>K</kbd> }}>{'Press {key} to search'}</Translate>
        <Interpolate values={{ n: 2 }}>{' ({n})'}</Interpolate>
      </p>,
    )
    expect(html).toBe('<p>Press <kbd>K</kbd> to search<!-- --> (2)</p>')
  })
})

describe('@docusaurus/ExecutionEnvironment and isInternalUrl', () => {
  it('tell the browser and internal URLs', () => {
    expect(ExecutionEnvironment.canUseDOM).toBe(true)
    expect(isInternalUrl('/docs/intro')).toBe(true)
    expect(isInternalUrl('https://x.test')).toBe(false)
    expect(isInternalUrl('//cdn.test/a.js')).toBe(false)
    expect(isInternalUrl(undefined)).toBe(false)
  })
})

describe('@theme/ThemedImage', () => {
  const element = (
    <SiteProvider
      site={makeSite({ colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false } })}
      route={routesByKind.componentPage}
    >
      <ThemedImage alt="Logo" sources={{ light: '/img/light.svg', dark: '/img/dark.svg' }} />
    </SiteProvider>
  )

  it('renders both images on the server, each for its mode', () => {
    const images = Array.from(parse(renderToString(element)).querySelectorAll('img'))
    expect(images.map((img) => [img.getAttribute('src'), img.className])).toEqual([
      ['/img/light.svg', 'themedImage themedImage--light'],
      ['/img/dark.svg', 'themedImage themedImage--dark'],
    ])
  })

  it("renders the current mode's only, once hydrated", async () => {
    localStorage.setItem('theme', 'dark')
    vi.stubGlobal('matchMedia', undefined)
    const { container } = await mount(element)
    expect(Array.from(container.querySelectorAll('img')).map((img) => img.getAttribute('src'))).toEqual([
      '/img/dark.svg',
    ])
    localStorage.clear()
  })
})

describe('@theme/DocCardList and DocCard', () => {
  const guides = {
    type: 'category' as const,
    label: 'Guides',
    href: '/docs/guides',
    items: [
      { type: 'link' as const, label: 'Scopes', href: '/docs/guides/scopes', docId: 'guides/scopes' },
      { type: 'link' as const, label: 'Draft', href: '/docs/guides/draft', docId: 'guides/draft', unlisted: true },
      {
        type: 'category' as const,
        label: 'Recipes',
        items: [{ type: 'link' as const, label: 'Forms', href: '/docs/guides/recipes/forms' }],
      },
      { type: 'category' as const, label: 'Empty', items: [] },
      { type: 'link' as const, label: 'GitHub', href: 'https://github.com/JohannesKlauss/react-hotkeys-hook' },
    ],
  }
  const onPage = (path: string, element: ReactElement) =>
    parse(
      renderToString(
        <SiteProvider site={makeSite()} route={makeDoc({ path, sidebar: [sidebar[0]!, guides] })}>
          {element}
        </SiteProvider>,
      ),
    )
  const cards = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('section.row > article.col.col--6'))
      .map((article) => article.firstElementChild!)
      .map((card) => ({
        href: card.getAttribute('href'),
        title: card.querySelector('h2')?.textContent,
        description: card.querySelector('p')?.textContent ?? null,
      }))

  it("lists the current category's items on its page: unlisted docs left out, a category by its first link", () => {
    expect(cards(onPage('/docs/guides', <DocCardList />))).toEqual([
      { href: '/docs/guides/scopes', title: '📄️ Scopes', description: null },
      { href: '/docs/guides/recipes/forms', title: '🗃️ Recipes', description: '1 item' },
      { href: 'https://github.com/JohannesKlauss/react-hotkeys-hook', title: '🔗 GitHub', description: null },
    ])
  })

  it('shows the items it is given, with their descriptions, on any page', () => {
    const items = [{ type: 'link' as const, label: 'Intro', href: '/docs/intro', description: 'Start here' }]
    expect(cards(onPage('/docs/intro', <DocCardList items={items} />))).toEqual([
      { href: '/docs/intro', title: '📄️ Intro', description: 'Start here' },
    ])
  })

  it('says what to do when the page is not a category page', () => {
    expect(() => onPage('/docs/intro', <DocCardList />)).toThrow(/\/docs\/intro is not one: link a category/)
  })

  it('useCurrentSidebarCategory is also exported where Docusaurus 3 has it', () => {
    expect(useCurrentSidebarCategoryOfDocs).toBe(useCurrentSidebarCategory)
    expect(findSidebarCategory([sidebar[0]!, guides], '/docs/guides')?.label).toBe('Guides')
  })
})

describe("@docusaurus/plugin-content-docs/client's version hooks", () => {
  type Hooks = typeof docsClient
  /** what a component using the hooks on `route` read */
  const readOn = (route: RouteData, read: (hooks: Hooks) => unknown, site = makeSite()) => {
    const seen: { value?: unknown } = {}
    renderToString(
      <SiteProvider site={site} route={route}>
        <HookReader read={() => (seen.value = read(docsClient))} />
      </SiteProvider>,
    )
    return seen.value
  }
  const doc4 = makeDoc({ path: '/docs/4.x/api/use-hotkeys', version: '4.x', docId: 'api/use-hotkeys' })

  it('give the versions as Docusaurus global data has them, latest first, paths under the base URL', () => {
    const site = makeSite({ baseUrl: '/rhh/' })
    const versions = readOn(doc4, (hooks) => hooks.useVersions(), site) as GlobalVersion[]
    expect(versions.map((v) => [v.name, v.label, v.path, v.isLast])).toEqual([
      ['current', '5.0', '/rhh/docs', true],
      ['4.x', '4.x', '/rhh/docs/4.x', false],
      ['3.x', '3.x', '/rhh/docs/3.x', false],
    ])
    expect(versions[1]!.docs).toContainEqual({ id: 'migrate-to-4', path: '/rhh/docs/4.x/migrate-to-4' })
    expect((readOn(doc4, (hooks) => hooks.useLatestVersion(), site) as GlobalVersion).name).toBe('current')
  })

  it("give a doc's version as the active one, and the same doc in each version that has it", () => {
    const context = readOn(doc4, (hooks) => hooks.useActiveDocContext('default')) as ActiveDocContext
    expect(context.activeVersion?.name).toBe('4.x')
    expect(context.activeDoc).toEqual({ id: 'api/use-hotkeys', path: '/docs/4.x/api/use-hotkeys' })
    expect(Object.keys(context.alternateDocVersions)).toEqual(['current', '4.x', '3.x'])
    expect(context.alternateDocVersions.current?.path).toBe('/docs/api/use-hotkeys')
  })

  it("outside a doc, the version whose path holds the page's, if any", () => {
    const page3: RouteData = { ...routesByKind.componentPage, path: '/docs/3.x/tags' }
    expect((readOn(page3, (hooks) => hooks.useActiveVersion()) as GlobalVersion | undefined)?.name).toBe('3.x')
    expect(readOn(routesByKind.blogList, (hooks) => hooks.useActiveVersion())).toBeUndefined()
    expect(versionOfPath(makeSite().versions, '/docs/4.xx')?.name).toBe('current')
  })
})

/** Calls `read` as it renders (hooks inside it run as this component's). */
function HookReader({ read }: { read: () => unknown }) {
  read()
  return null
}

/** shows what a hook gives, as JSON */
function Probe({ read }: { read: () => unknown }) {
  return <output>{JSON.stringify(read() ?? null)}</output>
}

describe('@docusaurus/useGlobalData', () => {
  const globalData = {
    'docusaurus-plugin-content-docs': { default: { path: '/docs' }, community: { path: '/community' } },
  }
  const shown = (read: () => unknown, data?: typeof globalData) =>
    parse(
      renderToString(
        <SiteProvider site={makeSite()} route={{ ...routesByKind.componentPage, ...(data && { globalData: data }) }}>
          <Probe read={read} />
        </SiteProvider>,
      ),
    ).textContent

  it("gives the route's global data, a plugin's instances, one instance (the default one unless named)", () => {
    expect(shown(() => useGlobalData(), globalData)).toBe(JSON.stringify(globalData))
    expect(shown(() => useAllPluginInstancesData('docusaurus-plugin-content-docs'), globalData)).toBe(
      JSON.stringify(globalData['docusaurus-plugin-content-docs']),
    )
    expect(shown(() => usePluginData('docusaurus-plugin-content-docs'), globalData)).toBe('{"path":"/docs"}')
    expect(shown(() => usePluginData('docusaurus-plugin-content-docs', 'community'), globalData)).toBe(
      '{"path":"/community"}',
    )
  })

  it("is useDocusaurusContext()'s globalData too: the route's, or empty", () => {
    expect(shown(() => useDocusaurusContext().globalData, globalData)).toBe(JSON.stringify(globalData))
    expect(shown(() => useDocusaurusContext().globalData)).toBe('{}')
  })

  it('gives undefined for a plugin or instance without data, as Docusaurus does; failfast throws', () => {
    expect(shown(() => useAllPluginInstancesData('docusaurus-plugin-content-blog'), globalData)).toBe('null')
    expect(shown(() => usePluginData('docusaurus-plugin-content-docs', 'nope'), globalData)).toBe('null')
    expect(shown(() => useGlobalData())).toBe('{}')
    expect(() => shown(() => useAllPluginInstancesData('x', { failfast: true }), globalData)).toThrow(
      'Docusaurus plugin global data not found for "x" plugin.',
    )
    expect(() =>
      shown(() => usePluginData('docusaurus-plugin-content-docs', 'nope', { failfast: true }), globalData),
    ).toThrow('with id "nope"')
  })
})

describe('@theme/TOCInline', () => {
  const toc = [
    { id: 'setup', value: 'Setup', level: 2 },
    { id: 'install', value: 'Install <code>lamp</code>', level: 3 },
    { id: 'deep', value: 'Deep', level: 4 },
    { id: 'usage', value: 'Usage', level: 2 },
  ]

  it('nests the h2–h3 entries it is given, their values as HTML', () => {
    const html = renderToString(<TOCInline toc={toc} />)
    const links = Array.from(parse(html).querySelectorAll('a'), (a) => [a.getAttribute('href'), a.innerHTML])
    expect(links).toEqual([
      ['#setup', 'Setup'],
      ['#install', 'Install <code>lamp</code>'],
      ['#usage', 'Usage'],
    ])
    // Install under Setup
    expect(parse(html).querySelector('li ul a')?.getAttribute('href')).toBe('#install')
  })

  it('takes the heading levels and a slice, as authors pass them', () => {
    const html = renderToString(<TOCInline toc={toc.slice(1)} minHeadingLevel={3} maxHeadingLevel={4} />)
    expect(Array.from(parse(html).querySelectorAll('a'), (a) => a.getAttribute('href'))).toEqual(['#install', '#deep'])
  })
})
