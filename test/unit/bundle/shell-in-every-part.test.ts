import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type * as esbuild from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shellInEveryPart, withShellImport } from '../../../src/bundle/shell-in-every-part.js'
import { splitBundle } from '../../helpers/split-bundle.js'

/**
 * A shell (entry → shell.js → a, b, c) and two parts loaded on demand, each sharing a different subset of the shell:
 * esbuild alone gives the shared modules chunks of their own; with every part importing the shell, one chunk.
 */
const FILES: Record<string, string> = {
  'entry.js': `import { start } from './shell.js'; start()`,
  'shell.js': `import { a } from './a.js'; import { b } from './b.js'; import { c } from './c.js'; export function start() { console.log(a, b, c); import('./part-one.js'); import('./part-two.js') }`,
  'a.js': `export const a = 'module a'`,
  'b.js': `export const b = 'module b'`,
  'c.js': `export const c = 'module c'`,
  'part-one.js': `import { a } from './a.js'; export const one = a`,
  'part-two.js': `import { a } from './a.js'; import { b } from './b.js'; export const two = a + b`,
}

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hd-shell-parts-'))
  for (const [name, source] of Object.entries(FILES)) await writeFile(path.join(dir, name), source)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const bundle = async (plugins: esbuild.Plugin[]) => {
  const { loaded: shellFiles, holding } = await splitBundle(dir, plugins)
  return { shellFiles, holding }
}

describe('shellInEveryPart', () => {
  it('without it, the shell is split by which parts share its modules', async () => {
    const { shellFiles } = await bundle([])
    expect(shellFiles.size).toBeGreaterThan(2)
  })

  it('with it, the shell is its entry and one chunk holding every shell module', async () => {
    const { shellFiles, holding } = await bundle([shellInEveryPart(path.join(dir, 'shell.js'))])
    expect(shellFiles.size).toBe(2)
    const chunk = holding('a.js')
    expect(chunk).toHaveLength(1)
    for (const name of ['b.js', 'c.js']) expect(holding(name)).toEqual(chunk)
  })

  it('reads a .js part as JSX (a site page written in .js, as Docusaurus allows)', async () => {
    const jsxDir = await mkdtemp(path.join(os.tmpdir(), 'hd-shell-jsx-'))
    try {
      await writeFile(path.join(jsxDir, 'entry.js'), `import './shell.js'`)
      await writeFile(path.join(jsxDir, 'shell.js'), `export const shell = 1; import('./page.js')`)
      await writeFile(path.join(jsxDir, 'page.js'), `export default function Page() { return <p>page</p> }`)
      // as plain JavaScript, the part's JSX would fail the build
      const { loaded } = await splitBundle(jsxDir, [shellInEveryPart(path.join(jsxDir, 'shell.js'))])
      expect(loaded.size).toBeGreaterThan(0)
    } finally {
      await rm(jsxDir, { recursive: true, force: true })
    }
  })

  it('prepends the import on the same line, so error line numbers stay right', () => {
    expect(withShellImport('/x/shell.ts', 'line one\nline two')).toBe('import "/x/shell.ts";line one\nline two')
  })
})
