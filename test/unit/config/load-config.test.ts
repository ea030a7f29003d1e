import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BuildError } from '../../../src/errors.js'
import { importConfigFile, loadConfig } from '../../../src/config/load-config.js'
import { configLocation } from '../../../src/config/config-location.js'
import { FIXTURES, expectedLine, fixture, loadErrors } from './config-fixtures.js'

describe('loadConfig', () => {
  const scratch: string[] = []
  afterAll(async () => {
    await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })))
  })

  it('loads a TypeScript config and resolves it', async () => {
    const config = await loadConfig(fixture('valid-minimal.config.ts'))
    expect(config.title).toBe('Minimal')
    expect(config.siteDir).toBe(FIXTURES.replace(/\/$/, ''))
    expect(config.configFile).toBe(fixture('valid-minimal.config.ts'))
    expect(config.url).toBe('https://example.com')
    expect(configLocation(config, ['themeConfig', 'navbar', 'title'])).toEqual({
      file: 'valid-minimal.config.ts',
      line: 5,
      column: 28,
    })
  })

  it('bundles local imports (with their own import.meta values) and reports them as dependencies', async () => {
    const config = await loadConfig(fixture('imports-local.config.ts'))
    expect(config.tagline).toBe('imports-local.config.ts in config + shared-navbar.ts')
    expect(config.themeConfig.navbar.items).toEqual([{ label: 'Blog', to: '/blog', position: 'left' }])
    expect(config.configDependencies?.[0]).toBe(fixture('imports-local.config.ts'))
    expect(config.configDependencies).toContain(fixture('helpers/shared-navbar.ts'))
    expect(config.configDependencies).toContain(path.resolve('src/config/site-config.ts'))
  })

  it('accepts a default export that is an async function', async () => {
    expect((await loadConfig(fixture('function-export.config.ts'))).title).toBe('From a function')
  })

  it('leaves no temporary files behind', async () => {
    await loadConfig(fixture('valid-minimal.config.ts'))
    await loadErrors('throws.config.ts')
    expect((await readdir(FIXTURES)).filter((name) => name.includes('tmp'))).toEqual([])
  })

  it('re-imports a changed config (watch mode)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hotkeys-docs-config-'))
    scratch.push(dir)
    const file = path.join(dir, 'site.config.ts')
    const write = (title: string) =>
      writeFile(
        file,
        `export default { title: ${JSON.stringify(title)}, url: 'https://example.com', themeConfig: { navbar: { title: 'x', items: [] }, footer: { links: [] } } }\n`,
      )
    await write('First')
    expect((await loadConfig(file)).title).toBe('First')
    await write('Second')
    expect((await loadConfig(file)).title).toBe('Second')
    // two loads at the same time do not share temporary files
    const [a, b] = await Promise.all([loadConfig(file), loadConfig(file)])
    expect([a.title, b.title]).toEqual(['Second', 'Second'])
    expect(await readdir(dir)).toEqual(['site.config.ts'])
  })

  it('passes the CLI search override through', async () => {
    expect((await loadConfig(fixture('valid-minimal.config.ts'))).searchBackend).toBe('local')
    await expect(loadConfig(fixture('valid-minimal.config.ts'), { searchBackend: 'algolia' })).rejects.toMatchObject({
      code: 'config-missing-field',
    })
  })
})

describe('loadConfig errors', () => {
  it('a missing file is config-not-found', async () => {
    const error = await loadConfig('does/not/exist.config.ts').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BuildError)
    expect(error).toMatchObject({ code: 'config-not-found', file: 'does/not/exist.config.ts' })
    expect((error as BuildError).message).toContain('does/not/exist.config.ts')
    expect((error as BuildError).hint).toMatch(/--config/)
  })

  it('a folder instead of a file is config-not-found', async () => {
    await expect(loadConfig(FIXTURES)).rejects.toMatchObject({
      code: 'config-not-found',
      hint: expect.stringMatching(/is a folder/),
    })
  })

  it('a syntax error is config-syntax with esbuild’s line and 1-based column', async () => {
    const [error] = await loadErrors('syntax-error.config.ts')
    expect(error).toMatchObject({ code: 'config-syntax', file: 'syntax-error.config.ts', line: 4, column: 3 })
    expect(error.message).toMatch(/Expected "}" but found "themeConfig"/)
    expect(error.format()).toMatch(/^syntax-error\.config\.ts:4:3 {2}Expected/)
  })

  it('a syntax error on line 1 has the column of the source, not of the bundled text', async () => {
    const [error] = await loadErrors('syntax-error-first-line.config.ts')
    expect(error).toMatchObject({
      code: 'config-syntax',
      file: 'syntax-error-first-line.config.ts',
      line: 1,
      column: 7,
    })
  })

  it('an import that cannot be resolved is config-import', async () => {
    const [error] = await loadErrors('unresolved-import.config.ts')
    expect(error).toMatchObject({ code: 'config-import', file: 'unresolved-import.config.ts', line: 1 })
    expect(error.message).toContain('./helpers/does-not-exist.js')
  })

  it('a module without a default export is config-no-default-export naming the file', async () => {
    const [error] = await loadErrors('no-default-export.config.ts')
    expect(error).toMatchObject({ code: 'config-no-default-export', file: 'no-default-export.config.ts' })
    expect(error.message).toBe('no-default-export.config.ts has no default export')
    expect(error.hint).toMatch(/export default defineConfig/)
  })

  it('a config that throws while loading is config-load at the line of the throw', async () => {
    const [error] = await loadErrors('throws.config.ts')
    expect(error).toMatchObject({ code: 'config-load', file: 'throws.config.ts', line: 2, column: 31 })
    expect(error.message).toContain('no navbar items configured')
  })

  it('an error thrown in a function the config calls is at the line in the original TypeScript', async () => {
    const [error] = await loadErrors('throws-in-function.config.ts')
    expect(error).toMatchObject({
      code: 'config-load',
      file: 'throws-in-function.config.ts',
      line: expectedLine('throws-in-function.config.ts', 'thrown'),
    })
    expect(error.message).toMatch(
      /^throws-in-function\.config\.ts threw while it was loaded: Cannot read properties of undefined/,
    )
  })

  it("an error thrown by the default export function, in a local module it imports, is at that module's line", async () => {
    const [error] = await loadErrors('throws-in-default-export.config.ts')
    expect(error).toMatchObject({
      code: 'config-load',
      file: 'helpers/throwing-helper.ts',
      line: expectedLine('helpers/throwing-helper.ts', 'helper'),
      column: 31,
    })
    expect(error.message).toBe('throws-in-default-export.config.ts: the default export threw: title "x" is too short')
  })

  it('an error thrown on line 1 has the column of the source, not of the bundled text', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hotkeys-docs-config-'))
    try {
      await writeFile(path.join(dir, 'site.config.ts'), "throw new Error('first line')\nexport default {}\n")
      const error = await loadConfig(path.join(dir, 'site.config.ts')).catch((e: unknown) => e)
      expect(error).toMatchObject({ code: 'config-load', file: 'site.config.ts', line: 1, column: 7 })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('importConfigFile returns the unvalidated default export', async () => {
    const imported = await importConfigFile(fixture('typo-top-level-key.config.ts'))
    expect(imported.displayFile).toBe('typo-top-level-key.config.ts')
    expect(imported.value).toHaveProperty('themeConfg')
    expect(imported.text).toContain('themeConfg')
  })
})
