// @vitest-environment jsdom
/**
 * Example verification for the docs (README "Live code blocks").
 *
 * For each docs version folder (content/docs/current → react-hotkeys-hook 5.x, 4.x, 3.x):
 *  - every `live` block and every static `ts`/`tsx` block without `fragment` is type-checked in-process with the
 *    TypeScript compiler API (one ts.Program per version) against that version's package;
 *  - every `live` block is transpiled with esbuild, evaluated in the live scope and rendered with react-dom under
 *    jsdom; a throw or a console.error fails.
 * A static block whose title ends with a version in parentheses (`title="Before (4.x)"`, as on the migration pages)
 * is type-checked against that version's package instead.
 * Problems are reported as `content/docs/4.x/api/use-hotkeys.md:123: <message>`, all of them in one assertion.
 *
 * The "checker self-test" suite runs the same machinery on test/fixtures/examples, including deliberately broken
 * examples, so the checker cannot silently pass.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { format } from 'node:util'
import * as React from 'react'
import { createRoot } from 'react-dom/client'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { classifyBlock, extractCodeBlocks, titledMajor, type BlockKind, type CodeBlock } from './extract-examples.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

interface VersionSpec {
  /** Display name. */
  name: string
  /** Docs folder, relative to the repository root. */
  dir: string
  /** The package alias that provides this version of react-hotkeys-hook. */
  alias: 'rhh5' | 'rhh4' | 'rhh3'
}

const VERSIONS: VersionSpec[] = [
  { name: 'current', dir: 'content/docs/current', alias: 'rhh5' },
  { name: '4.x', dir: 'content/docs/4.x', alias: 'rhh4' },
  { name: '3.x', dir: 'content/docs/3.x', alias: 'rhh3' },
]

// ---------------------------------------------------------------------------------------------------------------
// Collecting examples
// ---------------------------------------------------------------------------------------------------------------

interface Example {
  /** Markdown file, repository-relative with forward slashes. */
  file: string
  block: CodeBlock
  kind: BlockKind
}

interface Collected {
  files: string[]
  examples: Example[]
  counts: Record<BlockKind, number>
}

function toRepoPath(abs: string): string {
  return path.relative(ROOT, abs).split(path.sep).join('/')
}

function listMarkdownFiles(dirAbs: string): string[] {
  const out: string[] = []
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const abs = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(abs)
      else if (entry.isFile() && entry.name.endsWith('.md')) out.push(abs)
    }
  }
  walk(dirAbs)
  return out
}

function collect(dirAbs: string): Collected {
  const counts: Record<BlockKind, number> = { live: 0, checked: 0, fragment: 0, unchecked: 0, other: 0 }
  const files = listMarkdownFiles(dirAbs)
  const examples: Example[] = []
  for (const abs of files) {
    const file = toRepoPath(abs)
    for (const block of extractCodeBlocks(readFileSync(abs, 'utf8'))) {
      const kind = classifyBlock(block)
      counts[kind]++
      examples.push({ file, block, kind })
    }
  }
  return { files: files.map(toRepoPath), examples, counts }
}

// ---------------------------------------------------------------------------------------------------------------
// Live scope
// ---------------------------------------------------------------------------------------------------------------

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

interface LiveScope {
  alias: string
  /** Runtime scope for evaluation: React's named exports, then the library's. */
  runtime: Map<string, unknown>
  /** Names imported from 'react' in the type-checking prelude (runtime exports that the types declare). */
  reactTypeNames: string[]
  /** Names imported from the library in the prelude (runtime exports that the types declare). */
  libTypeNames: string[]
}

async function runtimeExports(specifier: string): Promise<Map<string, unknown>> {
  const mod = (await import(specifier)) as Record<string, unknown>
  const out = new Map<string, unknown>()
  for (const [name, value] of Object.entries(mod)) {
    if (name !== 'default' && IDENTIFIER.test(name)) out.set(name, value)
  }
  return out
}

const scopeCache = new Map<string, Promise<LiveScope>>()

function liveScope(alias: string): Promise<LiveScope> {
  let cached = scopeCache.get(alias)
  if (!cached) {
    cached = (async () => {
      const reactRuntime = await runtimeExports('react')
      const libRuntime = await runtimeExports(alias)
      const typed = typeExports(['react', alias])
      const reactTypeNames = [...reactRuntime.keys()].filter((n) => typed.get('react')!.has(n)).sort()
      const libTypeNames = [...libRuntime.keys()].filter((n) => typed.get(alias)!.has(n)).sort()
      const runtime = new Map<string, unknown>([...reactRuntime, ...libRuntime])
      return { alias, runtime, reactTypeNames, libTypeNames }
    })()
    scopeCache.set(alias, cached)
  }
  return cached
}

