/**
 * The dependency rule (.dependency-cruiser.cjs, `npm run lint:deps`) refuses an import across a boundary: the
 * project's rules, run through dependency-cruiser's API over a small tree laid out like the repository (each side's
 * entry, one internal module each), on a probe file that imports one thing.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { cruise, type ICruiseResult } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT, TMP_ROOT } from '../helpers/fixture-site.js'

const TREE: Record<string, string> = {
  'templates/index.ts': `export * from './AppFrame.js'`,
  'templates/AppFrame.tsx': 'export const AppFrame = 1',
  'src/client/index.ts': `export * from './storage.js'`,
  'src/client/storage.ts': 'export const localStore = 1',
  'src/shared/paths.ts': 'export const normalizeRoutePath = 1',
  'src/render/html-document.ts': 'export const renderHtmlDocument = 1',
  'src/config/site-config.ts': 'export interface NavbarItem { label: string }\nexport const defineConfig = 1',
  'bin/build-dist.js': 'export const buildDist = 1',
}

let dir: string
let rules: Awaited<ReturnType<typeof extractDepcruiseOptions>>

beforeAll(async () => {
  // under the repository, so that the packages a probe imports resolve
  await mkdir(TMP_ROOT, { recursive: true })
  dir = await mkdtemp(path.join(TMP_ROOT, 'dependency-rules-'))
  for (const [file, text] of Object.entries(TREE)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
    await writeFile(path.join(dir, file), text)
  }
  rules = await extractDepcruiseOptions(path.join(REPO_ROOT, '.dependency-cruiser.cjs'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** The rules a probe file (path relative to the tree, and its text) breaks. */
async function broken(file: string, text: string): Promise<string[]> {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
  await writeFile(path.join(dir, file), text)
  try {
    const { output } = await cruise(
      [file],
      { ...rules, baseDir: dir, validate: true, tsConfig: undefined },
      { extensions: ['.ts', '.tsx', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
    )
    const result = output as ICruiseResult
    // a probe that resolves nothing would prove nothing
    const probe = result.modules.find((m) => m.source === file)
    expect(probe?.dependencies.every((d) => !d.couldNotResolve)).toBe(true)
    return [...new Set(result.summary.violations.map((v) => v.rule.name))].sort()
  } finally {
    await rm(path.join(dir, file))
  }
}

describe('the dependency rule', () => {
  it('lets each side import shared code and the other sides through their entries', async () => {
    expect(await broken('templates/Probe.tsx', `import { localStore } from '../src/client/index.js'`)).toEqual([])
    expect(await broken('src/client/probe.ts', `import { AppFrame } from '../../templates/index.js'`)).toEqual([])
    expect(await broken('src/render/probe.ts', `import { AppFrame } from '../../templates/index.js'`)).toEqual([])
    expect(await broken('src/shared/probe.ts', `import { normalizeRoutePath } from './paths.js'`)).toEqual([])
    expect(await broken('src/client/probe.ts', `import { normalizeRoutePath } from '../shared/paths.js'`)).toEqual([])
    expect(await broken('content/pages/probe.tsx', `import { AppFrame } from '../../templates/index.js'`)).toEqual([])
    expect(await broken('src/render/probe.ts', `import { readFile } from 'node:fs'`)).toEqual([])
  })

  it("refuses an import of another side's internals", async () => {
    expect(await broken('templates/Probe.tsx', `import { localStore } from '../src/client/storage.js'`)).toEqual([
      'runtime-through-its-entry',
    ])
    expect(await broken('src/client/probe.ts', `import { AppFrame } from '../../templates/AppFrame.js'`)).toEqual([
      'theme-through-its-entry',
    ])
    expect(await broken('src/render/probe.ts', `import { AppFrame } from '../../templates/AppFrame.js'`)).toEqual([
      'theme-through-its-entry',
    ])
  })

  it('refuses the node side the runtime, and the browser sides the node side', async () => {
    expect(await broken('src/render/probe.ts', `import { localStore } from '../client/index.js'`)).toEqual([
      'node-not-client',
    ])
    expect(
      await broken('src/client/probe.ts', `import { renderHtmlDocument } from '../render/html-document.js'`),
    ).toEqual(['browser-not-node'])
    expect(
      await broken('templates/Probe.tsx', `import { renderHtmlDocument } from '../src/render/html-document.js'`),
    ).toEqual(['browser-not-node'])
    expect(await broken('content/pages/probe.tsx', `import { localStore } from '../../src/client/index.js'`)).toEqual([
      'site-pages-not-runtime',
    ])
    // a type-only import counts: the config's shapes are shared schemas (src/shared/schemas/), not the node side's file
    expect(
      await broken('templates/Probe.tsx', `import type { NavbarItem } from '../src/config/site-config.js'`),
    ).toEqual(['browser-not-node'])
  })

  it('keeps shared code to shared code and packages that run anywhere, and Node built-ins to the node side', async () => {
    expect(
      await broken('src/shared/probe.ts', `import { renderHtmlDocument } from '../render/html-document.js'`),
    ).toEqual(['shared-only-shared'])
    expect(await broken('src/shared/probe.ts', `import { readFile } from 'node:fs'`)).toEqual([
      'no-node-builtins-in-browser-or-shared',
    ])
    expect(await broken('templates/Probe.tsx', `import path from 'node:path'`)).toEqual([
      'no-node-builtins-in-browser-or-shared',
    ])
    expect(await broken('src/shared/probe.ts', `import fg from 'fast-glob'`)).toEqual(['shared-packages-run-anywhere'])
    expect(await broken('src/shared/probe.ts', `import { isValidElement } from 'react'`)).toEqual([])
  })

  it('keeps the stages off the launcher', async () => {
    expect(await broken('src/render/probe.ts', `import { buildDist } from '../../bin/build-dist.js'`)).toEqual([
      'node-not-launcher',
    ])
    expect(
      await broken('src/serve/build-worker-client.ts', `import { buildDist } from '../../bin/build-dist.js'`),
    ).toEqual(['node-not-launcher'])
  })
})
