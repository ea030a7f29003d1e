import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { build, type BuildResult } from '../../src/build.js'
import { startStaticServer } from '../../src/serve/static-server.js'
import { copyFixtureSite, REPO_ROOT } from './fixture-site.js'
import { startGitHubPagesServer } from './github-pages-server.js'

export interface ServedSite {
  url: string
  outDir: string
  result: BuildResult
  close(): Promise<void>
}

/**
 * Builds a site (the real one by default, on the embedded search index) into a temp folder and serves it on an
 * ephemeral loopback port: by `hotkeys-docs serve`'s server, or (`host: 'github-pages'`) mapping URLs to files the
 * way GitHub Pages does (github-pages-server.ts).
 */
export async function buildAndServe(
  configFile = path.join(REPO_ROOT, 'site.config.ts'),
  options: { searchBackend?: 'local' | 'algolia'; host?: 'hotkeys-docs' | 'github-pages' } = {},
): Promise<ServedSite> {
  const outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'hd-served-')), 'build')
  const result = await build({ configFile, outDir, searchBackend: options.searchBackend ?? 'local' })
  // served under the site's base URL, as a host would; `url` is the server's origin
  const server =
    options.host === 'github-pages'
      ? await startGitHubPagesServer(outDir, result.config.baseUrl)
      : await startStaticServer({ root: outDir, port: 0, baseUrl: result.config.baseUrl })
  return {
    url: server.url.replace(/\/$/, ''),
    outDir,
    result,
    async close() {
      await server.close()
      await rm(path.dirname(outDir), { recursive: true, force: true })
    },
  }
}

/** A fixture site (test/fixtures/sites/<name>), built from a throwaway copy and served; closing removes the copy. */
export async function buildAndServeFixture(name: string, configFile: string): Promise<ServedSite> {
  const copy = await copyFixtureSite(name)
  const served = await buildAndServe(copy.file(configFile))
  return {
    ...served,
    async close() {
      await served.close()
      await copy.remove()
    },
  }
}
