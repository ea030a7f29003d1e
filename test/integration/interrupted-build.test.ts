/**
 * A build stopped while it writes its output (Ctrl+C, SIGTERM, SIGKILL) leaves no temporary folder in sight, keeps
 * the previous output, and adds nothing to `git status`. The build is held at a fixed point (every file staged, the
 * output not replaced yet) by the CLI's test hook, so the signal always lands there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, utimes } from 'node:fs/promises'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import fg from 'fast-glob'
import { copyFixtureSite, REPO_ROOT } from '../helpers/fixture-site.js'
import { startCli, stopStartedClis } from '../helpers/cli-process.js'

const BIN = path.join(REPO_ROOT, 'bin/hotkeys-docs.js')
const HOLD = { HOTKEYS_DOCS_TEST_HOLD_BEFORE_COMMIT: '1' }
// the held builds run with --no-cache: the site is unchanged since the first build, which the build cache would
// report again without staging anything

function run(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { cwd, env: { ...process.env, FORCE_COLOR: '0' } },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr })
      },
    )
  })
}

/** Every file of a folder with a hash of its bytes. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const files = (await fg('**/*', { cwd: dir, dot: true })).sort()
  return Object.fromEntries(
    await Promise.all(
      files.map(async (f) => [
        f,
        createHash('sha1')
          .update(await readFile(path.join(dir, f)))
          .digest('hex'),
      ]),
    ),
  )
}

/** A pid no process has: one of a process that has ended. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!
}

describe('an interrupted build', () => {
  let site: Awaited<ReturnType<typeof copyFixtureSite>>
  let tempRoot: string
  let goodOutput: Record<string, string>
  let siteEntries: string[]
  const git = (...args: string[]) => execFileSync('git', args, { cwd: site.dir, encoding: 'utf8' })
  const tempFolders = async () =>
    existsSync(tempRoot) ? (await readdir(tempRoot)).filter((name) => name !== '.gitignore') : []

  beforeAll(async () => {
    site = await copyFixtureSite('basic')
    // a site as authors have it: its own node_modules (packages resolve from the repository's above it), in git
    await mkdir(site.file('node_modules'))
    await site.write('.gitignore', 'node_modules/\nbuild/\n')
    git('init', '-q')
    git('add', '.')
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.test', 'commit', '-qm', 'site')
    tempRoot = site.file('node_modules/.cache/hotkeys-docs/tmp')
    const first = await run(['build'], site.dir)
    expect(first.code, first.stderr).toBe(0)
    goodOutput = await snapshot(site.file('build'))
    siteEntries = (await readdir(site.dir)).sort()
  })
  afterAll(async () => {
    await stopStartedClis()
    await site.remove()
  })

  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)(
    '%s while the output is written: the process ends by it, no temporary folder is left, the previous output is intact',
    async (signal) => {
      const cli = startCli(['build', '--no-cache'], site.dir, { env: HOLD })
      await cli.waitFor(/holding before commit/)
      // held with the new output staged, out of sight
      expect(await tempFolders()).toEqual([expect.stringMatching(new RegExp(`^output-${cli.child.pid}-`))])
      expect(Object.keys(await snapshot(path.join(tempRoot, (await tempFolders())[0])))).toContain('docs/intro.html')

      const closed = once(cli.child, 'close')
      cli.child.kill(signal)
      const [code, endedBy] = await closed
      expect([code, endedBy]).toEqual([null, signal])
      await cli.stop()

      expect(await tempFolders()).toEqual([])
      expect(await snapshot(site.file('build'))).toEqual(goodOutput)
      expect((await readdir(site.dir)).sort()).toEqual(siteEntries)
      expect(git('status', '--porcelain')).toBe('')
    },
  )

  it('SIGKILL leaves the staging folder, out of sight; the next build removes it', async () => {
    const cli = startCli(['build', '--no-cache'], site.dir, { env: HOLD })
    await cli.waitFor(/holding before commit/)
    cli.child.kill('SIGKILL')
    await cli.stop()
    expect(await tempFolders()).toEqual([expect.stringMatching(new RegExp(`^output-${cli.child.pid}-`))])
    expect(await snapshot(site.file('build'))).toEqual(goodOutput)
    expect(git('status', '--porcelain')).toBe('')

    const next = await run(['build'], site.dir)
    expect(next.code, next.stderr).toBe(0)
    expect(await tempFolders()).toEqual([])
    expect((await readdir(site.dir)).sort()).toEqual(siteEntries)
    expect(git('status', '--porcelain')).toBe('')
  })

  it('a build removes only folders whose owner has ended: those of a build running alongside stay', async () => {
    const running = path.join(tempRoot, `output-${process.pid}-Alive1`)
    const ended = path.join(tempRoot, `pages-${deadPid()}-Ended1`)
    await mkdir(running, { recursive: true })
    await mkdir(ended)
    try {
      const result = await run(['build'], site.dir)
      expect(result.code, result.stderr).toBe(0)
      expect(await tempFolders()).toEqual([path.basename(running)])
    } finally {
      await rm(running, { recursive: true, force: true })
    }
  })

  it('removes what earlier versions left in sight: stale .build.tmp-* / .build.old-* beside the output, hour-old .hotkeys-docs-tmp-* in the site', async () => {
    const pid = deadPid()
    const leftovers = [
      `.build.tmp-${pid}-1795683896929`,
      `.build.old-${pid}-1795683896929`,
      '.hotkeys-docs-tmp-pages-Xy12Ab',
      '.hotkeys-docs-tmp-config-Qw34Er',
    ]
    for (const name of leftovers) await mkdir(site.file(`${name}/docs`), { recursive: true })
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    for (const name of leftovers.slice(2)) await utimes(site.file(name), twoHoursAgo, twoHoursAgo)
    // a fresh one may belong to a build of an earlier version running now: it stays
    await mkdir(site.file('.hotkeys-docs-tmp-pages-Fresh1'))
    try {
      const result = await run(['build'], site.dir)
      expect(result.code, result.stderr).toBe(0)
      expect((await readdir(site.dir)).sort()).toEqual([...siteEntries, '.hotkeys-docs-tmp-pages-Fresh1'].sort())
    } finally {
      await rm(site.file('.hotkeys-docs-tmp-pages-Fresh1'), { recursive: true, force: true })
    }
  })
})

/** /dev/shm is a file system of its own (tmpfs) on Linux: an output there cannot be renamed from the site's cache folder. */
const OTHER_FILE_SYSTEM = '/dev/shm'
const otherFileSystem = existsSync(OTHER_FILE_SYSTEM) && statSync(OTHER_FILE_SYSTEM).dev !== statSync(REPO_ROOT).dev

