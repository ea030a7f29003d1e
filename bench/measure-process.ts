/**
 * Runs one command in a fresh process and measures it end to end: wall time from spawn to exit, and the peak
 * resident set size of the process (worker threads included) as the kernel reports it to GNU time
 * (`/usr/bin/time -f %M`: the largest of the process and the children it waited for, e.g. esbuild's service).
 * Without /usr/bin/time the RSS is left out.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { childOf, sampleThreadCpu, type ThreadCpu } from './thread-cpu.js'

const GNU_TIME = '/usr/bin/time'

export interface ProcessRun {
  wallMs: number
  /** peak RSS in MB, when /usr/bin/time is available */
  peakRssMb?: number
  /** CPU time in ms (user + system, children included), when /usr/bin/time is available */
  cpuMs?: number
  /** with `threads`: each thread's CPU time, busiest first (Linux; bench/thread-cpu.ts) */
  threads?: ThreadCpu[]
  exitCode: number
  stdout: string
  stderr: string
}

export interface RunOptions {
  cwd: string
  env?: NodeJS.ProcessEnv
  /** kill the process after this long (default 15 minutes) */
  timeoutMs?: number
  /** sample the CPU time of each of the command's threads (ProcessRun.threads) */
  threads?: boolean
}

export async function runMeasured(command: string, args: string[], options: RunOptions): Promise<ProcessRun> {
  const useTime = existsSync(GNU_TIME)
  const tempDir = useTime ? await mkdtemp(path.join(os.tmpdir(), 'hd-bench-time-')) : undefined
  const timeFile = tempDir ? path.join(tempDir, 'time.txt') : undefined
  const [file, argv] = timeFile ? [GNU_TIME, ['-f', '%M %U %S', '-o', timeFile, command, ...args]] : [command, args]
  const started = performance.now()
  let threads: ThreadCpu[] | undefined
  const { exitCode, stdout, stderr } = await new Promise<{ exitCode: number; stdout: string; stderr: string }>(
    (resolve, reject) => {
      const child = spawn(file, argv, {
        cwd: options.cwd,
        env: options.env ?? process.env,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let out = ''
      let err = ''
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
      const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 15 * 60_000)
      // the command itself is GNU time's child
      const sampler = options.threads
        ? sampleThreadCpu(() => (child.pid === undefined ? undefined : timeFile ? childOf(child.pid) : child.pid))
        : undefined
      child.on('error', (error) => {
        sampler?.stop()
        reject(error)
      })
      child.on('exit', () => {
        threads = sampler?.stop()
      })
      child.on('close', (code) => {
        clearTimeout(timer)
        resolve({ exitCode: code ?? 1, stdout: out, stderr: err })
      })
    },
  )
  const wallMs = performance.now() - started
  const run: ProcessRun = { wallMs, exitCode, stdout, stderr, ...(threads && { threads }) }
  if (timeFile && tempDir) {
    const text = await readFile(timeFile, 'utf8').catch(() => '')
    // GNU time writes "Command exited with non-zero status N" first when the command failed
    const match = /(\d+) ([\d.]+) ([\d.]+)\s*$/.exec(text.trim())
    if (match) {
      run.peakRssMb = Number(match[1]) / 1024
      run.cpuMs = (Number(match[2]) + Number(match[3])) * 1000
    }
    await rm(tempDir, { recursive: true, force: true })
  }
  return run
}
