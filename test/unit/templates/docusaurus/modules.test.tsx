// @vitest-environment jsdom
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiteProvider } from '../../../../templates/SiteContext.js'
import BrowserOnly from '../../../../templates/docusaurus/BrowserOnly.js'
import { docusaurusContextOf } from '../../../../templates/docusaurus-internal/docusaurus-context.js'
import Head, { readHeadTags } from '../../../../templates/docusaurus/Head.js'
import { type HeadTags, HeadTagsCollector } from '../../../../templates/docusaurus-internal/head-tags.js'
import Link from '../../../../templates/docusaurus/Link.js'
import { followRoute, Redirect, useHistory, useLocation } from '../../../../templates/docusaurus/router.js'
import { useColorMode, useThemeConfig } from '../../../../templates/docusaurus/theme-common.js'
import Admonition from '../../../../templates/docusaurus/theme/Admonition.js'
import CodeBlock from '../../../../templates/docusaurus/theme/CodeBlock.js'
import Details from '../../../../templates/docusaurus/theme/Details.js'
import Heading from '../../../../templates/docusaurus/theme/Heading.js'
import Layout from '../../../../templates/docusaurus/theme/Layout.js'
import useBaseUrl, { addBaseUrl } from '../../../../templates/docusaurus/useBaseUrl.js'
import useDocusaurusContext from '../../../../templates/docusaurus/useDocusaurusContext.js'
import useIsBrowser from '../../../../templates/docusaurus/useIsBrowser.js'
import { toHtml } from 'hast-util-to-html'
import { renderMarkdown } from '../../../../src/markdown/render-markdown.js'
import { click, mount, text } from '../dom.js'
import { makeSite, routesByKind } from '../fixtures.js'
import { parse } from '../render.js'

const site = makeSite({ baseUrl: '/rhh/', trailingSlash: true, customFields: { answer: 42 } })
const inSite = (children: ReactNode) => (
  <SiteProvider site={site} route={{ ...routesByKind.componentPage, path: '/about' }}>
    {children}
  </SiteProvider>
)
const serverHtml = (element: ReactNode) => parse(renderToString(inSite(element)))

function Logo() {
  return <img alt="" src={useBaseUrl('/img/logo.svg')} />
}

function Title() {
  return <h1>{useDocusaurusContext().siteConfig.title}</h1>
}

function Location() {
  const { pathname, search } = useLocation()
  return <span>{pathname + search}</span>
}

function Mode() {
  const { colorMode, setColorMode } = useColorMode()
  return (
    <button type="button" onClick={() => setColorMode(colorMode === 'dark' ? 'light' : 'dark')}>
      {colorMode}
    </button>
  )
}

function Go() {
  const history = useHistory()
  return (
    <button type="button" onClick={() => history.push('/blog')}>
      go
    </button>
  )
}

function Navbar() {
  return <span>{useThemeConfig().navbar.title}</span>
}

function Where() {
  return <span>{useIsBrowser() ? 'browser' : 'server'}</span>
}

afterEach(() => {
  document.body.innerHTML = ''
  localStorage.clear()
})

describe('@docusaurus/Link', () => {
  it("writes a route as the site does (base URL, trailing slash); another site's URL opens in a new tab", () => {
    const html = serverHtml(
      <>
        <Link to="/docs/intro#install" className="button">
          Intro
        </Link>
        <Link href="https://github.com/x/y">GitHub</Link>
      </>,
    )
    const [route, external] = Array.from(html.querySelectorAll('a'))
    expect(route!.getAttribute('href')).toBe('/rhh/docs/intro/#install')
    expect(route!.className).toBe('button')
    expect(route!.hasAttribute('target')).toBe(false)
    expect(external!.getAttribute('href')).toBe('https://github.com/x/y')
    expect(external!.getAttribute('target')).toBe('_blank')
    expect(external!.getAttribute('rel')).toBe('noopener noreferrer')
  })
})

