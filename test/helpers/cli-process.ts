/** A CLI process the test talks to while it runs (`serve`), reading its output as it comes. */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { REPO_ROOT } from './fixture-site.js'

const BIN = path.join(REPO_ROOT, 'bin/hotkeys-docs.js')

export interface RunningCli {
  child: ChildProcess
  /** everything printed so far */
  output(): string
  /** resolves with the first match of `pattern` in the output; rejects if the process ends first */
  waitFor(pattern: RegExp): Promise<RegExpExecArray>
  /** SIGTERM, then resolves with the exit code */
  stop(): Promise<number | null>
}

const started = new Set<RunningCli>()

/** Stops every CLI process started and not stopped yet (for afterEach/afterAll: a test that timed out leaves its process running). */
export async function stopStartedClis(): Promise<void> {
  await Promise.all([...started].map((cli) => cli.stop()))
}

/** Starts a long-running command (serve) and lets the test read its output as it comes. `bin`: another checkout's CLI. */
export function startCli(
  args: string[],
  cwd: string,
  options: { bin?: string; env?: NodeJS.ProcessEnv } = {},
): RunningCli {
  const env = { ...process.env, FORCE_COLOR: '0', ...options.env }
  const child = spawn(process.execPath, [options.bin ?? BIN, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  let exited = false
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    changed()
  })
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    changed()
  })
  const closed = new Promise<number | null>((resolve) =>
    child.once('close', (code) => {
      exited = true
      changed()
      resolve(code)
    }),
  )
  const cli: RunningCli = {
    child,
    output: () => output,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const check = (): void => {
          const match = pattern.exec(output)
          if (match) {
            listeners.delete(check)
            resolve(match)
          } else if (exited) {
            listeners.delete(check)
            reject(new Error(`the process ended without printing ${pattern}:\n${output}`))
          }
        }
        listeners.add(check)
        check()
      }),
    async stop() {
      if (!exited) child.kill('SIGTERM')
      const code = await closed
      started.delete(cli)
      return code
    },
  }
  started.add(cli)
  return cli
}
