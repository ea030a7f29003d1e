// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import TabItem from '../../../../templates/docusaurus/theme/TabItem.js'
import Tabs from '../../../../templates/docusaurus/theme/Tabs.js'
import { MarkdownContent } from '../../../../templates/markdown/MarkdownContent.js'
import { click, mount, text } from '../dom.js'
import { h, root } from '../fixtures.js'
import { parse } from '../render.js'

function OsTabs(props: { groupId?: string; queryString?: boolean | string }) {
  return (
    <Tabs {...props}>
      <TabItem value="mac" label="macOS">
        Cmd
      </TabItem>
      <TabItem value="win" label="Windows" default>
        Ctrl
      </TabItem>
    </Tabs>
  )
}

const selectedLabel = (container: Element) => text(container.querySelector('[role="tab"][aria-selected="true"]'))
const tabButton = (container: Element, label: string) =>
  Array.from(container.querySelectorAll('[role="tab"]')).find((tab) => text(tab) === label) ?? null

/** Mounted, and the on-demand tab-group-sync chunk (useTabChoice.ts) loaded and started. */
async function mountTabs(element: Parameters<typeof mount>[0]) {
  const mounted = await mount(element)
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  return mounted
}

beforeAll(async () => {
  await import('../../../../templates/markdown/tab-group-sync.js')
})

beforeEach(() => {
  localStorage.clear()
  window.history.replaceState(null, '', '/docs/install')
})
afterEach(() => {
  document.body.innerHTML = ''
})

describe('@theme/Tabs', () => {
  it('renders the default tab selected on the server, every panel in the markup', () => {
    const html = parse(renderToString(<OsTabs groupId="os" />))
    expect(selectedLabel(html)).toBe('Windows')
    expect(html.querySelectorAll('[role="tabpanel"]')).toHaveLength(2)
  })

  it('takes labels from `values` and the first selection from `defaultValue`', () => {
    const html = parse(
      renderToString(
        <Tabs
          values={[
            { value: 'a', label: 'Alpha' },
            { value: 'b', label: 'Beta' },
          ]}
          defaultValue="b"
        >
          <TabItem value="a">one</TabItem>
          <TabItem value="b">two</TabItem>
        </Tabs>,
      ),
    )
    expect(Array.from(html.querySelectorAll('[role="tab"]')).map(text)).toEqual(['Alpha', 'Beta'])
    expect(selectedLabel(html)).toBe('Beta')
  })

  it('orders the tabs as `values` lists them, with each panel under its own tab', () => {
    const html = parse(
      renderToString(
        <Tabs
          values={[
            { value: 'b', label: 'Beta' },
            { value: 'a', label: 'Alpha' },
          ]}
        >
          <TabItem value="a">one</TabItem>
          <TabItem value="b">two</TabItem>
        </Tabs>,
      ),
    )
    expect(Array.from(html.querySelectorAll('[role="tab"]')).map(text)).toEqual(['Beta', 'Alpha'])
    expect(Array.from(html.querySelectorAll('[role="tabpanel"]')).map(text)).toEqual(['Betatwo', 'Alphaone'])
  })

  it('renders only the selected panel when lazy', () => {
    const html = parse(
      renderToString(
        <Tabs lazy>
          <TabItem value="a">one</TabItem>
          <TabItem value="b">two</TabItem>
        </Tabs>,
      ),
    )
    expect(html.querySelectorAll('[role="tabpanel"]')).toHaveLength(1)
  })

  it("keeps a group's Tabs in step and stores the choice under docusaurus.tab.<groupId>", async () => {
    const { container } = await mountTabs(
      <>
        <div id="one">
          <OsTabs groupId="os" />
        </div>
        <div id="two">
          <OsTabs groupId="os" />
        </div>
        <div id="other">
          <OsTabs groupId="editor" />
        </div>
      </>,
    )
    await click(tabButton(container.querySelector('#one')!, 'macOS'))
    expect(selectedLabel(container.querySelector('#two')!)).toBe('macOS')
    expect(selectedLabel(container.querySelector('#other')!)).toBe('Windows')
    expect(localStorage.getItem('docusaurus.tab.os')).toBe('mac')
  })

  it('starts from the stored choice of its group after hydration', async () => {
    localStorage.setItem('docusaurus.tab.os', 'mac')
    const { container } = await mountTabs(<OsTabs groupId="os" />)
    expect(selectedLabel(container)).toBe('macOS')
  })

  it('ignores a stored value that is not one of its tabs', async () => {
    localStorage.setItem('docusaurus.tab.os', 'linux')
    const { container } = await mountTabs(<OsTabs groupId="os" />)
    expect(selectedLabel(container)).toBe('Windows')
  })

  it('reads and writes the URL query (queryString: the groupId, or its own key), before storage', async () => {
    localStorage.setItem('docusaurus.tab.os', 'win')
    window.history.replaceState(null, '', '/docs/install?os=mac#setup')
    const { container } = await mountTabs(<OsTabs groupId="os" queryString />)
    expect(selectedLabel(container)).toBe('macOS')
    await click(tabButton(container, 'Windows'))
    expect(window.location.search).toBe('?os=win')
    expect(window.location.hash).toBe('#setup')

    const custom = await mountTabs(<OsTabs queryString="platform" />)
    await click(tabButton(custom.container, 'macOS'))
    expect(new URLSearchParams(window.location.search).get('platform')).toBe('mac')
  })

  it('follows a choice made in another browser tab (the storage event)', async () => {
    const { container } = await mountTabs(<OsTabs groupId="os" />)
    localStorage.setItem('docusaurus.tab.os', 'mac')
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'docusaurus.tab.os', newValue: 'mac' }))
    })
    expect(selectedLabel(container)).toBe('macOS')
  })

  it("is the same component as Markdown content's <hd-tabs>, whose groupId and queryString properties work alike", async () => {
    const content = root(
      h('hd-tabs', { groupId: 'os', queryString: true }, [
        h('hd-tab', { label: 'macOS', value: 'mac' }, [h('p', {}, ['Cmd'])]),
        h('hd-tab', { label: 'Windows', value: 'win', default: true }, [h('p', {}, ['Ctrl'])]),
      ]),
    )
    const { container } = await mountTabs(
      <>
        <div id="markdown">
          <MarkdownContent content={content} />
        </div>
        <div id="component">
          <OsTabs groupId="os" />
        </div>
      </>,
    )
    expect(selectedLabel(container.querySelector('#markdown')!)).toBe('Windows')
    await click(tabButton(container.querySelector('#markdown')!, 'macOS'))
    expect(selectedLabel(container.querySelector('#component')!)).toBe('macOS')
    expect(new URLSearchParams(window.location.search).get('os')).toBe('mac')
  })
})
