/**
 * The generator's version, which every build cache entry is valid for: the code's hash plus a hash of the files
 * under src/ and templates/ that are not modules (the theme's stylesheets), which the code's hash leaves out.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { generatorFilesHash, generatorVersion } from '../../../src/cache/generator-version.js'

let root: string
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'hd-generator-'))
  await mkdir(path.join(root, 'src'), { recursive: true })
  await mkdir(path.join(root, 'templates/css'), { recursive: true })
  await writeFile(path.join(root, 'src/stage.ts'), 'export const a = 1')
  await writeFile(path.join(root, 'templates/css/theme.css'), 'a { color: red }')
})
afterEach(() => rm(root, { recursive: true, force: true }))

describe('generatorFilesHash', () => {
  it('changes with a stylesheet of the theme, and not with a module (the code hash has those)', async () => {
    const before = generatorFilesHash(root)
    await writeFile(path.join(root, 'src/stage.ts'), 'export const a = 2')
    expect(generatorFilesHash(root)).toBe(before)
    await writeFile(path.join(root, 'templates/css/theme.css'), 'a { color: blue }')
    const edited = generatorFilesHash(root)
    expect(edited).not.toBe(before)
    await writeFile(path.join(root, 'templates/css/new.css'), '')
    expect(generatorFilesHash(root)).not.toBe(edited)
  })

  it("is part of this generator's version", async () => {
    expect(await generatorVersion()).toMatch(/^[0-9a-f]{16}-[0-9a-f]{16}$/)
  })
})
