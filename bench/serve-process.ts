/**
 * Runs `hotkeys-docs serve [--watch]` as its own process for the serve benchmarks, and tells when it answers: the
 * time from spawn until the server printed its address and answered a first request for a page.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'

export interface ServeProcess {
  /** `http://127.0.0.1:PORT` */
  origin: string
  /** spawn → the first page request answered (the whole body received) */
  readyMs: number
  child: ChildProcess
  output(): string
  stop(): Promise<void>
}

const SERVING = /^Serving .* at (http:\/\/[^\s/]+)\//m

export async function startServe(
  cli: string,
  args: string[],
  options: { cwd: string; firstPath: string; timeoutMs?: number },
): Promise<ServeProcess> {
  const started = performance.now()
  const child = spawn(process.execPath, [cli, 'serve', '--port', '0', ...args], {
    cwd: options.cwd,
    env: { ...process.env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let exited = false
  const exit = new Promise<void>((resolve) =>
    child.once('close', () => {
      exited = true
      resolve()
    }),
  )
  const stop = async (): Promise<void> => {
    if (exited) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exit
    clearTimeout(timer)
  }
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`serve did not start within ${options.timeoutMs ?? 60_000} ms:\n${output}`)),
        options.timeoutMs ?? 60_000,
      )
      const onData = (chunk: Buffer): void => {
        output += chunk.toString()
        const match = SERVING.exec(output)
        if (match) {
          clearTimeout(timer)
          resolve(match[1])
        }
      }
      child.stdout!.on('data', onData)
      child.stderr!.on('data', onData)
      void exit.then(() => reject(new Error(`serve exited before it was ready:\n${output}`)))
    })
    const status = await getStatus(`${origin}${options.firstPath}`)
    const readyMs = performance.now() - started
    if (status !== 200) throw new Error(`the first request for ${options.firstPath} answered ${status}`)
    return { origin, readyMs, child, output: () => output, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** One GET on a fresh connection; resolves with the status once the whole body has arrived. */
export function getStatus(url: string, headers: Record<string, string> = {}, agent?: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: agent ?? false }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}
