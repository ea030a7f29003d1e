/**
 * The CPU time of each thread of a running process, from the kernel's accounting (`/proc/<pid>/task/<tid>/stat`,
 * Linux only; elsewhere nothing): what a build's busiest thread costs. On a machine other builds keep busy, wall
 * time says little about work spread over threads; on an idle one with a core for each busy thread, a stage split
 * over threads takes about as long as its busiest thread. Sampled every `everyMs` while the process runs (a thread that ends keeps its
 * last reading).
 */
import { readdirSync, readFileSync } from 'node:fs'

export interface ThreadCpu {
  tid: number
  /** the kernel's name of the thread (`node`, or what the runtime named it) */
  name: string
  cpuMs: number
  /** the process's main thread (its id is the process's) */
  main: boolean
}

/** ticks per second of the kernel's CPU accounting (USER_HZ) */
const TICKS_PER_SECOND = 100

/** Samples the threads of the process `pid()` names (undefined until it is known) until `stop()`. */
export function sampleThreadCpu(pid: () => number | undefined, everyMs = 200): { stop(): ThreadCpu[] } {
  const threads = new Map<number, ThreadCpu>()
  const sample = () => {
    const id = pid()
    if (id !== undefined) for (const thread of readThreads(id)) threads.set(thread.tid, thread)
  }
  const timer = setInterval(sample, everyMs)
  return {
    stop() {
      sample()
      clearInterval(timer)
      return [...threads.values()].sort((a, b) => b.cpuMs - a.cpuMs)
    },
  }
}

/** The first child of process `pid` (the command GNU time runs), if it has one yet. */
export function childOf(pid: number): number | undefined {
  try {
    const first = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/)[0]
    return first ? Number(first) : undefined
  } catch {
    return undefined
  }
}

function readThreads(pid: number): ThreadCpu[] {
  let tids: string[]
  try {
    tids = readdirSync(`/proc/${pid}/task`)
  } catch {
    return []
  }
  const threads: ThreadCpu[] = []
  for (const tid of tids) {
    try {
      threads.push(parseStat(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'), pid))
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return threads
}

/** `tid (name) state … utime stime …` (proc(5): utime and stime are the 14th and 15th fields, in ticks) */
export function parseStat(stat: string, pid: number): ThreadCpu {
  const open = stat.indexOf('(')
  const close = stat.lastIndexOf(')')
  const tid = Number(stat.slice(0, open).trim())
  const fields = stat
    .slice(close + 2)
    .trim()
    .split(' ')
  // fields[0] is the state (3rd field): utime is fields[11], stime fields[12]
  const ticks = Number(fields[11]) + Number(fields[12])
  return { tid, name: stat.slice(open + 1, close), cpuMs: (ticks * 1000) / TICKS_PER_SECOND, main: tid === pid }
}
