/**
 * Live blocks are rendered at build time in isolation (issue 13, item 7): only their scope, none of the build's
 * process (no `process`, `require`, `fetch`, `import()`, no way back to the build's Function), and a time limit per
 * block. A block that breaks out of either is a BuildError at its Markdown file and line; the next block renders.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { BuildError } from '../../../src/errors.js'
import { compileLiveBlock, type LiveSource } from '../../../src/live/compile-live-blocks.js'
import { startLiveRenderer, type LiveRenderer } from '../../../src/live/live-renderer.js'
import { renderMarkdown } from '../../../src/markdown/render-markdown.js'

const FENCE = '```'
const FILE = 'content/docs/current/escape.md'

/** The page's one live block, after a title and a paragraph (so its fence is on line 5). */
function source(code: string, { noInline = false, version = 'current' } = {}): LiveSource {
  const markdown = [
    '# Escape',
    '',
    'Text.',
    '',
    FENCE + (noInline ? 'jsx live noInline' : 'jsx live'),
    code,
    FENCE,
  ].join('\n')
  const [block] = renderMarkdown(markdown, { file: FILE }).liveBlocks
  return { file: FILE, version, block }
}

async function failure(renderer: LiveRenderer, code: string, options?: { noInline?: boolean }): Promise<BuildError> {
  const error = await compileLiveBlock(source(code, options), renderer).then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(BuildError)
  return error as BuildError
}

const rendered = async (renderer: LiveRenderer, code: string, options?: { noInline?: boolean }) =>
  (await compileLiveBlock(source(code, options), renderer)).previewHtml

const renderer = startLiveRenderer({ timeLimitMs: 1_000 })
afterAll(() => renderer.close())

describe('a live block has only its scope', () => {
  const SECRET = 'hd-secret-6f1c9a'

  it('cannot read the environment: process is not defined, and the error does not carry the secret', async () => {
    process.env.HD_TEST_SECRET = SECRET
    try {
      const error = await failure(renderer, 'function Leak() {\n  return <p>{process.env.HD_TEST_SECRET}</p>\n}')
      expect(error.code).toBe('live-unknown-name')
      expect(error.message).toBe('Live code uses `process`, which is not in its scope')
      expect(error.file).toBe(FILE)
      // the line of the block that uses it
      expect(error.line).toBe(7)
      expect(error.format()).not.toContain(SECRET)
      // nor through the global object
      expect(
        await rendered(
          renderer,
          '<p>{String(globalThis.process?.env?.HD_TEST_SECRET)} {typeof globalThis.require}</p>',
        ),
      ).toBe('<!--$--><p>undefined<!-- --> <!-- -->undefined</p><!--/$-->')
    } finally {
      delete process.env.HD_TEST_SECRET
    }
  })

  // a name the realm lacks is reported at the line that uses it (live-unknown-name); other failures at the fence
  it.each([
    [
      'require',
      "require('child_process').execSync('touch pwned')",
      /^Live code uses `require`, which is not in its scope$/,
      'live-unknown-name',
      6,
    ],
    [
      'process.mainModule',
      "process.mainModule.require('child_process')",
      /^Live code uses `process`, which is not in its scope$/,
      'live-unknown-name',
      6,
    ],
    [
      'fetch',
      "fetch('https://example.com/?leak')",
      /^Live code uses `fetch`, which is not in its scope$/,
      'live-unknown-name',
      6,
    ],
    [
      "this.constructor.constructor('return process')()",
      "this.constructor.constructor('return process')()",
      /^Live code fails to render: EvalError: /,
      'live-render',
      5,
    ],
    [
      "({}).constructor.constructor('return process')()",
      "({}).constructor.constructor('return process')()",
      /^Live code fails to render: EvalError: /,
      'live-render',
      5,
    ],
    [
      'useState.constructor',
      "useState.constructor('return process')()",
      /^Live code fails to render: EvalError: /,
      'live-render',
      5,
    ],
    ['eval', "eval('process')", /^Live code fails to render: EvalError: /, 'live-render', 5],
  ])('%s fails at the block', async (_name, expression, message, code, line) => {
    const error = await failure(renderer, `const value = ${expression}\nrender(<p>{String(value)}</p>)`, {
      noInline: true,
    })
    expect(error.code).toBe(code)
    expect(error.message).toMatch(message)
    expect(error.file).toBe(FILE)
    expect(error.line).toBe(line)
  })

  it("import() is refused at its line (Node would answer it with an object of the build's realm)", async () => {
    const error = await failure(
      renderer,
      "const App = () => <p />\nimport('node:fs').then((fs) => fs.readFileSync('/etc/passwd'))\nrender(<App />)",
      { noInline: true },
    )
    expect(error.code).toBe('live-import')
    expect(error.message).toBe('Live code cannot use `import()`')
    expect(error.file).toBe(FILE)
    expect(error.line).toBe(7)
    // written in another way, it is still an import() to esbuild
    expect(
      (await failure(renderer, 'function A() {\n  import /* no */ (`node:${"fs"}`)\n  return <p />\n}')).code,
    ).toBe('live-import')
    // the word alone is no import
    expect(await rendered(renderer, '<p>{"import(x)"}</p>')).toBe('<!--$--><p>import(x)</p><!--/$-->')
  })

  it('a promise rejected with a value whose getters never return neither hangs nor ends the build', async () => {
    const code = [
      'Promise.reject({ get message() { while (true) {} }, get stack() { while (true) {} } })',
      "Promise.reject(new Error('unhandled'))",
      'render(<p>still here</p>)',
    ].join('\n')
    expect(await rendered(renderer, code, { noInline: true })).toBe('<!--$--><p>still here</p><!--/$-->')
    expect(await rendered(renderer, '<p>next</p>')).toBe('<!--$--><p>next</p><!--/$-->')
  })
})