// ---------------------------------------------------------------------------------------------------------------
// Type-checking
// ---------------------------------------------------------------------------------------------------------------

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  esModuleInterop: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  noEmit: true,
  types: ['react'],
  typeRoots: [path.join(ROOT, 'node_modules/@types')],
}

/** Parsed library / @types source files, shared by all programs (they are identical across versions). */
const sourceFileCache = new Map<string, ts.SourceFile | undefined>()

function createHost(options: ts.CompilerOptions, virtualFiles: Map<string, string>): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true)
  const { getSourceFile, fileExists, readFile } = host
  host.fileExists = (fileName) => virtualFiles.has(fileName) || fileExists.call(host, fileName)
  host.readFile = (fileName) => virtualFiles.get(fileName) ?? readFile.call(host, fileName)
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreate) => {
    const virtual = virtualFiles.get(fileName)
    if (virtual !== undefined) return ts.createSourceFile(fileName, virtual, languageVersionOrOptions, true)
    const settings =
      typeof languageVersionOrOptions === 'object'
        ? `${languageVersionOrOptions.languageVersion}:${languageVersionOrOptions.impliedNodeFormat ?? ''}`
        : String(languageVersionOrOptions)
    const key = `${fileName}|${settings}`
    if (!shouldCreate && sourceFileCache.has(key)) return sourceFileCache.get(key)
    const sf = getSourceFile.call(host, fileName, languageVersionOrOptions, onError, shouldCreate)
    sourceFileCache.set(key, sf)
    return sf
  }
  return host
}

/** Value exports, as declared by the types, of each module specifier. */
function typeExports(specifiers: string[]): Map<string, Set<string>> {
  const probe = path.join(ROOT, '__examples__/__scope_probe__.ts')
  const text = specifiers.map((s, i) => `import * as __m${i} from ${JSON.stringify(s)}`).join('\n')
  const virtualFiles = new Map([[probe, text]])
  const program = ts.createProgram([probe], COMPILER_OPTIONS, createHost(COMPILER_OPTIONS, virtualFiles))
  const checker = program.getTypeChecker()
  const sf = program.getSourceFile(probe)!
  const result = new Map<string, Set<string>>()
  sf.statements.forEach((statement, i) => {
    const names = new Set<string>()
    const moduleSymbol = ts.isImportDeclaration(statement)
      ? checker.getSymbolAtLocation(statement.moduleSpecifier)
      : undefined
    if (moduleSymbol) {
      for (const sym of checker.getExportsOfModule(moduleSymbol)) {
        const target = sym.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(sym) : sym
        if (target.flags & ts.SymbolFlags.Value) names.add(sym.name)
      }
    }
    result.set(specifiers[i]!, names)
  })
  return result
}

/** Strip a trailing `;` like react-live does for inline code, so `(<code>)` stays an expression. */
function inlineExpression(code: string): string {
  return code.replace(/;\s*$/, '')
}

function livePrelude(scope: LiveScope): string[] {
  return [
    `import * as React from 'react'`,
    `import { ${scope.reactTypeNames.join(', ')} } from 'react'`,
    `import { ${scope.libTypeNames.join(', ')} } from '${scope.alias}'`,
    `declare function render(node: React.ReactNode): void`,
  ]
}

interface VirtualInfo {
  example: Example
  /** Number of wrapper lines before the first line of the example's code. */
  preludeLines: number
}

function formatMessage(diagnostic: ts.Diagnostic): string {
  const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').replace(/\n/g, '\n    ')
  return `${text} (TS${diagnostic.code})`
}

function mdLine(info: VirtualInfo, wrapperLine: number): number {
  const { block } = info.example
  if (wrapperLine < info.preludeLines) return block.line
  const line = block.codeLine + (wrapperLine - info.preludeLines)
  return Math.max(block.codeLine, Math.min(line, block.endLine))
}

/**
 * Type-check the live and static ts/tsx examples of one version in a single program.
 * Returns the problems as `file.md:line: message`, sorted.
 */
