/**
 * Keep-alive HTTP clients on loopback for a load run (bench/serve-load.ts, and the watch server's load test): each
 * client sends the probes in turn, one request at a time, until the run's bound is reached. An error is a failed
 * request or a status other than the probe's.
 */
import http from 'node:http'

/** One kind of request and the status it must get. */
export interface Probe {
  path: string
  status: number
  headers?: Record<string, string>
}

export interface LoadRun {
  /** each request's time, sorted */
  latencies: number[]
  /** one line per error: path, and what went wrong */
  failures: string[]
  seconds: number
}

/** `connections` clients against `origin` until `until` (a number of requests, or seconds) is reached. */
export async function runLoad(
  origin: string,
  probes: Probe[],
  options: { connections: number; until: { requests: number } | { seconds: number } },
): Promise<LoadRun> {
  const { hostname, port } = new URL(origin)
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const latencies: number[] = []
  const failures: string[] = []
  let next = 0
  const started = performance.now()
  const { until } = options
  const more =
    'requests' in until ? () => next < until.requests : () => performance.now() < started + until.seconds * 1000
  async function client(): Promise<void> {
    while (more()) {
      const probe = probes[next++ % probes.length]
      const t = performance.now()
      try {
        const status = await get(agent, hostname, Number(port), probe)
        if (status !== probe.status) failures.push(`${probe.path}: ${status}, expected ${probe.status}`)
      } catch (error) {
        failures.push(`${probe.path}: ${(error as Error).message}`)
      }
      latencies.push(performance.now() - t)
    }
  }
  await Promise.all(Array.from({ length: options.connections }, client))
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return { latencies, failures, seconds }
}

function get(agent: http.Agent, host: string, port: number, probe: Probe): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host, port, path: probe.path, headers: probe.headers, agent }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}
