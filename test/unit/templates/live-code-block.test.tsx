// @vitest-environment jsdom
/**
 * A live block belongs to its page: CodeBlock keys LiveCodeBlock by the page and the block's module, so a
 * client-side navigation to another page with the very same example at the same place starts a new block (no
 * edited code or result carried over), while re-renders of the same page keep it.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { act } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadLiveModule } from '../../../src/client/index.js'
import { CodeBlock } from '../../../templates/markdown/CodeBlock.js'
import { SiteProvider } from '../../../templates/SiteContext.js'
import type { RouteData } from '../../../src/shared/types.js'
import { makeDoc, makeSite } from './fixtures.js'
import { mount } from './dom.js'

const MODULE_URL = pathToFileURL(path.join(import.meta.dirname, 'live-example-module.tsx')).href
// imported as the page's modulepreload does before the block mounts
beforeAll(() => loadLiveModule(MODULE_URL))

const site = makeSite()

function page(route: RouteData) {
  return (
    <SiteProvider site={site} route={route}>
      <CodeBlock data-live="true" data-live-id="live-1" data-language="jsx" data-live-module={MODULE_URL}>
        {'<p>Example</p>'}
      </CodeBlock>
    </SiteProvider>
  )
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('CodeBlock (live)', () => {
  it('keeps the block across re-renders of a page and starts a new one on another page with the same example', async () => {
    const first = makeDoc({ path: '/docs/first' })
    const { container, root, unmount } = await mount(page(first))
    const block = container.querySelector('.live-preview')
    expect(container.querySelector('[data-live-result]')?.textContent).toBe('Example')

    await act(async () => root.render(page({ ...first })))
    expect(container.querySelector('.live-preview')).toBe(block)

    await act(async () => root.render(page(makeDoc({ path: '/docs/second' }))))
    const next = container.querySelector('.live-preview')
    expect(next).not.toBe(block)
    expect(next?.getAttribute('data-live-id')).toBe('live-1')
    unmount()
  })
})