function typecheckExamples(examples: Example[], scope: LiveScope, label: string): string[] {
  const libResolution = ts.resolveModuleName(
    scope.alias,
    path.join(ROOT, '__examples__/index.ts'),
    COMPILER_OPTIONS,
    ts.sys,
  ).resolvedModule
  if (!libResolution) return [`${label}: cannot resolve the types of ${scope.alias}`]
  const options: ts.CompilerOptions = {
    ...COMPILER_OPTIONS,
    paths: { 'react-hotkeys-hook': [libResolution.resolvedFileName] },
  }

  const prelude = livePrelude(scope)
  const virtualFiles = new Map<string, string>()
  const infos = new Map<string, VirtualInfo>()
  for (const example of examples) {
    const { block } = example
    let text: string
    let preludeLines = 0
    let ext: string
    if (example.kind === 'live') {
      ext = 'tsx'
      const head = block.meta.noInline
        ? [...prelude, `function __example(): void {`]
        : [...prelude, `const __example = (`]
      const tail = block.meta.noInline ? `}` : `)`
      const body = block.meta.noInline ? block.code : inlineExpression(block.code)
      text = `${head.join('\n')}\n${body}\n${tail}\n`
      preludeLines = head.length
    } else if (example.kind === 'checked') {
      ext = block.lang === 'tsx' ? 'tsx' : 'ts'
      text = block.code + '\n'
    } else {
      continue
    }
    const fileName = path.join(ROOT, '__examples__', label, `${example.file}.L${block.line}.${ext}`)
    virtualFiles.set(fileName, text)
    infos.set(fileName, { example, preludeLines })
  }
  if (virtualFiles.size === 0) return []

  const program = ts.createProgram([...virtualFiles.keys()], options, createHost(options, virtualFiles))
  const problems: { file: string; line: number; text: string }[] = []
  const seen = new Set<string>()
  const add = (file: string, line: number, text: string): void => {
    const key = `${file}:${line}:${text}`
    if (seen.has(key)) return
    seen.add(key)
    problems.push({ file, line, text })
  }
  for (const d of [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]) {
    add(label, 0, formatMessage(d))
  }
  for (const fileName of virtualFiles.keys()) {
    const sf = program.getSourceFile(fileName)!
    const info = infos.get(fileName)!
    for (const d of [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)]) {
      const wrapperLine = d.start === undefined ? 0 : sf.getLineAndCharacterOfPosition(d.start).line
      add(info.example.file, mdLine(info, wrapperLine), formatMessage(d))
    }
  }
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
  return problems.map((p) => (p.line ? `${p.file}:${p.line}: ${p.text}` : `${p.file}: ${p.text}`))
}

/** The package of each library major. */
const ALIAS_OF_MAJOR: Record<number, VersionSpec['alias']> = { 5: 'rhh5', 4: 'rhh4', 3: 'rhh3' }

/**
 * The examples of one docs version, grouped by the package they are checked against: the version's own, or the one a
 * static block's title names (`title="Before (4.x)"`). A title naming a major without a package is a problem.
 */
function groupByPackage(examples: Example[], ownAlias: string): { groups: Map<string, Example[]>; problems: string[] } {
  const groups = new Map<string, Example[]>([[ownAlias, []]])
  const problems: string[] = []
  for (const example of examples) {
    const major = example.kind === 'checked' ? titledMajor(example.block.meta) : undefined
    const alias = major === undefined ? ownAlias : ALIAS_OF_MAJOR[major]
    if (!alias) {
      problems.push(
        `${example.file}:${example.block.line}: the title names ${major}.x, which has no package to check against`,
      )
      continue
    }
    const group = groups.get(alias) ?? []
    group.push(example)
    groups.set(alias, group)
  }
  return { groups, problems }
}

