import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { BuildError } from '../../../src/errors.js'
import { compileLiveBlock } from '../../../src/live/compile-live-blocks.js'
import {
  LiveCodeError,
  blockLine,
  findModuleSyntax,
  referencedScopeNames,
  runLiveFunction,
  wrapLiveCode,
} from '../../../src/shared/live/live-code.js'
import { startLiveRenderer } from '../../../src/live/live-renderer.js'
import { hostLiveScope } from '../../helpers/live-scope.js'
import { evaluateLiveCode } from '../../../src/client/live/evaluate-live-code.js'

describe('the live-code contract', () => {
  it('wraps inline code as a returned expression (without a trailing semicolon) and noInline code as statements', () => {
    expect(wrapLiveCode('<p />;  \n', false)).toBe('function __live(render) { return (\n<p />\n)}')
    expect(wrapLiveCode('render(<p />)', true)).toBe('function __live(render) {\nrender(<p />)\n}')
  })

  it('maps wrapped lines back to block lines, clamped to the block', () => {
    const code = 'a\nb\nc'
    expect([1, 2, 3, 4, 5, 9].map((line) => blockLine(line, code))).toEqual([1, 1, 2, 3, 3, 3])
  })

  it('finds import and export statements, not dynamic import() or words in strings', () => {
    expect(findModuleSyntax("const a = 1\nimport { x } from 'y'")).toEqual({ line: 2, keyword: 'import' })
    expect(findModuleSyntax('export default function A() {}')).toEqual({ line: 1, keyword: 'export' })
    expect(findModuleSyntax("const m = import('x')\nconst s = 'import this'")).toBeUndefined()
  })

  it('binds only the scope names the code mentions, React always', () => {
    expect(
      referencedScopeNames('useState(0); useHotkeys()', ['React', 'useState', 'useEffect', 'useHotkeys', 'default']),
    ).toEqual(['React', 'useState', 'useHotkeys'])
  })

  it('runs inline and noInline functions', () => {
    expect(runLiveFunction(() => 42, false)).toBe(42)
    expect(
      runLiveFunction((render) => {
        render(1)
        render(2)
      }, true),
    ).toBe(2)
    expect(() => runLiveFunction(() => undefined, true)).toThrow(LiveCodeError)
    expect(() => runLiveFunction((render) => render(1), false)).toThrow(/only available in noInline/)
  })
})

describe('evaluateLiveCode (the editor, sucrase) behaves like the build (esbuild)', () => {
  const scope5 = () => hostLiveScope('rhh5')
  const render = (component: unknown) => renderToString(createElement(component as () => null))

  it('runs an inline component, an element and TypeScript in the scope it is given', async () => {
    const scope = await scope5()
    const tsx = evaluateLiveCode(
      'function A() {\n  const [n] = useState<number>(2)\n  return <p>{n} {typeof useHotkeys}</p>\n}',
      { noInline: false, language: 'tsx', scope },
    )
    expect(render(tsx.component)).toBe('<p>2<!-- --> <!-- -->function</p>')
    expect(render(evaluateLiveCode('<><b>x</b></>;', { noInline: false, language: 'jsx', scope }).component)).toBe(
      '<b>x</b>',
    )
    expect(
      render(
        evaluateLiveCode('const App = () => <i />\nrender(<App />)', { noInline: true, language: 'jsx', scope })
          .component,
      ),
    ).toBe('<i></i>')
  })

  it('scopes per major: useIsHotkeyPressed only in the 3.x scope', async () => {
    const code = '<p>{typeof useIsHotkeyPressed}</p>'
    expect(
      render(
        evaluateLiveCode(code, { noInline: false, language: 'jsx', scope: await hostLiveScope('rhh3') }).component,
      ),
    ).toBe('<p>function</p>')
    expect(render(evaluateLiveCode(code, { noInline: false, language: 'jsx', scope: await scope5() }).component)).toBe(
      '<p>undefined</p>',
    )
  })

  it('reports syntax errors on the same block line as the build', async () => {
    const code = 'function Broken() {\n  const a = 1\n  const b = = 2\n  return <p>{a}</p>\n}'
    const edited = evaluateLiveCode(code, { noInline: false, language: 'tsx', scope: await scope5() })
    expect(edited.error).toMatchObject({ kind: 'syntax', line: 3 })
    const renderer = startLiveRenderer()
    const built = await compileLiveBlock(
      { file: 'x.md', version: 'current', block: { id: 'live-1', lang: 'tsx', code, noInline: false, line: 10 } },
      renderer,
    ).catch((e: BuildError) => e)
    await renderer.close()
    expect((built as BuildError).line).toBe(10 + 3)
  })

  it('reports imports, runtime errors and a missing render() readably', async () => {
    const scope = await scope5()
    expect(
      evaluateLiveCode("import x from 'y'\n<p />", { noInline: false, language: 'jsx', scope }).error,
    ).toMatchObject({ kind: 'syntax', line: 1, message: expect.stringMatching(/already in scope/) })
    expect(
      evaluateLiveCode('const a = missing.value\nrender(<p />)', { noInline: true, language: 'jsx', scope }).error,
    ).toMatchObject({ kind: 'runtime', message: 'ReferenceError: missing is not defined' })
    expect(evaluateLiveCode('const App = () => <p />', { noInline: true, language: 'jsx', scope }).error).toMatchObject(
      { kind: 'runtime', message: expect.stringMatching(/render\(<Example \/>\)/) },
    )
    expect(evaluateLiveCode('42', { noInline: false, language: 'jsx', scope }).error).toMatchObject({
      kind: 'runtime',
      message: expect.stringMatching(/one function component or one JSX element/),
    })
  })
})
