// @vitest-environment jsdom
/**
 * A live block's preview in the browser (issue 13, item 7): the build renders it in isolation, the page puts that
 * HTML in the result container, and once the block's module has loaded the container is hydrated as a root of its
 * own with the same element: no hydration error or warning, the server's elements adopted in place (so the
 * example's state lives in them), its `useId`s prefixed with the block's id. The same on a client-side navigation
 * (the page renders the container, then the preview hydrates it). Unmounting the page unmounts the preview.
 */
import { act } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadLiveModule } from '../../../src/client/index.js'
import { renderMarkdown } from '../../../src/markdown/render-markdown.js'
import { CodeBlock } from '../../../templates/markdown/CodeBlock.js'
import { SiteProvider } from '../../../templates/SiteContext.js'
import { writeLiveModules } from '../../helpers/live-module-files.js'
import { withNodeUint8Array } from '../../helpers/node-uint8array.js'
import { makeDoc, makeSite } from '../templates/fixtures.js'
import '../templates/dom.js'

const FENCE = '```'
const CODE = [
  'function Labelled() {',
  '  const id = useId()',
  '  const [count, setCount] = useState(0)',
  "  useHotkeys('c', () => setCount((n) => n + 1))",
  '  useEffect(() => () => { window.__liveCleanedUp = true }, [])',
  '  return (',
  '    <>',
  '      <label htmlFor={id}>Count</label>',
  '      <input id={id} readOnly value={count} />',
  '      <button onClick={() => setCount((n) => n + 1)}>Add</button>',
  '    </>',
  '  )',
  '}',
].join('\n')
let MODULE_URL: string
let previewHtml: string
let removeModules: () => Promise<void>

beforeAll(async () => {
  const file = 'content/docs/current/page.md'
  const markdown = renderMarkdown(['# Page', '', FENCE + 'jsx live', CODE, FENCE].join('\n'), { file })
  // the build's side, esbuild included, loaded and run with Node's Uint8Array
  const modules = await withNodeUint8Array(async () => {
    const [{ compileLiveBlocks, livePreviewKey }, { startLiveRenderer }] = await Promise.all([
      import('../../../src/live/compile-live-blocks.js'),
      import('../../../src/live/live-renderer.js'),
    ])
    const renderer = startLiveRenderer()
    try {
      const compiled = await compileLiveBlocks(
        markdown.liveBlocks.map((block) => ({ file, version: 'current', block })),
        renderer,
      )
      const [block] = compiled.blocks.values()
      previewHtml = compiled.previews.get(livePreviewKey(block.key, 'live-1'))!
      // the block's module as the build emits it
      return await writeLiveModules(compiled)
    } finally {
      await renderer.close()
    }
  })
  // imported as the page's modulepreload does before the block mounts
  removeModules = modules.remove
  MODULE_URL = [...modules.urlOfKey.values()][0]
  await loadLiveModule(MODULE_URL)
})
afterAll(() => removeModules?.())
afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

const site = makeSite()
const route = makeDoc({ path: '/docs/page' })
const page = () => (
  <SiteProvider site={site} route={route}>
    <CodeBlock
      data-live="true"
      data-live-id="live-1"
      data-language="jsx"
      data-live-module={MODULE_URL}
      data-live-preview={previewHtml}
    >
      {CODE}
    </CodeBlock>
  </SiteProvider>
)

/** Console errors and warnings, and React's recoverable errors, while `run` runs. */
async function problemsDuring(run: (onRecoverableError: (error: unknown) => void) => Promise<void>): Promise<string[]> {
  const problems: string[] = []
  for (const method of ['error', 'warn'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => problems.push(args.map(String).join(' ')))
  await run((error) => problems.push(`recoverable: ${String(error)}`))
  return problems
}

const ready = (container: Element) =>
  container.querySelector('.live-preview')?.getAttribute('data-live-ready') === 'true'

describe('the preview root', () => {
  it("hydrates the build's HTML in place, with the block's id prefix, and runs the example", async () => {
    expect(previewHtml).toMatch(
      /^<!--\$--><label for="«live-1-R\w*»">Count<\/label><input id="«live-1-R\w*»" readOnly="" value="0"\/><button>Add<\/button><!--\/\$-->$/,
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(page())
    document.body.appendChild(container)
    const serverInput = container.querySelector('[data-live-result] input')
    expect(serverInput).not.toBeNull()

    let unmountPage = () => {}
    const problems = await problemsDuring(async (onRecoverableError) => {
      await act(async () => {
        const root = hydrateRoot(container, page(), { onRecoverableError })
        unmountPage = () => root.unmount()
      })
      await act(async () => {})
    })
    expect(problems).toEqual([])
    expect(ready(container)).toBe(true)
    // the very elements the server rendered
    const input = container.querySelector<HTMLInputElement>('[data-live-result] input')!
    expect(input).toBe(serverInput)
    expect(container.querySelector('[data-live-result] label')?.getAttribute('for')).toBe(input.id)

    await act(async () => container.querySelector<HTMLButtonElement>('[data-live-result] button')!.click())
    await act(async () =>
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', code: 'KeyC', bubbles: true })),
    )
    expect(input.value).toBe('2')
    expect(container.querySelector('[data-live-result] input')).toBe(serverInput)

    // leaving the page ends the example: its effects are cleaned up
    const globals = window as unknown as { __liveCleanedUp?: boolean }
    globals.__liveCleanedUp = false
    await act(async () => unmountPage())
    await act(async () => {})
    expect(globals.__liveCleanedUp).toBe(true)
  })

  it('after a client-side navigation: the page renders the HTML, the preview hydrates it', async () => {
    const container = document.createElement('div')
    document.body.appendChild(container)
    const problems = await problemsDuring(async (onRecoverableError) => {
      await act(async () => createRoot(container, { onRecoverableError }).render(page()))
      await act(async () => {})
    })
    expect(problems).toEqual([])
    expect(ready(container)).toBe(true)
    await act(async () => container.querySelector<HTMLButtonElement>('[data-live-result] button')!.click())
    expect(container.querySelector<HTMLInputElement>('[data-live-result] input')!.value).toBe('1')
  })
})