describe.skipIf(!otherFileSystem)('an output on another file system than the site', () => {
  it('is staged beside the output in a hidden, git-ignored folder, and an interrupted build leaves nothing in it', async () => {
    const site = await copyFixtureSite('basic')
    const elsewhere = await mkdtemp(path.join(OTHER_FILE_SYSTEM, 'hd-out-'))
    const outDir = path.join(elsewhere, 'build')
    try {
      const result = await run(['build', '--out-dir', outDir], site.dir)
      expect(result.code, result.stderr).toBe(0)
      expect(existsSync(path.join(outDir, 'docs/intro.html'))).toBe(true)
      const good = await snapshot(outDir)

      const cli = startCli(['build', '--no-cache', '--out-dir', outDir], site.dir, { env: HOLD })
      await cli.waitFor(/holding before commit/)
      expect(await readdir(path.join(elsewhere, '.hotkeys-docs-tmp'))).toEqual(
        ['.gitignore', expect.stringMatching(/^output-\d+-/)].sort(),
      )
      const closed = once(cli.child, 'close')
      cli.child.kill('SIGTERM')
      await closed
      await cli.stop()

      expect((await readdir(elsewhere)).sort()).toEqual(['.hotkeys-docs-tmp', 'build'])
      expect(await readdir(path.join(elsewhere, '.hotkeys-docs-tmp'))).toEqual(['.gitignore'])
      expect(await readFile(path.join(elsewhere, '.hotkeys-docs-tmp/.gitignore'), 'utf8')).toMatch(/^\*$/m)
      expect(await snapshot(outDir)).toEqual(good)
    } finally {
      await rm(elsewhere, { recursive: true, force: true })
      await site.remove()
    }
  })
})
