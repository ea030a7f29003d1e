import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveOnward, steppedAside } from '../../../src/bundle/resolve-onward.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hd-onward-'))
  await writeFile(path.join(dir, 'index.js'), 'export const answer = 42\n')
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** A plugin that looks at where every import resolves, and counts the imports it saw (not its own resolves). */
function watcher(name: string, seen: string[]): esbuild.Plugin {
  const skip = Symbol(name)
  return {
    name,
    setup(build) {
      build.onResolve({ filter: /index\.js$/ }, async (args) => {
        if (steppedAside(args, skip)) return undefined
        seen.push(`${name} ${args.path}`)
        const resolved = await resolveOnward(build, args, skip)
        return { path: resolved.path }
      })
    },
  }
}

describe('resolveOnward', () => {
  it('lets two plugins that match the same import each step aside once, instead of calling each other forever', async () => {
    const seen: string[] = []
    const result = await esbuild.build({
      stdin: { contents: 'import { answer } from "./index.js"\nconsole.log(answer)', resolveDir: dir },
      bundle: true,
      write: false,
      logLevel: 'silent',
      plugins: [watcher('first', seen), watcher('second', seen)],
    })
    expect(result.outputFiles[0]!.text).toContain('42')
    expect(seen).toEqual(['first ./index.js', 'second ./index.js'])
  })
})
