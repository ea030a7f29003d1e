import * as esbuild from 'esbuild'
import { afterAll, describe, expect, it } from 'vitest'
import { BuildError, BuildErrorList } from '../../../src/errors.js'
import {
  compileLiveBlock as compileWith,
  compileLiveBlocks,
  createLiveBlockCache,
  liveBlockKey,
  livePreviewKey,
  type LiveSource,
} from '../../../src/live/compile-live-blocks.js'
import { libraryLiveScope, scopeModuleSource } from '../../../src/live/live-scopes.js'
import { startLiveRenderer, type LiveRenderer } from '../../../src/live/live-renderer.js'
import { renderMarkdown } from '../../../src/markdown/render-markdown.js'

const renderer = startLiveRenderer()
afterAll(() => renderer.close())
const compileLiveBlock = (source: LiveSource) => compileWith(source, renderer)

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

/** The preview's HTML without the Suspense boundary every preview is rendered in. */
function renderServer(placed: Awaited<ReturnType<typeof compileLiveBlock>>): string {
  expect(placed.previewHtml).toMatch(/^<!--\$-->.*<!--\/\$-->$/s)
  return placed.previewHtml.slice('<!--$-->'.length, -'<!--/$-->'.length)
}

describe('compileLiveBlock', () => {
  it('compiles an inline component into a module of its major and renders its preview', async () => {
    const [source] = sourcesOf(
      md(
        '# T',
        '',
        FENCE + 'tsx live',
        'function Counter() {',
        '  const [count] = useState<number>(3)',
        "  useHotkeys('a', () => {})",
        '  return <p>Count: {count}</p>',
        '}',
        FENCE,
      ),
    )
    const placed = await compileLiveBlock(source)
    const { block } = placed
    expect(block.key).toBe(liveBlockKey('rhh5', 'tsx', false, source.block.code))
    expect(block.key).toMatch(/^rhh5-[0-9a-f]{10}$/)
    expect(renderServer(placed)).toBe('<p>Count: <!-- -->3</p>')
    // the browser module (minified) imports only its major's scope module, binds only the names it uses, exports run + scope
    expect(block.moduleSource).toMatch(
      /^import\{scope\}from"hd:live-scope\/rhh5";\nconst \{ React, useState, useHotkeys \} = scope;\nfunction __live\(\w+\)\{return\(/,
    )
    expect(block.moduleSource).toMatch(/\nexport\{scope,__live as run\};$/)
    // minified
    expect(block.moduleSource).not.toMatch(/\n\s+/)
    expect(block.moduleSource).not.toMatch(/rhh[34]|react\/jsx-runtime/)
  })

  it('compiles an element and a noInline block', async () => {
    const [element, noInline] = sourcesOf(
      md(
        FENCE + 'jsx live',
        '<p>Hi <>there</></p>;',
        FENCE,
        '',
        FENCE + 'jsx live noInline',
        'const App = () => <b>App</b>',
        'render(<App />)',
        FENCE,
      ),
    )
    expect(renderServer(await compileLiveBlock(element))).toBe('<p>Hi <!-- -->there</p>')
    expect(renderServer(await compileLiveBlock(noInline))).toBe('<b>App</b>')
  })

  it('reports a syntax error at the Markdown file and line of the broken code', async () => {
    const markdown = md(
      '# Title',
      '',
      'Text.',
      '',
      FENCE + 'tsx live',
      'function Broken() {',
      '  return <p>{count</p>',
      '}',
      FENCE,
    )
    const error = await compileError(
      compileLiveBlock(sourcesOf(markdown, 'current', 'content/docs/current/broken.md')[0]),
    )
    expect(error.code).toBe('live-syntax')
    expect(error.file).toBe('content/docs/current/broken.md')
    expect(error.line).toBe(7) // the `return <p>{count</p>` line
    expect(error.message).toMatch(/^Live code does not compile: /)
    expect(error.format()).toMatch(/^content\/docs\/current\/broken\.md:7 /)
  })

  it('maps lines inside admonitions and after front matter offsets too', async () => {
    const markdown = md(
      ':::tip',
      '',
      FENCE + 'jsx live noInline',
      'const a = 1',
      'const b = (',
      'render(<p />)',
      FENCE,
      '',
      ':::',
    )
    const error = await compileError(compileLiveBlock(sourcesOf(markdown)[0]))
    expect(error.line).toBe(6)
  })

  it('rejects import and export lines with a hint', async () => {
    const error = await compileError(
      compileLiveBlock(
        sourcesOf(
          md(
            '',
            FENCE + 'tsx live noInline',
            "import { useHotkeys } from 'react-hotkeys-hook'",
            'render(<p />)',
            FENCE,
          ),
        )[0],
      ),
    )
    expect(error.code).toBe('live-import')
    expect(error.line).toBe(3)
    expect(error.hint).toMatch(/already in scope/)
  })

  it('reports a block that throws while rendering, and a noInline block that never renders', async () => {
    const throwing = await compileError(
      compileLiveBlock(sourcesOf(md(FENCE + 'jsx live', '() => { throw new Error("boom") }', FENCE))[0]),
    )
    expect(throwing.code).toBe('live-render')
    expect(throwing.line).toBe(1)
    expect(throwing.message).toMatch(/boom/)
    const silent = await compileError(
      compileLiveBlock(sourcesOf(md('', '', FENCE + 'jsx live noInline', 'const App = () => <p />', FENCE))[0]),
    )
    expect(silent.code).toBe('live-render')
    expect(silent.line).toBe(3)
    expect(silent.message).toMatch(/render\(<Example \/>\)/)
  })

  it('runs each version against its own major: useIsHotkeyPressed only exists in 3.x', async () => {
    const markdown = md(
      FENCE + 'jsx live',
      'function Legacy() {',
      '  const isPressed = useIsHotkeyPressed()',
      '  return <p>{typeof isPressed}</p>',
      '}',
      FENCE,
    )
    const three = await compileLiveBlock(sourcesOf(markdown, '3.x')[0])
    expect(three.block.key).toMatch(/^rhh3-/)
    expect(three.block.moduleSource).toContain('"hd:live-scope/rhh3"')
    expect(renderServer(three)).toBe('<p>function</p>')
    const five = await compileError(compileLiveBlock(sourcesOf(markdown, 'current')[0]))
    // a name of another major: the error names it, its line and where the scope comes from
    expect(five.code).toBe('live-unknown-name')
    expect(five.message).toBe('Live code uses `useIsHotkeyPressed`, which is not in its scope')
    expect(five.line).toBe(three.block.line + 2)
    expect(five.hint).toMatch(/the "rhh5" package/)
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
    const compiled = await compileLiveBlocks(
      [
        ...sourcesOf(markdown, 'current'),
        ...sourcesOf(markdown, 'current', 'content/docs/current/b.md'),
        ...sourcesOf(markdown, '4.x'),
      ],
      renderer,
    )
    const blocks = [...compiled.blocks.values()].sort((a, b) => a.key.localeCompare(b.key))
    expect(blocks.map((b) => b.key.slice(0, 4))).toEqual(['rhh4', 'rhh5'])
    expect(blocks.map((b) => /from"(hd:live-scope\/rhh\d)"/.exec(b.moduleSource)?.[1])).toEqual([
      'hd:live-scope/rhh4',
      'hd:live-scope/rhh5',
    ])
    // one preview per block and id on a page
    expect([...compiled.previews.keys()].sort()).toEqual(blocks.map((b) => livePreviewKey(b.key, 'live-1')))
    expect(compiled.previews.get(livePreviewKey(blocks[1].key, 'live-1'))).toBe('<!--$--><p>Same</p><!--/$-->')
  })

  it("prefixes a preview's useIds with the block's id on its page", async () => {
    const markdown = md(
      FENCE + 'jsx live',
      'function Labelled() {',
      '  const id = useId()',
      '  return <label htmlFor={id}>Name</label>',
      '}',
      FENCE,
    )
    const [first] = sourcesOf(markdown)
    const second = { ...first, block: { ...first.block, id: 'live-2' } }
    const compiled = await compileLiveBlocks([first, second], renderer)
    const [block] = compiled.blocks.values()
    expect(compiled.previews.get(livePreviewKey(block.key, 'live-1'))).toMatch(
      /^<!--\$--><label for="«live-1-R\w*»">Name<\/label>/,
    )
    expect(compiled.previews.get(livePreviewKey(block.key, 'live-2'))).toMatch(
      /^<!--\$--><label for="«live-2-R\w*»">Name<\/label>/,
    )
  })

  it("with a cache (a watch session's), compiles a block once per place and keeps only the last build's blocks", async () => {
    let renders = 0
    const counting: LiveRenderer = {
      timeLimitMs: renderer.timeLimitMs,
      prepare: (scopes) => renderer.prepare(scopes),
      scopeNames: (scope) => renderer.scopeNames(scope),
      realmOf: (scope) => renderer.realmOf(scope),
      close: () => renderer.close(),
      render: (job) => {
        renders++
        return renderer.render(job)
      },
    }
    const [one] = sourcesOf(md(FENCE + 'jsx live', '<p>One</p>', FENCE), 'current', 'one.md')
    const [two] = sourcesOf(md(FENCE + 'jsx live', '<p>Two</p>', FENCE), 'current', 'two.md')
    const cache = createLiveBlockCache()
    const first = await compileLiveBlocks([one, two], counting, cache)
    expect(renders).toBe(2)
    expect(await compileLiveBlocks([one, two], counting, cache)).toEqual(first)
    expect(renders).toBe(2)
    // a build without `two`: the cache forgets it, and compiles it again when it comes back
    await compileLiveBlocks([one], counting, cache)
    expect(cache.size).toBe(1)
    await compileLiveBlocks([one, two], counting, cache)
    expect(renders).toBe(3)
    // without a cache, every block every time
    await compileLiveBlocks([one, two], counting)
    expect(renders).toBe(5)
  })

  it('reports every failing block together', async () => {
    const error = await compileLiveBlocks(
      [
        ...sourcesOf(md(FENCE + 'jsx live', '<p>{</p>', FENCE), 'current', 'a.md'),
        ...sourcesOf(md(FENCE + 'jsx live', '<p>ok</p>', FENCE), 'current', 'b.md'),
        ...sourcesOf(md(FENCE + 'jsx live', '<p></div>', FENCE), 'current', 'c.md'),
      ],
      renderer,
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BuildErrorList)
    expect((error as BuildErrorList).errors.map((e) => `${e.file}:${e.line}`)).toEqual(['a.md:2', 'c.md:2'])
  })
})

describe('live scope per major', () => {
  const EXPECTED: Record<string, { has: string[]; lacks: string[] }> = {
    rhh3: {
      has: ['useHotkeys', 'isHotkeyPressed', 'useIsHotkeyPressed'],
      lacks: ['HotkeysProvider', 'useRecordHotkeys', 'useHotkeysContext'],
    },
    rhh4: {
      has: ['useHotkeys', 'isHotkeyPressed', 'HotkeysProvider', 'useHotkeysContext', 'useRecordHotkeys'],
      lacks: ['useIsHotkeyPressed'],
    },
    rhh5: {
      has: ['useHotkeys', 'isHotkeyPressed', 'HotkeysProvider', 'useHotkeysContext', 'useRecordHotkeys'],
      lacks: ['useIsHotkeyPressed'],
    },
  }
  const VERSION: Record<string, string> = { rhh3: '3.x', rhh4: '4.x', rhh5: 'current' }

  it.each(Object.keys(EXPECTED))(
    '%s: React, its named exports and the library exports of that major, frozen',
    async (alias) => {
      const names = [
        ...new Set([
          'React',
          'useState',
          'useEffect',
          'useRef',
          'useCallback',
          'Fragment',
          ...EXPECTED[alias].has,
          ...EXPECTED[alias].lacks,
        ]),
      ]
      const probe = md(FENCE + 'jsx live', `<p>{[${names.map((n) => `typeof ${n}`).join(', ')}].join(' ')}</p>`, FENCE)
      const html = renderServer(await compileLiveBlock(sourcesOf(probe, VERSION[alias])[0]))
      const types = Object.fromEntries(
        html
          .slice('<p>'.length, -'</p>'.length)
          .split(' ')
          .map((type, i) => [names[i], type]),
      )
      for (const name of [
        'React',
        'useState',
        'useEffect',
        'useRef',
        'useCallback',
        'Fragment',
        ...EXPECTED[alias].has,
      ])
        expect(types[name], name).not.toBe('undefined')
      for (const name of EXPECTED[alias].lacks) expect(types[name], name).toBe('undefined')
      const frozen = md(
        FENCE + 'jsx live noInline',
        "'use strict'",
        'let frozen = false',
        'try { scope.useState = null } catch { frozen = true }',
        'render(<p>{String(frozen)}</p>)',
        FENCE,
      )
      expect(renderServer(await compileLiveBlock(sourcesOf(frozen, VERSION[alias])[0]))).toBe('<p>true</p>')
    },
  )

  it.each(Object.keys(EXPECTED))(
    "%s: the browser scope module has exactly the names of the build's realm",
    async (alias) => {
      // the scope module as the client bundle builds it (ESM builds of the library, React's production build)
      const result = await esbuild.build({
        stdin: { contents: scopeModuleSource(alias), resolveDir: process.cwd(), loader: 'js' },
        bundle: true,
        format: 'esm',
        platform: 'browser',
        write: false,
        logLevel: 'silent',
        define: { 'process.env.NODE_ENV': '"production"' },
      })
      const module = (await import(
        `data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`
      )) as { scope: Record<string, unknown> }
      const names = await renderer.scopeNames(libraryLiveScope(alias))
      expect(Object.keys(module.scope).sort()).toEqual([...names].sort())
      expect(names).not.toContain('default')
    },
  )
})
