import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'
import { BuildError, BuildErrorList } from '../../../src/errors.js'
import { ConfigError } from '../../../src/config/config-error.js'
import { loadConfig } from '../../../src/config/load-config.js'

export const FIXTURES = fileURLToPath(new URL('../../fixtures/config/', import.meta.url))

export function fixture(name: string): string {
  return path.join(FIXTURES, name)
}

/** The 1-based line of the fixture line carrying the comment `// expect: <marker>`. */
export function expectedLine(name: string, marker: string): number {
  const lines = readFileSync(fixture(name), 'utf8').split('\n')
  const index = lines.findIndex((line) => line.trimEnd().endsWith(`// expect: ${marker}`))
  if (index < 0) throw new Error(`no "// expect: ${marker}" in ${name}`)
  return index + 1
}

/** Loads a fixture that must fail and returns its errors (one, or every error of a BuildErrorList). */
export async function loadErrors(name: string): Promise<BuildError[]> {
  try {
    await loadConfig(fixture(name))
  } catch (error) {
    if (error instanceof BuildErrorList) return error.errors
    if (error instanceof BuildError) return [error]
    throw error
  }
  throw new Error(`${name} loaded without errors`)
}

/** The one ConfigError at `configPath`, checked for code, file and (when given) line. */
export function expectConfigError(
  errors: BuildError[],
  expected: { code: string; configPath: string; file: string; line?: number; message?: RegExp; hint?: RegExp },
): ConfigError {
  const matching = errors.filter(
    (e): e is ConfigError => e instanceof ConfigError && e.configPath === expected.configPath,
  )
  expect(matching, `errors at ${expected.configPath}: ${errors.map((e) => e.format()).join('\n')}`).toHaveLength(1)
  const [error] = matching
  expect(error.code).toBe(expected.code)
  expect(error.file).toBe(expected.file)
  if (expected.line !== undefined) expect(error.line).toBe(expected.line)
  if (expected.message) expect(error.message).toMatch(expected.message)
  if (expected.hint) expect(error.hint).toMatch(expected.hint)
  return error
}