describe('@docusaurus/useBaseUrl', () => {
  it('adds the base URL to root-relative paths, once', () => {
    const rules = { url: 'https://x.test', baseUrl: '/rhh/' }
    expect(addBaseUrl(rules, '/img/logo.svg')).toBe('/rhh/img/logo.svg')
    expect(addBaseUrl(rules, '/rhh/img/logo.svg')).toBe('/rhh/img/logo.svg')
    expect(addBaseUrl(rules, 'img/logo.svg')).toBe('img/logo.svg')
    expect(addBaseUrl(rules, 'img/logo.svg', { forcePrependBaseUrl: true })).toBe('/rhh/img/logo.svg')
    expect(addBaseUrl(rules, '/img/logo.svg', { absolute: true })).toBe('https://x.test/rhh/img/logo.svg')
    expect(addBaseUrl(rules, 'https://cdn.test/a.png')).toBe('https://cdn.test/a.png')
    expect(addBaseUrl(rules, '#top')).toBe('#top')
  })

  it("uses the site's base URL in a page", () => {
    expect(
      serverHtml(<Logo />)
        .querySelector('img')!
        .getAttribute('src'),
    ).toBe('/rhh/img/logo.svg')
  })
})

describe('@docusaurus/useDocusaurusContext', () => {
  it('gives siteConfig from the site data', () => {
    const context = docusaurusContextOf(site)
    expect(context.siteConfig).toMatchObject({
      title: site.title,
      tagline: site.tagline,
      url: site.url,
      baseUrl: '/rhh/',
      customFields: { answer: 42 },
      themeConfig: { navbar: site.navbar, footer: site.footer, colorMode: site.colorMode },
    })
    expect(docusaurusContextOf(makeSite()).siteConfig.customFields).toEqual({})
  })

  it('is available to a page', () => {
    expect(text(serverHtml(<Title />).querySelector('h1'))).toBe(site.title)
  })
})

describe('@docusaurus/BrowserOnly and useIsBrowser', () => {
  it('shows the fallback on the server and the children in the browser', async () => {
    const element = (
      <>
        <BrowserOnly fallback={<em>loading</em>}>{() => <strong>{window.location.pathname}</strong>}</BrowserOnly>
        <Where />
      </>
    )
    const html = serverHtml(element)
    expect(html.querySelector('em')).not.toBeNull()
    expect(html.querySelector('strong')).toBeNull()
    expect(text(html.querySelector('span'))).toBe('server')
    const { container } = await mount(inSite(element))
    expect(container.querySelector('strong')).not.toBeNull()
    expect(text(container.querySelector('span'))).toBe('browser')
  })
})

