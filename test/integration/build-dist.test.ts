/**
 * The generator's build step (bin/build-dist.js) on a throwaway generator: its folder is named by the sources'
 * content (not their times), one output file per source module whose imports stay imports — of the generator's
 * modules by relative path whatever the import's form (relative, a tsconfig path, a package.json import), of
 * vendored packages at their bundle, of other packages as written.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currentDist, distHash, listSourceModules } from '../../bin/build-dist.js'
import { REPO_ROOT, TMP_ROOT } from '../helpers/fixture-site.js'

let root: string

async function put(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true })
  await writeFile(path.join(root, file), text)
}

beforeAll(async () => {
  await mkdir(TMP_ROOT, { recursive: true })
  root = await mkdtemp(path.join(TMP_ROOT, 'build-dist-'))
  await symlink(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'))
  await put('bin/build-dist.js', '// stands for the script: hashed as an input')
  await put(
    'package.json',
    JSON.stringify({ name: 'generator', type: 'module', imports: { '#theme': './templates/index.ts' } }),
  )
  await put(
    'tsconfig.json',
    JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@shared/*': ['src/shared/*'] } } }),
  )
  await put('src/shared/answer.ts', 'export const answer: number = 42\n')
  await put('src/types.d.ts', 'declare const nothing: never\n')
  await put(
    'src/cli/index.ts',
    [
      "import { unified } from 'unified'",
      "import { answer } from '@shared/answer.js'",
      "import { Theme } from '#theme'",
      "import { shout } from '../shout.js'",
      "import { createElement } from 'react'",
      'export const parts = [typeof unified, answer, typeof Theme, shout("hi"), typeof createElement]',
      "export const lazy = () => import('../shout.js')",
      '',
    ].join('\n'),
  )
  await put('src/shout.ts', 'export const shout = (text: string): string => text.toUpperCase()\n')
  await put(
    'src/trimmed.ts',
    [
      "import { createRoot } from 'react-dom/client'",
      "import matter from 'gray-matter'",
      "import { z } from 'zod'",
      "export const front = matter('---\\ntitle: Hi\\n---\\nBody').data",
      'export const locales = Object.keys(z.locales)',
      'export const message = z.string().safeParse(1).error?.issues[0]?.message',
      'export const callRoot = () => createRoot(null as never)',
      '',
    ].join('\n'),
  )
  await put('templates/index.ts', "export { Theme } from './Theme.js'\n")
  await put('templates/Theme.tsx', 'export function Theme() {\n  return <p>theme</p>\n}\n')
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('distHash', () => {
  it('lists the .ts/.tsx modules of src/ and templates/, declaration files aside', () => {
    expect(listSourceModules(root).map((file) => path.relative(root, file))).toEqual([
      'src/cli/index.ts',
      'src/shared/answer.ts',
      'src/shout.ts',
      'src/trimmed.ts',
      'templates/Theme.tsx',
      'templates/index.ts',
    ])
  })

  it('follows the sources’ content, not their times', async () => {
    const before = distHash(root)
    const file = path.join(root, 'src/shout.ts')
    const later = new Date(Date.now() + 60_000)
    await utimes(file, later, later)
    expect(distHash(root)).toBe(before)

    await writeFile(file, readFileSync(file, 'utf8').replace('toUpperCase', 'toLowerCase'))
    const edited = distHash(root)
    expect(edited).not.toBe(before)
    await writeFile(file, readFileSync(file, 'utf8').replace('toLowerCase', 'toUpperCase'))
    expect(distHash(root)).toBe(before)

    await put('src/new-module.ts', 'export {}\n')
    expect(distHash(root)).not.toBe(before)
    await rm(path.join(root, 'src/new-module.ts'))
    await writeFile(path.join(root, 'package-lock.json'), '{}')
    expect(distHash(root)).not.toBe(before)
    await rm(path.join(root, 'package-lock.json'))
    expect(distHash(root)).toBe(before)
  })
})

describe('currentDist', () => {
  let dist: string
  beforeAll(async () => {
    dist = await currentDist(root)
  }, 60_000)

  it('builds into dist/<hash>/, and finds that build next time', async () => {
    expect(dist).toBe(path.join(root, 'dist', distHash(root)))
    expect(await currentDist(root)).toBe(dist)
    expect((await readdir(path.join(root, 'dist'))).filter((name) => name.includes('.tmp-'))).toEqual([])
  })

  it('writes one file per source module at its own path', () => {
    for (const file of ['src/cli/index.js', 'src/shared/answer.js', 'src/shout.js', 'templates/index.js']) {
      expect(existsSync(path.join(dist, file)), file).toBe(true)
    }
    expect(existsSync(path.join(dist, 'templates/Theme.js'))).toBe(true)
    expect(existsSync(path.join(dist, 'src/types.js'))).toBe(false)
  })

  it('keeps every import an import: generator modules by relative path, vendored packages at their bundle', () => {
    const cli = readFileSync(path.join(dist, 'src/cli/index.js'), 'utf8')
    expect(cli).toContain('from "../../vendor/unified.js"')
    expect(cli).toContain('from "../shared/answer.js"') // a tsconfig path
    expect(cli).toContain('from "../../templates/index.js"') // a package.json import
    expect(cli).toContain('from "../shout.js"')
    expect(cli).toContain('import("../shout.js")')
    expect(cli).toContain('from "react"')
    expect(cli).not.toContain('toUpperCase') // shout.js is imported, not inlined
    expect(readFileSync(path.join(dist, 'templates/Theme.js'), 'utf8')).toMatch(/from "react\/jsx-runtime"/)
    expect(existsSync(path.join(dist, 'vendor/unified.js'))).toBe(true)
  })

  it('runs', async () => {
    const cli = (await import(pathToFileURL(path.join(dist, 'src/cli/index.js')).href)) as { parts: unknown[] }
    expect(cli.parts).toEqual(['function', 42, 'function', 'HI', 'function'])
  })

  it('leaves out of the vendor bundles what never runs on Node: react-dom/client, esprima, other languages', async () => {
    const trimmed = (await import(pathToFileURL(path.join(dist, 'src/trimmed.js')).href)) as {
      front: unknown
      locales: string[]
      message: string
      callRoot: () => unknown
    }
    // gray-matter parses front matter as before, without the esprima its js-yaml requires for !!js/function
    expect(trimmed.front).toEqual({ title: 'Hi' })
    expect(readFileSync(path.join(dist, 'vendor/gray-matter.js'), 'utf8')).not.toMatch(/require\("esprima"\)/)
    // zod's messages, in English only
    expect(trimmed.locales).toEqual(['en'])
    expect(trimmed.message).toMatch(/expected string/i)
    // the browser-only module is a stand-in that says so when called
    expect(readFileSync(path.join(dist, 'src/trimmed.js'), 'utf8')).toContain('from "../vendor/react-dom__client.js"')
    expect(trimmed.callRoot).toThrow(/react-dom\/client runs in the browser only/)
  })

  it('builds again after an edit, beside the previous build', async () => {
    await put('src/shout.ts', "export const shout = (text: string): string => text + '!'\n")
    const next = await currentDist(root)
    expect(next).not.toBe(dist)
    expect(existsSync(dist)).toBe(true) // a running CLI may still load modules from it
    expect(readFileSync(path.join(next, 'src/shout.js'), 'utf8')).toContain('text + "!"')
  }, 60_000)
})
