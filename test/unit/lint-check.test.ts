/**
 * `npm test` runs `npm run lint` (Biome's format and lint check, biome.json), and that check fails on a lint error
 * or unformatted code: the project's biome.json, run by the installed Biome over a probe file in a small tree.
 */
import { execFile } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT, TMP_ROOT } from '../helpers/fixture-site.js'

const BIOME = path.join(REPO_ROOT, 'node_modules/@biomejs/biome/bin/biome')

let dir: string

beforeAll(async () => {
  await mkdir(TMP_ROOT, { recursive: true })
  dir = await mkdtemp(path.join(TMP_ROOT, 'lint-check-'))
  await copyFile(path.join(REPO_ROOT, 'biome.json'), path.join(dir, 'biome.json'))
  await mkdir(path.join(dir, 'src'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** Whether `biome check` (as `npm run lint` runs it) passes on one probe file. */
async function passes(text: string): Promise<boolean> {
  await writeFile(path.join(dir, 'src/probe.ts'), text)
  return promisify(execFile)(process.execPath, [BIOME, 'check', '--vcs-enabled=false', 'src/probe.ts'], { cwd: dir })
    .then(() => true)
    .catch(() => false)
}

describe('the lint check', () => {
  it('is part of npm test', async () => {
    const { scripts } = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8'))
    expect(scripts.lint).toBe('biome check .')
    expect(scripts.test.split(' && ')).toContain('npm run lint')
  })

  it('passes formatted code without findings', async () => {
    expect(await passes('export const total = (a: number, b: number) => a + b\n')).toBe(true)
  })

  it('fails on a lint error', async () => {
    expect(await passes('export function first(list: number[]) {\n  let x\n  x = list[0]\n  return x\n}\n')).toBe(false)
  })

  it('fails on unformatted code', async () => {
    expect(await passes('export const total = (a: number, b: number) => a + b;\n')).toBe(false)
  })
})
