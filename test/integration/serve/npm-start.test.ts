/**
 * `npm start`, exactly as package.json has it, on a copy of the fixture site: it builds and serves; stopping the
 * npm process (SIGTERM: `kill <npm pid>`; SIGINT: what npm passes on for Ctrl+C) stops the server, and no process
 * it started is left. Linux only (the process tree is read from /proc), like the rest of the suite.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { copyFixtureSite, REPO_ROOT } from '../../helpers/fixture-site.js'

type FixtureCopy = Awaited<ReturnType<typeof copyFixtureSite>>

let npm: ChildProcess | undefined
let site: FixtureCopy | undefined
/** every process the test saw under npm, for afterEach to stop should an assertion fail first */
let seen: number[] = []

afterEach(async () => {
  for (const pid of seen) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // gone, as it should be
    }
  }
  seen = []
  if (npm && npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL')
  npm = undefined
  await site?.remove()
  site = undefined
})

/** Each process's parent, from /proc. */
function parentsOfProcesses(): Map<number, number> {
  const parentOf = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // `pid (comm) state ppid …`; comm may hold spaces and parentheses, so read after the last ')'
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // ended meanwhile
    }
  }
  return parentOf
}

/** The processes under `pid` (children, their children…). */
function descendantsOf(pid: number, parentOf: Map<number, number>): number[] {
  const found: number[] = []
  const walk = (parent: number): void => {
    for (const [child, ppid] of parentOf) {
      if (ppid === parent) {
        found.push(child)
        walk(child)
      }
    }
  }
  walk(pid)
  return found
}

const running = (pid: number): boolean => {
  try {
    // a zombie has no cmdline left: it has ended, its parent just has not collected it
    return existsSync(`/proc/${pid}`) && readFileSync(`/proc/${pid}/cmdline`, 'utf8') !== ''
  } catch {
    return false
  }
}

function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<RegExpExecArray> {
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString()
      const match = pattern.exec(output)
      if (match) resolve(match)
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', () => reject(new Error(`npm ended without printing ${pattern}:\n${output}`)))
  })
}

describe('npm start', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'builds and serves in one process; %s to npm stops the server and leaves no process behind',
    async (signal) => {
      site = await copyFixtureSite('basic')
      npm = spawn(
        'npm',
        ['start', '--', '--port', '0', '--config', site.file('site.config.ts'), '--out-dir', site.file('out')],
        {
          cwd: REPO_ROOT,
          env: { ...process.env, FORCE_COLOR: '0' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      const exited = new Promise<void>((resolve) => npm!.once('exit', () => resolve()))
      const [, url] = await waitForOutput(npm, /^Serving \S+ at (http:\/\/\S+)$/m)
      expect(site.exists('out/docs/intro.html')).toBe(true)
      expect(await (await fetch(new URL('docs/intro', url))).text()).toContain('Welcome to the fixture.')

      const parentOf = parentsOfProcesses()
      seen = descendantsOf(npm.pid!, parentOf)
      const argv = (pid: number): string[] => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      const servers = seen.filter(
        (pid) => /(^|\/)node$/.test(argv(pid)[0]) && argv(pid).some((arg) => arg.endsWith('hotkeys-docs.js')),
      )
      expect(servers, 'one node process runs the build and the server').toHaveLength(1)
      // not under a shell: npm passes the signal on to its script's process, and a shell would not pass it further
      expect(parentOf.get(servers[0]), 'the server is the process npm started').toBe(npm.pid)

      npm.kill(signal)
      await exited
      // npm ends once its script's process has: by then nothing answers on the port
      await expect(fetch(new URL('docs/intro', url))).rejects.toThrow()
      expect(running(servers[0])).toBe(false)
      // what the server started (esbuild's service) ends when it sees its parent gone
      while (seen.some(running)) await new Promise((resolve) => setTimeout(resolve, 20))
      expect(npm.exitCode ?? npm.signalCode).toBe(0)
    },
    120_000,
  )
})
