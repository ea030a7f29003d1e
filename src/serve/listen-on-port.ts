/**
 * Hand-written: sirv is a request handler only; the port fallback and the errors' hints are this CLI's.
 *
 * Binds an http.Server: the requested port, or — unless strictPort — the next free one of the following
 * PORT_FALLBACK_ATTEMPTS ports. A taken port is reported as a BuildError the CLI prints with its hint.
 */
import type { Server } from 'node:http'
import { BuildError } from '../errors.js'
import { PORT_FALLBACK_ATTEMPTS } from './serve-constants.js'

const MAX_PORT = 65535

function listenOnce(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => {
      server.off('listening', onListening)
      reject(error)
    }
    const onListening = (): void => {
      server.off('error', onError)
      resolve()
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen(port, host)
  })
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined
}

/** Resolves with the port actually bound (the OS's pick for port 0). */
export async function listenOnPort(
  server: Server,
  options: { port: number; host: string; strictPort: boolean },
): Promise<number> {
  const { port, host, strictPort } = options
  const lastPort = strictPort || port === 0 ? port : Math.min(port + PORT_FALLBACK_ATTEMPTS, MAX_PORT)
  for (let candidate = port; candidate <= lastPort; candidate++) {
    try {
      await listenOnce(server, candidate, host)
      const address = server.address()
      return typeof address === 'object' && address ? address.port : candidate
    } catch (error) {
      const code = errorCode(error)
      if (code === 'EADDRINUSE') continue
      if (code === 'EACCES') {
        throw new BuildError('port-not-permitted', `Not allowed to listen on port ${candidate} (${host}).`, {
          hint: 'Ports below 1024 need extra privileges; pick another with --port <number>.',
          cause: error,
        })
      }
      if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
        throw new BuildError('host-not-available', `Cannot listen on host ${host}: no such local address.`, {
          hint: 'Use --host 127.0.0.1 (this machine only) or --host 0.0.0.0 (every network interface).',
          cause: error,
        })
      }
      throw error
    }
  }
  if (strictPort || lastPort === port) {
    throw new BuildError('port-in-use', `Port ${port} is in use.`, {
      hint: `Stop the program using port ${port}, or pick another port with --port <number> (--port 0 lets the system choose).`,
    })
  }
  throw new BuildError('port-in-use', `Ports ${port}–${lastPort} are all in use.`, {
    hint: 'Stop the programs using them, or pick another port with --port <number> (--port 0 lets the system choose).',
  })
}