describe('@docusaurus/Head and @theme/Layout', () => {
  it('reads the title and description of its children', () => {
    expect(
      readHeadTags([<title key="t">Install {'now'}</title>, <meta key="d" name="description" content="How to" />]),
    ).toEqual({ title: 'Install now', description: 'How to' })
  })

  it('hands them to the server render, and renders nothing in the page', () => {
    const tags: HeadTags = {}
    const html = renderToString(
      inSite(
        <HeadTagsCollector tags={tags}>
          <Layout title="Showcase" description="Sites using the hook" wrapperClassName="showcase">
            <p>content</p>
          </Layout>
        </HeadTagsCollector>,
      ),
    )
    expect(tags).toEqual({ layoutTitle: 'Showcase', description: 'Sites using the hook' })
    expect(html).toBe('<div class="docusaurus-page showcase"><p>content</p></div>')
  })

  it("keeps a <Head><title> apart from <Layout title>: the first is the document's title as written", () => {
    const tags: HeadTags = {}
    renderToString(
      inSite(
        <HeadTagsCollector tags={tags}>
          <Layout title="Showcase">
            <Head>
              <title>Our users</title>
            </Head>
          </Layout>
        </HeadTagsCollector>,
      ),
    )
    expect(tags).toEqual({ layoutTitle: 'Showcase', title: 'Our users' })
  })

  it('marks a page that asks for no footer', () => {
    const html = renderToString(inSite(<Layout noFooter>x</Layout>))
    expect(html).toBe('<div class="docusaurus-page docusaurus-page--no-footer">x</div>')
  })

  it('writes its other tags as HTML for the head of the page', () => {
    const tags: HeadTags = {}
    renderToString(
      <HeadTagsCollector tags={tags}>
        <Head>
          <meta property="og:image" content="/img/card.png?a=1&b=2" />
          <link rel="preconnect" href="https://fonts.example" crossOrigin="anonymous" />
          <script type="application/ld+json">{'{"name":"</script>"}'}</script>
          <html lang="fr" />
        </Head>
        <Head>
          <meta name="keywords" content="hotkeys" />
        </Head>
      </HeadTagsCollector>,
    )
    // each keyed, for the browser to find what the server wrote
    const keys = tags.html!.map((html) => / data-hd-head="([0-9a-z]+)"/.exec(html)?.[1])
    expect(new Set(keys).size).toBe(4)
    expect(tags.html!.map((html) => html.replace(/ data-hd-head="[0-9a-z]+"/, ''))).toEqual([
      '<meta property="og:image" content="/img/card.png?a=1&amp;b=2">',
      '<link rel="preconnect" href="https://fonts.example" crossorigin="anonymous">',
      '<script type="application/ld+json">{"name":"<\\/script>"}</script>',
      '<meta name="keywords" content="hotkeys">',
    ])
  })

  it('does nothing outside a server render', () => {
    expect(renderToString(<Head>{<title>Alone</title>}</Head>)).toBe('')
  })

  it("in the browser, keeps its tags in the document's head while it is shown: the server's taken over, others added", async () => {
    // what the server wrote for the first page: the og:image tag
    const written = readHeadTags(<meta property="og:image" content="/img/map.svg" />).html![0]!
    document.head.insertAdjacentHTML('beforeend', written)
    const serverTag = document.head.lastElementChild
    const page = await mount(
      <Head>
        <meta property="og:image" content="/img/map.svg" />
        <meta name="robots" content="noindex" />
        <meta httpEquiv="refresh" content="0; url=/elsewhere" />
      </Head>,
    )
    const ogImages = document.head.querySelectorAll('meta[property="og:image"]')
    expect(ogImages).toHaveLength(1)
    expect(ogImages[0]).toBe(serverTag)
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1)
    // a refresh is for the full page load only (a client-side navigation must not reload)
    expect(document.head.querySelector('meta[http-equiv="refresh"]')).toBeNull()
    page.unmount()
    expect(document.head.querySelector('meta[property="og:image"], meta[name="robots"]')).toBeNull()
  })
})

/** The hrefs of the links clicked (as the client router would see them) while `act` runs; the clicks are cancelled. */
async function routeLinkClicks(act: () => Promise<unknown>): Promise<string[]> {
  const clicked: string[] = []
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLAnchorElement)) return
    clicked.push(event.target.getAttribute('href')!)
    event.preventDefault()
  }
  document.addEventListener('click', onClick)
  try {
    await act()
  } finally {
    document.removeEventListener('click', onClick)
  }
  return clicked
}

