/**
 * The live-code contract (README "Live code blocks"), shared by the build, which compiles every block with
 * esbuild, and the browser editor, which compiles edited code with sucrase. Both wrap the block the same way,
 * read the same scope names and map lines back the same way, so a block behaves alike in both. Pure: no Node or
 * DOM API, so the editor chunk can bundle it.
 *
 *   inline:    function __live(render) { return (      noInline:   function __live(render) {
 *              <the block, without a trailing ;>                    <the block, calling render(<X />)>
 *              )}                                                   }
 *
 * The compiled function runs with the scope's names bound (`const { React, useState, … } = scope`, only the
 * names the code mentions) and returns the component or element to show (inline), or calls `render` (noInline).
 */

export type { LiveModule, LiveScope } from './run-live-function.js'
export { LiveCodeError, runLiveFunction } from './run-live-function.js'

/** Name of the function a block compiles to. */
export const LIVE_FUNCTION = '__live'

/** Lines the wrapper puts before the block's first line. */
export const WRAPPER_PREFIX_LINES = 1

/** JSX is compiled to `React.createElement` with the scope's React (no `react/jsx-runtime` import). */
export const JSX_FACTORY = 'React.createElement'
export const JSX_FRAGMENT = 'React.Fragment'

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/
const WORD = /[A-Za-z_$][\w$]*/g

/** The block's source wrapped in the `__live(render)` function (see above). */
export function wrapLiveCode(code: string, noInline: boolean): string {
  if (noInline) return `function ${LIVE_FUNCTION}(render) {\n${code}\n}`
  // like react-live: a trailing semicolon would end the expression early
  const expression = code.replace(/\s+$/, '').replace(/;$/, '')
  return `function ${LIVE_FUNCTION}(render) { return (\n${expression}\n)}`
}

/** 1-based line in the wrapped source → 1-based line in the block (clamped to the block). */
export function blockLine(wrappedLine: number, code: string): number {
  const lines = code.split('\n').length
  return Math.min(Math.max(wrappedLine - WRAPPER_PREFIX_LINES, 1), lines)
}

/**
 * The line of an `import`/`export` statement in the block, if any: live code has no imports (everything it
 * needs is in scope), and the build and the editor say so in words instead of a parser error.
 */
export function findModuleSyntax(code: string): { line: number; keyword: 'import' | 'export' } | undefined {
  const lines = code.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const match = /^\s*(import|export)(?=[\s{*])(?!\s*\()/.exec(lines[i])
    if (match) return { line: i + 1, keyword: match[1] as 'import' | 'export' }
  }
  return undefined
}

export const MODULE_SYNTAX_HINT =
  'Live code has no import or export lines: React, its hooks and the library are already in scope.'

/** The scope names a block mentions (always `React`, which compiled JSX uses), in scope order. */
export function referencedScopeNames(code: string, scopeNames: Iterable<string>): string[] {
  const words = new Set(code.match(WORD) ?? [])
  return [...scopeNames].filter((name) => IDENTIFIER.test(name) && (name === 'React' || words.has(name)))
}

/** `const { React, useState } = scope;` */
export function scopePrelude(names: string[]): string {
  return `const { ${names.join(', ')} } = scope;`
}

/**
 * JavaScript source of the function body that builds a live scope from `React` (the module's exports object)
 * and `library` (the library's module namespace): `React`, every named React export, then every named export
 * of the library. The browser's scope modules and the build's live realms both run this same text, so the
 * two scopes cannot drift apart.
 */
export const SCOPE_BODY = [
  'const scope = { React };',
  'for (const source of [React, library])',
  '  for (const name of Object.keys(source))',
  `    if (name !== 'default' && name !== '__esModule' && ${IDENTIFIER}.test(name)) scope[name] = source[name];`,
  'return Object.freeze(scope);',
].join('\n')