describe('a live block has a time limit', () => {
  it.each([
    ['an inline block', 'function Spin() {\n  while (true) {}\n}', false],
    ['a noInline block', 'while (true) {}\nrender(<p />)', true],
    ['a promise job', 'Promise.resolve().then(() => { while (true) {} })\nrender(<p />)', true],
  ])(
    '%s that never ends is a time-limit error at its file and line; the next block renders',
    async (_name, code, noInline) => {
      const error = await failure(renderer, code, { noInline })
      expect(error.code).toBe('live-timeout')
      expect(error.message).toBe('Live code did not finish rendering within 1000 ms')
      expect(error.hint).toMatch(/must render within 1000 ms at build time; look for an endless loop/)
      expect(error.format()).toMatch(/^content\/docs\/current\/escape\.md:5 /)
      expect(await rendered(renderer, '<p>after</p>')).toBe('<!--$--><p>after</p><!--/$-->')
    },
  )

  it('the limit is per block: blocks that each take most of it all render', async () => {
    const slow = (n: number) =>
      `const until = Date.now() + 600\nwhile (Date.now() < until) {}\nrender(<p>slow ${n}</p>)`
    for (const n of [1, 2, 3])
      expect(await rendered(renderer, slow(n), { noInline: true })).toBe(`<!--$--><p>slow ${n}</p><!--/$-->`)
  })

  it('a block the limit does not stop is ended by the deadline; the blocks sent after it render on a new thread', async () => {
    // a limit far beyond the deadline stands for a block the time limit fails to stop
    const stubborn = startLiveRenderer({ timeLimitMs: 600_000, deadlineMs: 1_500 })
    try {
      const [hung, ...after] = await Promise.allSettled([
        compileLiveBlock(source('while (true) {}\nrender(<p />)', { noInline: true }), stubborn),
        ...[1, 2, 3].map((n) => compileLiveBlock(source(`<p>after ${n}</p>`), stubborn)),
      ])
      expect(hung.status === 'rejected' && (hung.reason as BuildError).code).toBe('live-timeout')
      expect(after.map((result) => result.status === 'fulfilled' && result.value.previewHtml)).toEqual(
        [1, 2, 3].map((n) => `<!--$--><p>after ${n}</p><!--/$-->`),
      )
    } finally {
      await stubborn.close()
    }
  })

  it('a block that fills its memory ends its thread, not the build', async () => {
    // a time limit the filling never reaches, even on a loaded machine (with the suite's 1 s it could time out first)
    const roomy = startLiveRenderer({ timeLimitMs: 60_000 })
    try {
      const error = await failure(
        roomy,
        'const all = []\nwhile (true) all.push(new Array(1e6).fill(all.length))\nrender(<p />)',
        { noInline: true },
      )
      expect(error.code).toBe('live-render')
      expect(error.message).toMatch(/^Live code stopped its renderer: It used more than \d+ MB of memory\.$/)
      expect(await rendered(roomy, '<p>after</p>')).toBe('<!--$--><p>after</p><!--/$-->')
    } finally {
      await roomy.close()
    }
  })
})