describe('@docusaurus/router', () => {
  it("gives the route's path on the server and the address bar's location in the browser", async () => {
    expect(text(serverHtml(<Location />).querySelector('span'))).toBe('/about')
    window.history.replaceState(null, '', '/about?tab=2')
    const { container } = await mount(inSite(<Location />))
    expect(text(container.querySelector('span'))).toBe('/about?tab=2')
  })

  it('follows a route by a click on a route link (which the client router handles), leaving no link behind', async () => {
    const clicked = await routeLinkClicks(async () => {
      followRoute('/rhh/docs/intro/')
      const { container } = await mount(inSite(<Go />))
      await click(container.querySelector('button'))
    })
    expect(clicked).toEqual(['/rhh/docs/intro/', '/rhh/blog/'])
    expect(document.querySelectorAll('a')).toHaveLength(0)
  })

  it('Redirect writes a refresh into the built head, and follows its route in the browser', async () => {
    const tags: HeadTags = {}
    const html = renderToString(
      inSite(<HeadTagsCollector tags={tags}>{<Redirect to="/docs/intro" />}</HeadTagsCollector>),
    )
    expect(html).toBe('')
    expect(tags.html).toEqual([
      expect.stringMatching(
        /^<meta http-equiv="refresh" content="0; url=\/rhh\/docs\/intro\/" data-hd-head="[0-9a-z]+">$/,
      ),
    ])
    const clicked = await routeLinkClicks(() => mount(inSite(<Redirect to="/blog" push />)))
    expect(clicked).toEqual(['/rhh/blog/'])
  })
})

describe('@docusaurus/theme-common', () => {
  it("useColorMode is the toggle's state: setColorMode stores and applies the mode", async () => {
    vi.stubGlobal('matchMedia', undefined)
    const { container } = await mount(inSite(<Mode />))
    const before = text(container.querySelector('button'))
    await click(container.querySelector('button'))
    const after = before === 'dark' ? 'light' : 'dark'
    expect(text(container.querySelector('button'))).toBe(after)
    expect(document.documentElement.getAttribute('data-theme')).toBe(after)
    expect(localStorage.getItem('theme')).toBe(after)
    vi.unstubAllGlobals()
  })

  it('useThemeConfig gives the theme part of the config', () => {
    expect(text(serverHtml(<Navbar />).querySelector('span'))).toBe(site.navbar.title)
  })
})

