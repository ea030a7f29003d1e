import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import WebSocket from 'ws'
import { LIVE_RELOAD_PATH } from '../../src/serve/serve-constants.js'
import { copyFixtureSite, REPO_ROOT } from '../helpers/fixture-site.js'
import { startCli as start, stopStartedClis } from '../helpers/cli-process.js'
import { occupyPort, request } from './serve/serve-fixture.js'

const BIN = path.join(REPO_ROOT, 'bin/hotkeys-docs.js')

function run(
  args: string[],
  cwd: string,
  options: { nodeArgs?: string[]; env?: Record<string, string> } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...(options.nodeArgs ?? []), BIN, ...args],
      { cwd, env: { ...process.env, FORCE_COLOR: '0', ...options.env } },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr })
      },
    )
  })
}

describe('the hotkeys-docs CLI', () => {
  it('prints help for the program and for each command', async () => {
    const main = await run(['--help'], REPO_ROOT)
    expect(main.code).toBe(0)
    expect(main.stdout).toMatch(
      /build \[options\][\s\S]*serve \[options\][\s\S]*check-links \[options\][\s\S]*search-records \[options\]/,
    )
    for (const command of ['build', 'serve', 'check-links', 'search-records']) {
      const help = await run([command, '--help'], REPO_ROOT)
      expect(help.code, command).toBe(0)
      expect(help.stdout).toContain(`Usage: hotkeys-docs ${command}`)
    }
  })

  it('prints its version with --version (from package.json), exit 0', async () => {
    const { version } = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }
    const result = await run(['--version'], REPO_ROOT)
    expect(result).toMatchObject({ code: 0, stdout: `${version}\n` })
  })

  it('loads no command module for --help: neither the build pipeline nor algoliasearch', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hd-trace-'))
    try {
      const trace = path.join(dir, 'modules.txt')
      const result = await run(['--help'], REPO_ROOT, {
        nodeArgs: ['--import', path.join(REPO_ROOT, 'test/helpers/module-load-trace.mjs')],
        env: { HD_MODULE_TRACE: trace },
      })
      expect(result.code).toBe(0)
      const loaded = (await readFile(trace, 'utf8')).split('\n').filter(Boolean)
      // the trace works: it saw the CLI entry and commander
      expect(loaded.some((url) => url.endsWith('/src/cli/index.js') || url.endsWith('/src/cli/index.ts'))).toBe(true)
      expect(loaded.some((url) => url.includes('/node_modules/commander/'))).toBe(true)
      const unwanted = loaded.filter((url) =>
        /\/src\/(build|search\/search-records-command|cli\/build-command|cli\/serve-command)\.(js|ts)$|\/node_modules\/(algoliasearch|@algolia)\//.test(
          url,
        ),
      )
      expect(unwanted).toEqual([])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('exits 2 on a usage error', async () => {
    expect((await run(['build', '--no-such-flag'], REPO_ROOT)).code).toBe(2)
    expect((await run(['frobnicate'], REPO_ROOT)).code).toBe(2)
    expect((await run(['serve', '--port', 'eighty'], REPO_ROOT)).code).toBe(2)
    const hosts = await run(['serve', '--allowed-hosts', 'docs.test:8080'], REPO_ROOT)
    expect(hosts.code).toBe(2)
    expect(hosts.stderr).toContain('--allowed-hosts: "docs.test:8080" is not a host name')
    const search = await run(['build', '--search', 'elastic'], REPO_ROOT)
    expect(search.code).toBe(2)
    expect(search.stderr).toContain('--search must be "local" or "algolia", got "elastic"')
  })

  it('--search local builds a site that configures algolia on the embedded index; --search algolia on the hosted one', async () => {
    const site = await copyFixtureSite('basic')
    try {
      await site.edit('site.config.ts', (t) =>
        t.replace(
          'themeConfig: {',
          "themeConfig: {\n    algolia: { appId: 'FIXTUREAPP', apiKey: 'fixture-key', indexName: 'fixture', searchParameters: { facetFilters: ['type:content'] } },",
        ),
      )
      const result = await run(['build', '--search', 'local', '--out-dir', 'out'], site.dir)
      expect(result.stderr).toBe('')
      expect(result.code).toBe(0)
      const html = await readFile(path.join(site.dir, 'out/docs/intro.html'), 'utf8')
      const data = JSON.parse(/<script id="__HD_SITE__" type="application\/json">(.*?)<\/script>/s.exec(html)![1])
      expect(data.search.backend).toBe('local')
      expect(data.search.indexParts.map((p: { tag: string }) => p.tag)).toEqual([
        'docs-default-current',
        'docs-default-1.x',
      ])
      for (const part of data.search.indexParts) expect(site.exists(`out${part.url}`)).toBe(true)
      expect(html).not.toContain('algolia.net')
      const algolia = await run(['build', '--search', 'algolia', '--out-dir', 'out'], site.dir)
      expect(algolia.code).toBe(0)
      const hosted = await readFile(path.join(site.dir, 'out/docs/intro.html'), 'utf8')
      expect(hosted).toContain('https://fixtureapp-dsn.algolia.net')
      // themeConfig.algolia.searchParameters reach the browser's search client
      expect(
        JSON.parse(/<script id="__HD_SITE__" type="application\/json">(.*?)<\/script>/s.exec(hosted)![1]).search,
      ).toMatchObject({ backend: 'algolia', searchParameters: { facetFilters: ['type:content'] } })
    } finally {
      await site.remove()
    }
  })

  it('builds a site, printing a one-line summary, and exits 0', async () => {
    const site = await copyFixtureSite('basic')
    try {
      const result = await run(['build', '--out-dir', 'out'], site.dir)
      expect(result.stderr).toBe('')
      expect(result.code).toBe(0)
      expect(result.stdout).toMatch(
        /^Built \d+ pages \(\d+ files\) into out in \d+ ms, 0 warnings, \d+ links checked\.$/m,
      )
      expect(site.exists('out/docs/intro.html')).toBe(true)
    } finally {
      await site.remove()
    }
  })

  it('build --verbose (not a terminal) prints each stage with its elapsed time before the summary; without it, only the summary', async () => {
    const site = await copyFixtureSite('basic')
    try {
      const verbose = await run(['build', '--verbose'], site.dir)
      expect(verbose.code).toBe(0)
      const lines = verbose.stdout.trim().split('\n')
      expect(lines.slice(0, -1).map((l) => l.replace(/\d+/g, 'N'))).toEqual([
        '… loading content (N ms, N MB)',
        '… rendering N pages (N ms, N MB)',
        '… writing N files (N ms, N MB)',
        'build cache: N Markdown files rendered, N reused; N pages rendered, N reused, N kept whole from the last output; search records of N pages made, N reused; N search index files made, N reused',
      ])
      expect(lines.at(-1)).toMatch(/^Built \d+ pages/)
      const plain = await run(['build'], site.dir)
      expect(plain.stdout.trim().split('\n')).toHaveLength(1)
      expect(plain.stderr).toBe('')
    } finally {
      await site.remove()
    }
  })

  it('exits 1 on broken links and lists each with its file and line, without a stack trace', async () => {
    const site = await copyFixtureSite('basic')
    try {
      await site.edit(
        'content/docs/current/api.md',
        (t) => t + '\n[one](/docs/missing-one)\n\n[two](/docs/missing-two)\n',
      )
      for (const command of [['build'], ['check-links']]) {
        const result = await run(command, site.dir)
        expect(result.code, command[0]).toBe(1)
        expect(result.stderr).toContain('2 broken link(s)')
        expect(result.stderr).toContain('content/docs/current/api.md:13')
        expect(result.stderr).toContain('content/docs/current/api.md:15')
        expect(result.stderr).not.toMatch(/\n\s+at /)
      }
      expect(site.exists('build')).toBe(false)
    } finally {
      await site.remove()
    }
  })

  it('a failed build prints the warnings it found before its errors: a link stage failure, and a content stage failure', async () => {
    const site = await copyFixtureSite('basic')
    try {
      await site.edit('content/docs/current/intro.md', (t) => t + '\n[gone](./gone.md)\n')
      await site.edit('content/docs/current/api.md', (t) => t + '\n[one](/docs/missing-one)\n')
      const links = await run(['build'], site.dir)
      expect(links.code).toBe(1)
      expect(links.stderr).toMatch(
        /^warning: content\/docs\/current\/intro\.md:\d+ {2}The Markdown link "\.\/gone\.md" does not point to a known document[\s\S]*\[broken-markdown-link\]\nerror: 1 broken link\(s\):\n {2}content\/docs\/current\/api\.md:\d+ {2}Broken link on \/docs\/api: \/docs\/missing-one/,
      )

      await site.edit('content/docs/current/api.md', (t) => t.replace('sidebar_position: 3', 'sidebar_position: first'))
      const content = await run(['build'], site.dir)
      expect(content.code).toBe(1)
      expect(content.stderr).toMatch(
        /^warning: content\/docs\/current\/intro\.md:\d+ {2}The Markdown link "\.\/gone\.md"[\s\S]*\nerror: content\/docs\/current\/api\.md:4 {2}Front matter "sidebar_position" must be a number/,
      )
    } finally {
      await site.remove()
    }
  })

  it('exits 1 with file and line on a config syntax error', async () => {
    const site = await copyFixtureSite('basic')
    try {
      await site.edit('site.config.ts', (t) => t.replace("title: 'Fixture Docs',", "title: 'Fixture Docs',,"))
      const result = await run(['build'], site.dir)
      expect(result.code).toBe(1)
      expect(result.stderr).toMatch(/site\.config\.ts:2:\d+/)
    } finally {
      await site.remove()
    }
  })

  it('check-links passes on a clean site without writing anything', async () => {
    const site = await copyFixtureSite('basic')
    try {
      const result = await run(['check-links'], site.dir)
      expect(result.code).toBe(0)
      expect(result.stdout).toMatch(/Checked \d+ links on \d+ pages: no broken links/)
      expect(site.exists('build')).toBe(false)
    } finally {
      await site.remove()
    }
  })

  it('check-links with onBrokenLinks: warn reports the broken links as warnings and says so in its summary, exit 0', async () => {
    const site = await copyFixtureSite('basic')
    try {
      await site.edit('site.config.ts', (t) => t.replace("baseUrl: '/',", "baseUrl: '/',\n  onBrokenLinks: 'warn',"))
      await site.edit(
        'content/docs/current/api.md',
        (t) => t + '\n[one](/docs/missing-one)\n\n[two](/docs/missing-two)\n',
      )
      const result = await run(['check-links'], site.dir)
      expect(result.code).toBe(0)
      expect(result.stderr).toContain('content/docs/current/api.md:13')
      expect(result.stdout).toMatch(/Checked \d+ links on \d+ pages: 2 broken links \(warnings, onBrokenLinks: warn\)/)
      expect(result.stdout).not.toContain('no broken links')
    } finally {
      await site.remove()
    }
  })
})

