// @vitest-environment jsdom
/**
 * The parts of a live block (templates/live/): nodeText, the frame it shares with static code blocks, and the block
 * in jsdom: without a compiled module, with an example that throws, and with an editor chunk that cannot load.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { act } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadLiveModule } from '../../../src/client/index.js'
import { LiveCodeBlock, nodeText } from '../../../templates/live/LiveCodeBlock.js'
import { CodeBlockFrame, codePreClassName } from '../../../templates/markdown/CodeBlockFrame.js'
import { mount, text } from './dom.js'

vi.mock('../../../src/client/live/live-editor.js', () => {
  throw new Error('chunk unavailable')
})

const moduleUrl = (file: string) => pathToFileURL(path.join(import.meta.dirname, file)).href
const OK_URL = moduleUrl('live-example-module.tsx')
const THROWS_URL = moduleUrl('live-throwing-example-module.tsx')
// imported as the page's modulepreload does before the blocks mount
beforeAll(() => Promise.all([loadLiveModule(OK_URL), loadLiveModule(THROWS_URL)]))

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('nodeText', () => {
  it('is the text of rendered code, through arrays and elements', () => {
    const code = [
      <span key="a" className="token">
        const <b>x</b>
      </span>,
      ' = ',
      1,
      null,
      false,
      [<span key="b">;</span>],
    ]
    expect(nodeText(code)).toBe('const x = 1;')
    expect(nodeText(undefined)).toBe('')
  })
})

describe('CodeBlockFrame', () => {
  it('puts the attributes on the block, the title bar first, then the code and its copy button', () => {
    const html = renderToStaticMarkup(
      <CodeBlockFrame className="code-block" data-language="ts" title="App.tsx" getText={() => ''}>
        <pre>code</pre>
      </CodeBlockFrame>,
    )
    expect(html).toMatch(
      /^<div class="code-block" data-language="ts"><div class="code-block__title">App.tsx<\/div><div class="code-block__body"><pre>code<\/pre><button type="button" class="copy-button code-block__copy"/,
    )
    const untitled = (
      <CodeBlockFrame getText={() => ''}>
        <pre>x</pre>
      </CodeBlockFrame>
    )
    expect(renderToStaticMarkup(untitled)).not.toContain('__title')
  })

  it('gives the <pre> its own classes and its language', () => {
    expect(codePreClassName('prism-code', 'tsx')).toBe('code-block__pre prism-code language-tsx')
    expect(codePreClassName(undefined, undefined)).toBe('code-block__pre')
  })
})

describe('LiveCodeBlock', () => {
  it('without a compiled module says so, and focusing the code loads no editor', async () => {
    const { container } = await mount(
      <LiveCodeBlock id="live-1" language="jsx" noInline={false}>
        {'<p>Example</p>'}
      </LiveCodeBlock>,
    )
    expect(text(container.querySelector('[data-live-result]'))).toContain('This example has no compiled preview.')
    await act(async () => {
      container.querySelector('pre')!.focus()
    })
    expect(container.querySelector('.live-preview')?.getAttribute('data-live-editor-state')).toBe('idle')
  })

  it('shows the error box of an example that throws, and is ready with one that renders', async () => {
    const { container } = await mount(
      <>
        <LiveCodeBlock id="live-1" language="jsx" noInline={false} moduleUrl={THROWS_URL}>
          {'<p>Example</p>'}
        </LiveCodeBlock>
        <LiveCodeBlock id="live-2" language="jsx" noInline={false} moduleUrl={OK_URL}>
          {'<p>Example</p>'}
        </LiveCodeBlock>
      </>,
    )
    await act(async () => {})
    const [failing, working] = container.querySelectorAll('.live-preview')
    expect(failing.querySelector('[data-live-error="runtime"]')?.textContent).toContain('kaboom')
    await vi.waitFor(() => expect(working.getAttribute('data-live-ready')).toBe('true'))
    expect(text(working.querySelector('[data-live-result]'))).toBe('Example')
  })

  it('keeps the example when the editor chunk cannot load, says so, and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { container } = await mount(
      <LiveCodeBlock id="live-1" language="jsx" noInline={false} moduleUrl={OK_URL}>
        {'<p>Example</p>'}
      </LiveCodeBlock>,
    )
    const pre = container.querySelector('pre')!
    await act(async () => {
      pre.focus()
    })
    const preview = container.querySelector('.live-preview')!
    await vi.waitFor(() => expect(preview.getAttribute('data-live-editor-state')).toBe('failed'))
    expect(text(preview.querySelector('.live-preview__note'))).toBe(
      'The editor could not be loaded; the example below still runs.',
    )
    expect(warn.mock.calls[0][0]).toBe('The live code editor could not be loaded; the example still runs.')
    expect(container.querySelector('pre')).toBe(pre)
  })
})