describe('@theme/ components', () => {
  it("Admonition renders Docusaurus' markup: Infima's alert classes, the icon, its type's lower-case label by default", () => {
    const html = serverHtml(
      <>
        <Admonition type="warning">Careful</Admonition>
        <Admonition type="tip" title="Hint" className="mine" id="hint">
          Try it
        </Admonition>
        <Admonition type="important">Old name</Admonition>
        <Admonition type="unknown">Plain</Admonition>
      </>,
    )
    const boxes = Array.from(html.querySelectorAll('.theme-admonition'))
    expect(boxes.map((box) => box.className)).toEqual([
      'theme-admonition theme-admonition-warning admonition_hd alert alert--warning',
      'theme-admonition theme-admonition-tip admonition_hd alert alert--success mine',
      'theme-admonition theme-admonition-important admonition_hd alert alert--info',
      // an unknown type is shown as info, as Docusaurus does
      'theme-admonition theme-admonition-unknown admonition_hd alert alert--info',
    ])
    expect(boxes[1]!.id).toBe('hint')
    expect(boxes.map((box) => text(box.querySelector('.admonitionHeading_hd')))).toEqual([
      'warning',
      'Hint',
      'important',
      'info',
    ])
    expect(boxes.map((box) => box.querySelectorAll('.admonitionIcon_hd > svg > path').length)).toEqual([1, 1, 1, 1])
    expect(text(boxes[0]!.querySelector('.admonitionContent_hd'))).toBe('Careful')
  })

  it("Admonition's markup is the one Markdown's :::tip takes in a Docusaurus site", () => {
    const html = serverHtml(
      <Admonition type="tip" title="Hint">
        <p>Try it</p>
      </Admonition>,
    )
    const markdown = renderMarkdown(':::tip[Hint]\n\nTry it\n\n:::', { file: 'a.md', markup: 'docusaurus' })
    expect(html.innerHTML).toBe(toHtml(markdown.hast))
  })

  it("Admonition takes an <mdxAdmonitionTitle> child as its title, as Docusaurus' MDX hands a styled title", () => {
    const Title = 'mdxAdmonitionTitle' as unknown as 'span'
    const html = serverHtml(
      <Admonition type="tip">
        <Title>
          Keep <em>spare</em> glass
        </Title>
        <p>Body</p>
      </Admonition>,
    )
    expect(html.querySelector('.admonitionHeading_hd')!.innerHTML).toMatch(/<\/span>Keep <em>spare<\/em> glass$/)
    expect(html.querySelector('.admonitionContent_hd')!.innerHTML).toBe('<p>Body</p>')
    expect(html.querySelector('mdxAdmonitionTitle, mdxadmonitiontitle')).toBeNull()
  })

  it('Admonition leaves out the heading when given neither title nor icon, and the content when empty', () => {
    const html = serverHtml(<Admonition type="note" title="" icon={null} />)
    expect(html.querySelector('.theme-admonition')!.innerHTML).toBe('')
  })

  it("CodeBlock reads Docusaurus' magic comments: the line after highlight-next-line is highlighted, the comment gone", () => {
    const html = serverHtml(<CodeBlock language="js">{'a()\n// highlight-next-line\nb()\n'}</CodeBlock>)
    const lines = Array.from(html.querySelectorAll('.code-line'))
    expect(lines.map((line) => [line.className, line.textContent])).toEqual([
      ['code-line', 'a()\n'],
      ['code-line highlighted', 'b()'],
    ])
  })

  it('CodeBlock highlights its text in the language given, with a title and numbered lines', () => {
    const html = serverHtml(
      <>
        <CodeBlock language="js" title="demo.js" showLineNumbers>
          {'const a = 1\nconst b = 2\n'}
        </CodeBlock>
        <CodeBlock className="language-tsx">{'let x'}</CodeBlock>
      </>,
    )
    const [first, second] = Array.from(html.querySelectorAll('.code-block'))
    expect(text(first!.querySelector('.code-block__title'))).toBe('demo.js')
    expect(first!.querySelector('pre')!.className).toContain('code-block__pre--numbered')
    expect(first!.querySelectorAll('.code-line')).toHaveLength(2)
    expect(first!.querySelector('.token.keyword')).not.toBeNull()
    expect(second!.querySelector('pre')!.className).toContain('language-tsx')
    expect(second!.querySelector('pre')!.className).not.toContain('numbered')
  })

  it('Details renders a <details> with its summary', () => {
    const html = serverHtml(<Details summary="More">Hidden text</Details>)
    expect(text(html.querySelector('details > summary'))).toBe('More')
    expect(text(html.querySelector('details > div'))).toBe('Hidden text')
  })

  it('Heading renders its level with an anchor link (none on h1)', () => {
    const html = serverHtml(
      <>
        <Heading as="h1">Title</Heading>
        <Heading as="h2" id="usage">
          Usage
        </Heading>
      </>,
    )
    expect(html.querySelector('h1 a')).toBeNull()
    expect(html.querySelector('h2#usage a.hash-link')!.getAttribute('href')).toBe('#usage')
  })
})

describe('the @theme/ defaults a site may override', () => {
  it('ReactLiveScope gives React and its hooks', async () => {
    const { default: scope } = await import('../../../../templates/docusaurus/theme/ReactLiveScope.js')
    expect(scope.React).toBeDefined()
    expect(scope.useState).toBeTypeOf('function')
  })

  it('MDXComponents maps details and admonitions to our components', async () => {
    const { default: components } = await import('../../../../templates/docusaurus/theme/MDXComponents.js')
    expect(components.details).toBe(Details)
    expect(components.admonition).toBe(Admonition)
    expect(components.Head).toBe(Head)
  })

  it('Details takes its summary from a <summary> child', () => {
    const html = serverHtml(
      <Details>
        <summary>Why?</summary>
        <p>Because.</p>
      </Details>,
    )
    expect(html.querySelectorAll('summary')).toHaveLength(1)
    expect(text(html.querySelector('details > summary'))).toBe('Why?')
    expect(text(html.querySelector('details > div'))).toBe('Because.')
  })
})
