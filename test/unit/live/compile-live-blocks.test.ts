import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import * as esbuild from 'esbuild'
import { describe, expect, it } from 'vitest'
import { BuildError, BuildErrorList } from '../../../src/errors.js'
import { compileLiveBlock, compileLiveBlocks, liveBlockKey, scopeModuleSource, type LiveSource } from '../../../src/live/compile-live-blocks.js'
import { runLiveFunction } from '../../../src/live/live-code.js'
import { nodeLiveScope } from '../../../src/live/node-scope.js'
import { renderMarkdown } from '../../../src/markdown/render-markdown.js'
import { previewComponent } from '../../../src/client/live/preview-component.js'

const FENCE = '```'

/** The live blocks of a Markdown text, as the content stage sees them. */
function sourcesOf(markdown: string, version = 'current', file = 'content/docs/current/page.md'): LiveSource[] {
  return renderMarkdown(markdown, { file }).liveBlocks.map((block) => ({ file, version, block }))
}

function md(...lines: string[]): string {
  return lines.join('\n')
}

async function compileError(promise: Promise<unknown>): Promise<BuildError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(BuildError)
  return error as BuildError
}

function renderServer(block: Awaited<ReturnType<typeof compileLiveBlock>>): string {
  return renderToString(createElement(previewComponent(runLiveFunction(block.server.run, block.noInline))))
}

