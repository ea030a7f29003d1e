// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MarkdownContent } from '../../../templates/markdown/MarkdownContent.js'
import { markdownComponents } from '../../../templates/markdown/markdown-components.js'
import { click, keyDown, mount, text } from './dom.js'
import { h, root } from './fixtures.js'
import { parse } from './render.js'

const heading = h('h2', { id: 'scoping' }, [
  'Scoping',
  h('a', { className: ['hash-link'], href: '#scoping', ariaLabel: 'Direct link to Scoping' }, ['#']),
])

const admonition = h('div', { className: ['admonition', 'admonition-tip'] }, [
  h('div', { className: ['admonition-heading'] }, ['Works out of the box']),
  h('div', { className: ['admonition-content'] }, [h('p', {}, ['No provider needed.'])]),
])

const line = (children: Array<ReturnType<typeof h> | string>, highlighted = false) =>
  h('span', { className: highlighted ? ['code-line', 'highlighted'] : ['code-line'] }, children)

const codeBlock = (properties: Record<string, string | boolean>) =>
  h('pre', properties, [
    h('code', { className: ['language-tsx'] }, [
      line([h('span', { className: ['token', 'keyword'] }, ['const']), ' a = 1\n']),
      line(['const b = 2'], true),
    ]),
  ])

const tabs = h('hd-tabs', {}, [
  '\n',
  h('hd-tab', { label: 'npm', value: 'npm' }, [h('p', {}, ['npm i react-hotkeys-hook'])]),
  '\n',
  h('hd-tab', { label: 'Yarn', value: 'yarn', default: true }, [h('p', {}, ['yarn add react-hotkeys-hook'])]),
  h('hd-tab', { label: 'Bun', value: 'bun' }, [h('p', {}, ['bun add react-hotkeys-hook'])]),
])

const links = h('p', {}, [
  h('a', { href: '/docs/api/use-hotkeys#enabled' }, ['internal']),
  ' and ',
  h('a', { href: 'https://github.com/JohannesKlauss/react-hotkeys-hook' }, ['external']),
])

const content = root(
  heading,
  admonition,
  codeBlock({ dataLanguage: 'tsx', dataTitle: 'App.tsx' }),
  codeBlock({ dataLanguage: 'tsx', dataLive: true, dataLiveId: 'live-1', dataNoInline: true }),
  tabs,
  links,
)

