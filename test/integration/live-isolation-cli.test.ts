/**
 * `hotkeys-docs build` with live blocks that try to escape (issue 13, item 7), through the CLI as authors run it:
 * a block that never ends stops the build with its file and line (the build ends, non-zero, the previous output
 * kept), and a block cannot put the build's environment into the site.
 */
import fg from 'fast-glob'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LIVE_RENDER_TIME_LIMIT_MS } from '../../src/live/live-renderer.js'
import { startCli, stopStartedClis } from '../helpers/cli-process.js'
import { copyFixtureSite } from '../helpers/fixture-site.js'

const FENCE = '```'
const SECRET = 'hd-live-secret-0c4b7e'

type Site = Awaited<ReturnType<typeof copyFixtureSite>>

/** Runs `hotkeys-docs build` in the site (the secret in its environment) to its end. */
async function buildSite(site: Site): Promise<{ code: number | null; output: string }> {
  const cli = startCli(['build'], site.dir, { env: { HD_LIVE_SECRET: SECRET } })
  const code = await new Promise<number | null>((resolve) =>
    cli.child.exitCode !== null ? resolve(cli.child.exitCode) : cli.child.once('close', resolve),
  )
  await cli.stop()
  return { code, output: cli.output() }
}

/** The text of every file in the site's output folder. */
async function outputText(site: Site): Promise<string> {
  const files = await fg('**/*', { cwd: site.file('build'), dot: true })
  return (await Promise.all(files.map((file) => readFile(path.join(site.file('build'), file), 'utf8')))).join('\n')
}

function page(title: string, ...blocks: string[][]): string {
  return ['---', `title: ${title}`, '---', '', `# ${title}`, '', ...blocks.flatMap((block) => [...block, '']), ''].join(
    '\n',
  )
}

describe('live blocks through `hotkeys-docs build`', { timeout: 120_000 }, () => {
  let site: Site
  let intro: string

  beforeAll(async () => {
    site = await copyFixtureSite('basic')
    const first = await buildSite(site)
    expect(first.code, first.output).toBe(0)
    intro = await site.read('build/docs/intro.html')
  }, 120_000)
  afterEach(() => stopStartedClis())
  afterAll(() => site?.remove())

  it('a block that never ends, inline or noInline: the build fails at each file and line and keeps the previous output', async () => {
    await site.write(
      'content/docs/current/hang.md',
      page(
        'Hang',
        [FENCE + 'jsx live', 'function Spin() {', '  while (true) {}', '}', FENCE],
        [FENCE + 'jsx live noInline', 'for (;;) {}', 'render(<p />)', FENCE],
      ),
    )
    const { code, output } = await buildSite(site)
    expect(code).not.toBe(0)
    expect(code).not.toBeNull()
    for (const line of [7, 13])
      expect(output).toContain(
        `content/docs/current/hang.md:${line}  Live code did not finish rendering within ${LIVE_RENDER_TIME_LIMIT_MS} ms`,
      )
    expect(output).toMatch(/look for an endless loop/)
    expect(site.exists('build/docs/hang.html')).toBe(false)
    expect(await site.read('build/docs/intro.html')).toBe(intro)
  })

  it("a block that reads the build's environment fails the build; the secret is in neither the report nor the site", async () => {
    await site.write(
      'content/docs/current/hang.md',
      page('Leak', [FENCE + 'jsx live', '<p>{process.env.HD_LIVE_SECRET}</p>', FENCE]),
    )
    const { code, output } = await buildSite(site)
    expect(code).not.toBe(0)
    expect(output).toContain('content/docs/current/hang.md:8  Live code uses `process`, which is not in its scope')
    expect(output).not.toContain(SECRET)
    expect(await outputText(site)).not.toContain(SECRET)
  })

  it('a block that looks for a way out renders what it finds: nothing of the build', async () => {
    const probe = [
      FENCE + 'jsx live noInline',
      'const found = [typeof process, typeof require, typeof fetch, typeof globalThis.Buffer, String(globalThis.HD_LIVE_SECRET)]',
      'let fn',
      "try { fn = typeof (function () { return this })().constructor.constructor('return 1') } catch (e) { fn = e.name }",
      'render(<p id="probe">{found.join(" ")} {fn}</p>)',
      FENCE,
    ]
    await site.write('content/docs/current/hang.md', page('Probe', probe))
    const { code, output } = await buildSite(site)
    expect(code, output).toBe(0)
    expect(await site.read('build/docs/hang.html')).toContain(
      '<p id="probe">undefined undefined undefined undefined undefined<!-- --> <!-- -->EvalError</p>',
    )
    expect(await outputText(site)).not.toContain(SECRET)
  })
})