/** Type-check the examples of one version, each group against its package. */
async function typecheckVersion(examples: Example[], ownAlias: string, label: string): Promise<string[]> {
  const { groups, problems } = groupByPackage(examples, ownAlias)
  for (const [alias, group] of groups) {
    const groupLabel = alias === ownAlias ? label : `${label}-as-${alias}`
    problems.push(...typecheckExamples(group, await liveScope(alias), groupLabel))
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------------------------

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`
  return format(error)
}

/** Transpile, evaluate and render one live example. Returns the problems found (empty when it renders). */
async function renderLiveExample(example: Example, scope: LiveScope): Promise<string[]> {
  const { block } = example
  const problems: string[] = []
  const source = block.meta.noInline ? block.code : `const __example = (\n${inlineExpression(block.code)}\n);`
  let compiled: string
  try {
    compiled = withNodeUint8Array(
      () =>
        esbuild.transformSync(source, {
          loader: 'tsx',
          jsx: 'automatic',
          format: 'cjs',
          target: 'es2022',
          sourcefile: `${example.file}:${block.line}`,
        }).code,
    )
  } catch (error) {
    return [`transpile failed: ${errorText(error)}`]
  }

  const names = [...scope.runtime.keys()]
  const values = [...scope.runtime.values()]
  const requireShim = (id: string): unknown => {
    if (id === 'react/jsx-runtime') return jsxRuntime
    if (id === 'react') return React
    throw new Error(`live code cannot import ${id}`)
  }
  let rendered: unknown
  let renderCalls = 0
  const render = (node: unknown): void => {
    renderCalls++
    rendered = node
  }

  const consoleErrors: string[] = []
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(format(...args).split('\n')[0]!)
  })
  try {
    let element: unknown
    try {
      const fn = new Function(
        'require',
        'React',
        ...names,
        'render',
        block.meta.noInline ? compiled : `${compiled}\nreturn __example;`,
      ) as (...args: unknown[]) => unknown
      const result = fn(requireShim, React, ...values, render)
      element = block.meta.noInline ? rendered : result
    } catch (error) {
      return [`evaluation failed: ${errorText(error)}`]
    }
    if (block.meta.noInline && renderCalls === 0) return ['noInline block never calls render(...)']
    if (typeof element === 'function') {
      element = React.createElement(element as React.ComponentType)
    } else if (
      element === undefined ||
      (typeof element === 'object' && element !== null && !React.isValidElement(element))
    ) {
      return [`the block does not evaluate to a component or an element (got ${format(element)})`]
    }

    const container = document.createElement('div')
    document.body.appendChild(container)
    const root = createRoot(container, {
      onUncaughtError: (error) => problems.push(`render failed: ${errorText(error)}`),
      onCaughtError: (error) => problems.push(`render failed (caught by a boundary): ${errorText(error)}`),
      onRecoverableError: (error) => problems.push(`recoverable render error: ${errorText(error)}`),
    })
    try {
      await React.act(async () => {
        root.render(element as React.ReactNode)
      })
    } catch (error) {
      problems.push(`render failed: ${errorText(error)}`)
    }
    try {
      await React.act(async () => {
        root.unmount()
      })
    } catch (error) {
      problems.push(`unmount failed: ${errorText(error)}`)
    }
    container.remove()
  } finally {
    spy.mockRestore()
  }
  for (const message of consoleErrors) problems.push(`console.error: ${message}`)
  return [...new Set(problems)]
}

let jsxRuntime: unknown
let esbuild: typeof import('esbuild')

/**
 * Vitest's jsdom environment replaces the global Uint8Array by jsdom's, which breaks esbuild's
 * `new TextEncoder().encode('') instanceof Uint8Array` invariant. Run esbuild with Node's Uint8Array.
 */
const NodeUint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor
function withNodeUint8Array<T>(fn: () => T): T {
  const current = globalThis.Uint8Array
  globalThis.Uint8Array = NodeUint8Array
  try {
    return fn()
  } finally {
    globalThis.Uint8Array = current
  }
}

/** Render every live example; problems as `file.md:line: message`. */
async function renderExamples(examples: Example[], scope: LiveScope): Promise<string[]> {
  const out: string[] = []
  for (const example of examples) {
    if (example.kind !== 'live') continue
    for (const problem of await renderLiveExample(example, scope)) {
      out.push(`${example.file}:${example.block.line}: ${problem}`)
    }
  }
  return out
}

function installBrowserStubs(): void {
  const noop = (): void => {}
  const stubs: Record<string, unknown> = { alert: noop, confirm: () => true, prompt: () => null }
  for (const [name, value] of Object.entries(stubs)) {
    vi.stubGlobal(name, value)
    if (typeof window !== 'undefined' && (window as unknown) !== globalThis) {
      Object.defineProperty(window, name, { value, configurable: true, writable: true })
    }
  }
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
}

beforeAll(async () => {
  jsxRuntime = await import('react/jsx-runtime')
  const current = globalThis.Uint8Array
  globalThis.Uint8Array = NodeUint8Array
  try {
    esbuild = await import('esbuild')
  } finally {
    globalThis.Uint8Array = current
  }
  installBrowserStubs()
})

function failWith(title: string, problems: string[]): void {
  if (problems.length === 0) return
  expect.fail(`${problems.length} ${title}:\n${problems.join('\n')}`)
}

// ---------------------------------------------------------------------------------------------------------------
// The docs
// ---------------------------------------------------------------------------------------------------------------

interface SummaryRow {
  version: string
  files: number | string
  live: number | string
  checked: number | string
  fragments: number | string
  unchecked: number | string
}

const summary = new Map<string, SummaryRow>()

/** Building a ts.Program parses lib.dom and @types/react: allow for a slow machine. */
const SLOW = { timeout: 60_000 }

function printSummary(): void {
  const header: SummaryRow = {
    version: 'version',
    files: 'files',
    live: 'live blocks',
    checked: 'static ts/tsx checked',
    fragments: 'fragments excluded',
    unchecked: 'js/jsx unchecked',
  }
  const rows = [header, ...VERSIONS.map((v) => summary.get(v.name)).filter((r): r is SummaryRow => !!r)]
  if (rows.length === 1) return
  const keys = Object.keys(header) as (keyof SummaryRow)[]
  const widths = keys.map((k) => Math.max(...rows.map((r) => String(r[k]).length)))
  const line = (r: SummaryRow): string =>
    '| ' +
    keys.map((k, i) => (i === 0 ? String(r[k]).padEnd(widths[i]!) : String(r[k]).padStart(widths[i]!))).join(' | ') +
    ' |'
  const sep = '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|'
  console.log(['Docs examples:', line(header), sep, ...rows.slice(1).map(line)].join('\n'))
}

afterAll(printSummary)

for (const version of VERSIONS)
  describe(`docs ${version.name} examples (react-hotkeys-hook via ${version.alias})`, () => {
    const dirAbs = path.join(ROOT, version.dir)
    let collected: Collected | undefined
    const getCollected = (): Collected => (collected ??= collect(dirAbs))

    const skipIfAbsent = (ctx: { skip: (note?: string) => never }): Collected => {
      if (!existsSync(dirAbs) || !statSync(dirAbs).isDirectory()) {
        summary.set(version.name, {
          version: version.name,
          files: '-',
          live: '-',
          checked: '-',
          fragments: '-',
          unchecked: '-',
        })
        ctx.skip(`${version.dir} does not exist yet: nothing to check`)
      }
      const c = getCollected()
      if (c.files.length === 0) ctx.skip(`${version.dir} has no .md files yet: nothing to check`)
      return c
    }

    it('has live and type-checked examples', (ctx) => {
      const c = skipIfAbsent(ctx)
      summary.set(version.name, {
        version: version.name,
        files: c.files.length,
        live: c.counts.live,
        checked: c.counts.checked,
        fragments: c.counts.fragment,
        unchecked: c.counts.unchecked,
      })
      console.log(
        `${version.dir}: ${c.files.length} files, ${c.counts.live} live, ${c.counts.checked} static ts/tsx checked, ` +
          `${c.counts.fragment} fragments excluded, ${c.counts.unchecked} js/jsx unchecked`,
      )
      expect(c.counts.live, `${version.dir} has no live block`).toBeGreaterThan(0)
      expect(c.counts.checked, `${version.dir} has no type-checked static ts/tsx block`).toBeGreaterThan(0)
    })

    it('type-checks', SLOW, async (ctx) => {
      const c = skipIfAbsent(ctx)
      failWith(
        `type error(s) in ${version.dir} examples`,
        await typecheckVersion(c.examples, version.alias, version.name),
      )
    })

    it('renders every live block', SLOW, async (ctx) => {
      const c = skipIfAbsent(ctx)
      const scope = await liveScope(version.alias)
      failWith(`live block(s) in ${version.dir} failed to render`, await renderExamples(c.examples, scope))
    })
  })

// ---------------------------------------------------------------------------------------------------------------
// Self-test of the checker against fixtures
// ---------------------------------------------------------------------------------------------------------------

describe('checker self-test (test/fixtures/examples)', () => {
  const fixtures = path.join(ROOT, 'test/fixtures/examples')
  const badFile = 'test/fixtures/examples/bad/broken.md'
  const badLines = readFileSync(path.join(ROOT, badFile), 'utf8').split('\n')
  /** 1-based line of the first line containing `needle`. */
  const lineOf = (needle: string): number => {
    const index = badLines.findIndex((l) => l.includes(needle))
    if (index < 0) throw new Error(`fixture line not found: ${needle}`)
    return index + 1
  }
  /** The fence line of the block whose code contains `needle`. */
  const fenceOf = (needle: string): number => {
    let line = lineOf(needle)
    while (!/```/.test(badLines[line - 1]!)) line--
    return line
  }

  it('accepts valid 5.x examples (inline, noInline, admonition, tabs, static tsx, fragment)', SLOW, async () => {
    const c = collect(path.join(fixtures, 'good'))
    expect(c.counts).toEqual({ live: 3, checked: 1, fragment: 1, unchecked: 1, other: 1 })
    const scope = await liveScope('rhh5')
    expect(typecheckExamples(c.examples, scope, 'fixture')).toEqual([])
    expect(await renderExamples(c.examples, scope)).toEqual([])
  })

  it('accepts valid 3.x examples (useIsHotkeyPressed is in scope, react-hotkeys-hook maps to 3.x)', SLOW, async () => {
    const c = collect(path.join(fixtures, 'good-3.x'))
    const scope = await liveScope('rhh3')
    expect(scope.libTypeNames).toContain('useIsHotkeyPressed')
    expect(typecheckExamples(c.examples, scope, 'fixture-3.x')).toEqual([])
    expect(await renderExamples(c.examples, scope)).toEqual([])
  })

  it('the 3.x-only example fails against 5.x', SLOW, async () => {
    const c = collect(path.join(fixtures, 'good-3.x'))
    const problems = typecheckExamples(c.examples, await liveScope('rhh5'), 'fixture-3.x-vs-5')
    expect(
      problems.some((p) =>
        p.startsWith("test/fixtures/examples/good-3.x/legacy.md:5: Cannot find name 'useIsHotkeyPressed'"),
      ),
    ).toBe(true)
  })

  it(
    'checks a block titled "Before (4.x)" against 4.x, the rest of the page against its own version',
    SLOW,
    async () => {
      const c = collect(path.join(fixtures, 'titled'))
      expect(c.counts.checked).toBe(2)
      expect(await typecheckVersion(c.examples, 'rhh5', 'fixture-titled')).toEqual([])
      // without the title's version, the 4.x block fails against 5.x: the title is what sends it to 4.x
      const file = 'test/fixtures/examples/titled/migration.md'
      const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n')
      const line = lines.findIndex((l) => l.includes('.enabledScopes')) + 1
      const asFiveOnly = typecheckExamples(c.examples, await liveScope('rhh5'), 'fixture-titled-ignored')
      expect(asFiveOnly).toEqual([
        expect.stringMatching(new RegExp(`^${file}:${line}: Property 'enabledScopes' does not exist`)),
      ])
    },
  )

  it('reports a title naming a version without a package', () => {
    const [block] = extractCodeBlocks('```ts title="Before (2.x)"\nexport {}\n```\n')
    const { problems } = groupByPackage([{ file: 'x.md', block: block!, kind: classifyBlock(block!) }], 'rhh5')
    expect(problems).toEqual(['x.md:1: the title names 2.x, which has no package to check against'])
  })

  it('reports type errors with the Markdown file:line', SLOW, async () => {
    const c = collect(path.join(fixtures, 'bad'))
    const problems = typecheckExamples(c.examples, await liveScope('rhh5'), 'fixture-bad')
    // static tsx block: unknown option
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${badFile}:${lineOf('notAnOption')}: Object literal may only specify known properties, and 'notAnOption'`,
        ),
      ),
    )
    // live block inside a blockquote: string is not assignable to SetStateAction<number>
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^${badFile}:${lineOf("c + 'x'")}: .*not assignable`)),
    )
    // the fragment is not checked
    expect(problems.filter((p) => p.includes(`:${lineOf('this is not even valid')}:`))).toEqual([])
    // and nothing else fails: the other live blocks type-check fine
    expect(problems).toHaveLength(2)
  })

  it('reports render failures with the Markdown file:line', SLOW, async () => {
    const c = collect(path.join(fixtures, 'bad'))
    const problems = await renderExamples(c.examples, await liveScope('rhh5'))
    expect(problems).toContainEqual(`${badFile}:${fenceOf('boom at render')}: render failed: Error: boom at render`)
    expect(problems).toContainEqual(`${badFile}:${fenceOf('never rendered')}: noInline block never calls render(...)`)
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^${badFile}:${fenceOf('MissingKeys')}: console.error: .*unique "key"`)),
    )
  })
})
