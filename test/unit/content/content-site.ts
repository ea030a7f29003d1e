/**
 * Content-stage tests run on a throwaway copy of the `basic` fixture site (test/fixtures/sites/basic), edited per
 * test: write or delete files, patch the config text, then load.
 */
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterEach } from 'vitest'
import { loadConfig } from '../../../src/config/load-config.js'
import type { ResolvedConfig } from '../../../src/config/site-config.js'
import { BuildError, BuildErrorList } from '../../../src/errors.js'
import { renderMarkdown } from '../../../src/markdown/render-markdown.js'
import type { MarkdownRenderer } from '../../../src/content/markdown-renderer.js'
import { copyFixtureSite } from '../../helpers/fixture-site.js'

export type FixtureSite = Awaited<ReturnType<typeof copyFixtureSite>>

export const render: MarkdownRenderer = renderMarkdown

const sites: FixtureSite[] = []

/** Removes every site made by `fixtureSite` after each test of the calling file. */
export function cleanUpFixtureSites(): void {
  afterEach(async () => {
    await Promise.all(sites.splice(0).map((s) => s.remove()))
  })
}

/**
 * A copy of the basic fixture with `files` written (a null value deletes the file or folder) and the config text
 * changed by `config`.
 */
export async function fixtureSite(
  files: Record<string, string | null> = {},
  config?: (text: string) => string,
): Promise<FixtureSite> {
  const site = await copyFixtureSite('basic')
  sites.push(site)
  for (const [file, text] of Object.entries(files)) {
    if (text === null) await rm(site.file(file), { recursive: true, force: true })
    else {
      await rm(site.file(file), { recursive: true, force: true })
      await mkdir(path.dirname(site.file(file)), { recursive: true })
      await site.write(file, text)
    }
  }
  if (config) await site.edit('site.config.ts', config)
  return site
}

export function siteConfig(site: FixtureSite): Promise<ResolvedConfig> {
  return loadConfig(site.file('site.config.ts'))
}

/** Front matter + body as a file's text. */
export function md(
  frontMatter: Record<string, string | number | boolean | null> | string | null,
  body = 'Some text.',
): string {
  if (frontMatter === null) return `${body}\n`
  const yaml =
    typeof frontMatter === 'string'
      ? frontMatter
      : Object.entries(frontMatter)
          .map(([k, v]) => `${k}: ${v === null ? 'null' : v}`)
          .join('\n')
  return `---\n${yaml}\n---\n\n${body}\n`
}

/** The BuildErrors a promise rejects with (one, or each of a BuildErrorList); fails when it resolves. */
export async function errorsOf(promise: Promise<unknown>): Promise<BuildError[]> {
  try {
    await promise
  } catch (error) {
    if (error instanceof BuildErrorList) return error.errors
    if (error instanceof BuildError) return [error]
    throw error
  }
  throw new Error('expected a BuildError')
}