/** `Serving out at http://127.0.0.1:3000/` (and, watching, what follows): the folder shown and the origin */
const SERVING = /^Serving (\S+) at (http:\/\/[^\s/]+)\//m

describe('hotkeys-docs serve', () => {
  let site: Awaited<ReturnType<typeof copyFixtureSite>>
  beforeAll(async () => {
    site = await copyFixtureSite('basic')
    const built = await run(['build', '--out-dir', 'out'], site.dir)
    expect(built.code).toBe(0)
  }, 60_000)
  afterEach(stopStartedClis)
  afterAll(async () => {
    await site?.remove()
  })

  it('serves a built folder on 127.0.0.1, printing where, until it is stopped', async () => {
    const cli = start(['serve', '--port', '0', '--out-dir', 'out'], site.dir)
    try {
      const [, shown, url] = await cli.waitFor(/^Serving (\S+) at (http:\/\/\S+)$/m)
      expect(shown).toBe('out')
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
      const page = await fetch(new URL('/docs/intro', url))
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('Welcome to the fixture.')
      expect((await fetch(new URL('/docs/nope', url))).status).toBe(404)
      // SIGTERM closes the server and ends the process normally
      expect(await cli.stop()).toBe(0)
    } finally {
      await cli.stop()
    }
  })

  it('answers localhost, IP addresses and the names --allowed-hosts gives; 403 naming the option for other names', async () => {
    const cli = start(['serve', '--port', '0', '--out-dir', 'out', '--allowed-hosts', 'docs.test'], site.dir)
    try {
      const [, , url] = await cli.waitFor(SERVING)
      const port = Number(new URL(url).port)
      for (const host of ['localhost', '127.0.0.1', 'docs.test']) {
        expect((await request(port, '/docs/intro', { headers: { Host: `${host}:${port}` } })).status, host).toBe(200)
      }
      const refused = await request(port, '/docs/intro', { headers: { Host: `evil.example:${port}` } })
      expect(refused.status).toBe(403)
      expect(refused.text).toContain('--allowed-hosts evil.example')
    } finally {
      await cli.stop()
    }
  })

  it('--build builds first, then serves, in the one process; a failed build serves nothing (exit 1, file and line)', async () => {
    const copy = await copyFixtureSite('basic')
    try {
      const cli = start(['serve', '--build', '--port', '0', '--out-dir', 'built'], copy.dir)
      const [, shown, url] = await cli.waitFor(SERVING)
      expect(shown).toBe('built')
      expect(cli.output()).toMatch(/^Built \d+ pages \(\d+ files\) into built/m)
      expect(await (await fetch(new URL('/docs/intro', url))).text()).toContain('Welcome to the fixture.')
      expect(await cli.stop()).toBe(0)

      await copy.edit('site.config.ts', (t) => t.replace("title: 'Fixture Docs',", "title: 'Fixture Docs',,"))
      const failed = await run(['serve', '--build', '--port', '0', '--out-dir', 'built'], copy.dir)
      expect(failed.code).toBe(1)
      expect(failed.stderr).toMatch(/site\.config\.ts:2:\d+/)
      expect(failed.stdout).not.toContain('Serving')
    } finally {
      await copy.remove()
    }
  }, 60_000)

  it('a port in use: says so and serves on the next one', async () => {
    const held = await occupyPort()
    const cli = start(['serve', '--port', String(held.port), '--out-dir', 'out'], site.dir)
    try {
      const [, next] = await cli.waitFor(/^Port \d+ is in use, using (\d+)\.$/m)
      expect(cli.output()).toContain(`Port ${held.port} is in use, using ${next}.`)
      expect(Number(next)).toBeGreaterThan(held.port)
      const [, , url] = await cli.waitFor(SERVING)
      expect(new URL(url).port).toBe(next)
      expect((await fetch(new URL('/docs/intro', url))).status).toBe(200)
    } finally {
      await cli.stop()
      await held.release()
    }
  })

  it('a missing output folder: a clear error naming it, exit code 1', async () => {
    const result = await run(['serve', '--port', '0', '--out-dir', 'no-such-build'], site.dir)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Nothing to serve: no-such-build does not exist')
    expect(result.stderr).toContain('hotkeys-docs build')
    expect(result.stderr).not.toMatch(/\n\s+at /)
    expect(result.stdout).not.toContain('Serving')
  })

  it('--watch refusing its output folder: a clear error, exit code 1, and the early-started build worker does not keep it running', async () => {
    // (a process kept alive by the worker would never exit: the test would time out)
    const result = await run(['serve', '--watch', '--port', '0', '--out-dir', '.'], site.dir)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('holds the site itself')
    expect(result.stdout).not.toContain('Serving')
  }, 60_000)

  it('--watch builds the site, serves it with live reload (bound to 0.0.0.0: the 127.0.0.1 page connects) and stops on SIGTERM', async () => {
    const copy = await copyFixtureSite('basic')
    const cli = start(['serve', '--watch', '--port', '0', '--host', '0.0.0.0', '--out-dir', 'watch-out'], copy.dir)
    try {
      const [, shown, url] = await cli.waitFor(SERVING)
      expect(shown).toBe('watch-out')
      expect(cli.output()).toMatch(/^Built \d+ pages in \d+ ms/m)
      const port = new URL(url).port
      const page = await fetch(`http://127.0.0.1:${port}/docs/intro`)
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).toContain('Welcome to the fixture.')
      expect(html).toContain(LIVE_RELOAD_PATH)
      const socket = new WebSocket(`ws://127.0.0.1:${port}${LIVE_RELOAD_PATH}`, { origin: `http://127.0.0.1:${port}` })
      await new Promise((resolve, reject) => {
        socket.once('open', resolve)
        socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)))
        socket.once('error', reject)
      })
      socket.terminate()
      expect(await cli.stop()).toBe(0)
    } finally {
      await cli.stop()
      await copy.remove()
    }
  }, 60_000)
})