describe('compileLiveBlock', () => {
  it('compiles an inline component into a module of its major and a server function that renders it', async () => {
    const [source] = sourcesOf(md('# T', '', FENCE + 'tsx live', 'function Counter() {', '  const [count] = useState<number>(3)', "  useHotkeys('a', () => {})", '  return <p>Count: {count}</p>', '}', FENCE))
    const block = await compileLiveBlock(source)
    expect(block.key).toBe(liveBlockKey('rhh5', 'tsx', false, source.block.code))
    expect(block.key).toMatch(/^rhh5-[0-9a-f]{10}$/)
    expect(renderServer(block)).toBe('<p>Count: <!-- -->3</p>')
    // the browser module (minified) imports only its major's scope module, binds only the names it uses, exports run + scope
    expect(block.moduleSource).toMatch(/^import\{scope\}from"hd:live-scope\/rhh5";\nconst \{ React, useState, useHotkeys \} = scope;\nfunction __live\(\w+\)\{return\(/)
    expect(block.moduleSource).toMatch(/\nexport\{scope,__live as run\};$/)
    // minified, and the server runs that same code
    expect(block.moduleSource).not.toMatch(/\n\s+/)
    expect(block.server.run.toString()).toMatch(/^function __live\(\w+\)\{return\(/)
    expect(block.moduleSource).not.toMatch(/rhh[34]|react\/jsx-runtime/)
  })

  it('compiles an element and a noInline block', async () => {
    const [element, noInline] = sourcesOf(
      md(FENCE + 'jsx live', '<p>Hi <>there</></p>;', FENCE, '', FENCE + 'jsx live noInline', 'const App = () => <b>App</b>', 'render(<App />)', FENCE),
    )
    expect(renderServer(await compileLiveBlock(element))).toBe('<p>Hi <!-- -->there</p>')
    expect(renderServer(await compileLiveBlock(noInline))).toBe('<b>App</b>')
  })

  it('reports a syntax error at the Markdown file and line of the broken code', async () => {
    const markdown = md('# Title', '', 'Text.', '', FENCE + 'tsx live', 'function Broken() {', '  return <p>{count</p>', '}', FENCE)
    const error = await compileError(compileLiveBlock(sourcesOf(markdown, 'current', 'content/docs/current/broken.md')[0]))
    expect(error.code).toBe('live-syntax')
    expect(error.file).toBe('content/docs/current/broken.md')
    expect(error.line).toBe(7) // the `return <p>{count</p>` line
    expect(error.message).toMatch(/^Live code does not compile: /)
    expect(error.format()).toMatch(/^content\/docs\/current\/broken\.md:7 /)
  })

  it('maps lines inside admonitions and after front matter offsets too', async () => {
    const markdown = md(':::tip', '', FENCE + 'jsx live noInline', 'const a = 1', 'const b = (', 'render(<p />)', FENCE, '', ':::')
    const error = await compileError(compileLiveBlock(sourcesOf(markdown)[0]))
    expect(error.line).toBe(6)
  })

  it('rejects import and export lines with a hint', async () => {
    const error = await compileError(compileLiveBlock(sourcesOf(md('', FENCE + 'tsx live noInline', "import { useHotkeys } from 'react-hotkeys-hook'", 'render(<p />)', FENCE))[0]))
    expect(error.code).toBe('live-import')
    expect(error.line).toBe(3)
    expect(error.hint).toMatch(/already in scope/)
  })

  it('reports a block that throws while rendering, and a noInline block that never renders', async () => {
    const throwing = await compileError(compileLiveBlock(sourcesOf(md(FENCE + 'jsx live', '() => { throw new Error("boom") }', FENCE))[0]))
    expect(throwing.code).toBe('live-render')
    expect(throwing.line).toBe(1)
    expect(throwing.message).toMatch(/boom/)
    const silent = await compileError(compileLiveBlock(sourcesOf(md('', '', FENCE + 'jsx live noInline', 'const App = () => <p />', FENCE))[0]))
    expect(silent.code).toBe('live-render')
    expect(silent.line).toBe(3)
    expect(silent.message).toMatch(/render\(<Example \/>\)/)
  })

  it('runs each version against its own major: useIsHotkeyPressed only exists in 3.x', async () => {
    const markdown = md(FENCE + 'jsx live', 'function Legacy() {', '  const isPressed = useIsHotkeyPressed()', '  return <p>{typeof isPressed}</p>', '}', FENCE)
    const three = await compileLiveBlock(sourcesOf(markdown, '3.x')[0])
    expect(three.key).toMatch(/^rhh3-/)
    expect(three.moduleSource).toContain('"hd:live-scope/rhh3"')
    expect(renderServer(three)).toBe('<p>function</p>')
    const five = await compileError(compileLiveBlock(sourcesOf(markdown, 'current')[0]))
    expect(five.code).toBe('live-render')
    expect(five.message).toMatch(/useIsHotkeyPressed is not defined/)
  })

  it('refuses a live block in a version without a library', async () => {
    const error = await compileError(compileLiveBlock(sourcesOf(md(FENCE + 'jsx live', '<p />', FENCE), '1.x')[0]))
    expect(error.code).toBe('live-no-library')
    expect(error.hint).toMatch(/current, 4\.x, 3\.x/)
  })
})

describe('compileLiveBlocks', () => {
  it("dedupes equal blocks of one major, keeps the majors apart, each module importing its own major's scope", async () => {
    const markdown = md(FENCE + 'jsx live', '<p>Same</p>', FENCE)
    const compiled = await compileLiveBlocks([...sourcesOf(markdown, 'current'), ...sourcesOf(markdown, 'current', 'content/docs/current/b.md'), ...sourcesOf(markdown, '4.x')])
    const blocks = [...compiled.blocks.values()].sort((a, b) => a.key.localeCompare(b.key))
    expect(blocks.map((b) => b.key.slice(0, 4))).toEqual(['rhh4', 'rhh5'])
    expect(blocks.map((b) => /from"(hd:live-scope\/rhh\d)"/.exec(b.moduleSource)?.[1])).toEqual(['hd:live-scope/rhh4', 'hd:live-scope/rhh5'])
  })

  it('reports every failing block together', async () => {
    const error = await compileLiveBlocks([
      ...sourcesOf(md(FENCE + 'jsx live', '<p>{</p>', FENCE), 'current', 'a.md'),
      ...sourcesOf(md(FENCE + 'jsx live', '<p>ok</p>', FENCE), 'current', 'b.md'),
      ...sourcesOf(md(FENCE + 'jsx live', '<p></div>', FENCE), 'current', 'c.md'),
    ]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BuildErrorList)
    expect((error as BuildErrorList).errors.map((e) => `${e.file}:${e.line}`)).toEqual(['a.md:2', 'c.md:2'])
  })
})

describe('live scope per major', () => {
  const EXPECTED: Record<string, { has: string[]; lacks: string[] }> = {
    rhh3: { has: ['useHotkeys', 'isHotkeyPressed', 'useIsHotkeyPressed'], lacks: ['HotkeysProvider', 'useRecordHotkeys', 'useHotkeysContext'] },
    rhh4: { has: ['useHotkeys', 'isHotkeyPressed', 'HotkeysProvider', 'useHotkeysContext', 'useRecordHotkeys'], lacks: ['useIsHotkeyPressed'] },
    rhh5: { has: ['useHotkeys', 'isHotkeyPressed', 'HotkeysProvider', 'useHotkeysContext', 'useRecordHotkeys'], lacks: ['useIsHotkeyPressed'] },
  }

  it.each(Object.keys(EXPECTED))('%s: React, its named exports and the library exports of that major', async (alias) => {
    const scope = await nodeLiveScope(alias)
    for (const name of ['React', 'useState', 'useEffect', 'useRef', 'useCallback', 'Fragment', ...EXPECTED[alias].has]) expect(scope, name).toHaveProperty(name)
    for (const name of EXPECTED[alias].lacks) expect(scope, name).not.toHaveProperty(name)
    expect(scope).not.toHaveProperty('default')
    expect(Object.isFrozen(scope)).toBe(true)
  })

  it.each(Object.keys(EXPECTED))('%s: the browser scope module has exactly the names of the server scope', async (alias) => {
    // the scope module as the client bundle builds it (ESM builds of the library, React from the bundle), with the
    // React build Node uses here (development under the test runner: it has a few more exports than production)
    const result = await esbuild.build({
      stdin: { contents: scopeModuleSource(alias), resolveDir: process.cwd(), loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
    })
    const module = (await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`)) as { scope: Record<string, unknown> }
    expect(Object.keys(module.scope).sort()).toEqual(Object.keys(await nodeLiveScope(alias)).sort())
  })
})