function serverRender() {
  return parse(renderToString(<MarkdownContent content={content} />))
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('MarkdownContent (server markup)', () => {
  it('keeps heading ids and the "Direct link to" anchors', () => {
    const page = serverRender()
    const h2 = page.querySelector('h2#scoping')!
    const anchor = h2.querySelector('a.hash-link')!
    expect(anchor.getAttribute('href')).toBe('#scoping')
    expect(anchor.getAttribute('aria-label')).toBe('Direct link to Scoping')
    expect(anchor.getAttribute('target')).toBeNull()
  })

  it('renders admonitions as their plain markup', () => {
    const page = serverRender()
    const box = page.querySelector('.admonition.admonition-tip')!
    expect(text(box.querySelector('.admonition-heading'))).toBe('Works out of the box')
    expect(text(box.querySelector('.admonition-content'))).toBe('No provider needed.')
  })

  it('renders code blocks with a title bar, the highlighted lines and a copy button', () => {
    const page = serverRender()
    const [titled, live] = Array.from(page.querySelectorAll('.code-block'))
    expect(text(titled.querySelector('.code-block__title'))).toBe('App.tsx')
    expect(titled.querySelector('pre code .token.keyword')?.textContent).toBe('const')
    expect(titled.querySelectorAll('.code-line')).toHaveLength(2)
    expect(titled.querySelector('.code-line.highlighted')?.textContent).toBe('const b = 2')
    const copy = titled.querySelector('button.copy-button')!
    expect(copy.getAttribute('aria-label')).toBe('Copy code to clipboard')
    expect(copy.getAttribute('type')).toBe('button')
    expect(text(copy)).toBe('Copy')

    expect(live.querySelector('.code-block__title')).toBeNull()
    expect(live.getAttribute('data-live-id')).toBe('live-1')
    const preview = live.nextElementSibling!
    expect(preview.className).toBe('live-preview')
    expect(preview.getAttribute('data-live-id')).toBe('live-1')
    expect(preview.getAttribute('data-no-inline')).toBe('true')
    expect(Array.from(preview.querySelectorAll('.live-preview__header'), (el) => el.textContent)).toEqual([
      'Live Editor',
      'Result',
    ])
    // only live blocks get a preview
    expect(page.querySelectorAll('.live-preview')).toHaveLength(1)
  })

  it('renders tabs as an ARIA tab list with the default tab selected and the other panels hidden', () => {
    const page = serverRender()
    const list = page.querySelector('[role="tablist"]')!
    const buttons = Array.from(list.querySelectorAll('button[role="tab"]'))
    expect(buttons.map((b) => b.textContent)).toEqual(['npm', 'Yarn', 'Bun'])
    expect(buttons.map((b) => b.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false'])
    expect(buttons.map((b) => b.getAttribute('tabindex'))).toEqual(['-1', '0', '-1'])
    const panels = Array.from(page.querySelectorAll('[role="tabpanel"]'))
    expect(panels.map((p) => p.hasAttribute('hidden'))).toEqual([true, false, true])
    // each panel is labelled by its tab and carries its label for the no-JavaScript view
    panels.forEach((panel, i) => {
      expect(panel.getAttribute('aria-labelledby')).toBe(buttons[i].id)
      expect(buttons[i].getAttribute('aria-controls')).toBe(panel.id)
      expect(panel.querySelector('.tabs__panel-label')?.textContent).toBe(buttons[i].textContent)
    })
    // every panel's content is in the markup, so nothing is lost without JavaScript
    expect(text(page)).toContain('npm i react-hotkeys-hook')
    expect(text(page)).toContain('bun add react-hotkeys-hook')
  })

  it('opens external links in a new tab and leaves internal links alone', () => {
    const page = serverRender()
    const internal = page.querySelector('a[href="/docs/api/use-hotkeys#enabled"]')!
    expect(internal.getAttribute('target')).toBeNull()
    expect(internal.getAttribute('rel')).toBeNull()
    const external = page.querySelector('a[href^="https://github.com"]')!
    expect(external.getAttribute('target')).toBe('_blank')
    expect(external.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('maps pre, a, hd-tabs and hd-tab to components', () => {
    expect(Object.keys(markdownComponents)).toEqual(expect.arrayContaining(['pre', 'a', 'hd-tabs', 'hd-tab']))
  })
})

describe('MarkdownContent (in the browser)', () => {
  it('moves between tabs with the arrow keys, Home and End', async () => {
    const { container } = await mount(<MarkdownContent content={content} />)
    const tabsOf = () => Array.from(container.querySelectorAll<HTMLButtonElement>('[role="tab"]'))
    const selected = () => tabsOf().findIndex((t) => t.getAttribute('aria-selected') === 'true')
    expect(selected()).toBe(1)

    await keyDown(tabsOf()[1], { key: 'ArrowRight' })
    expect(selected()).toBe(2)
    expect(document.activeElement).toBe(tabsOf()[2])
    await keyDown(tabsOf()[2], { key: 'ArrowRight' })
    expect(selected()).toBe(0)
    await keyDown(tabsOf()[0], { key: 'ArrowLeft' })
    expect(selected()).toBe(2)
    await keyDown(tabsOf()[2], { key: 'Home' })
    expect(selected()).toBe(0)
    await keyDown(tabsOf()[0], { key: 'End' })
    expect(selected()).toBe(2)
    await click(tabsOf()[1])
    expect(selected()).toBe(1)

    const panels = Array.from(container.querySelectorAll('[role="tabpanel"]'))
    expect(panels.map((p) => p.hasAttribute('hidden'))).toEqual([true, false, true])
  })

  it('copies the code text (lines joined, no extra newlines) and says "Copied"', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { container } = await mount(<MarkdownContent content={content} />)
    const button = container.querySelector('.code-block button.copy-button')!
    await click(button)
    expect(writeText).toHaveBeenCalledWith('const a = 1\nconst b = 2')
    expect(text(button)).toBe('Copied')
    expect(button.getAttribute('aria-label')).toBe('Copy code to clipboard')
  })
})
