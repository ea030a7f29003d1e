import path from 'node:path'
import { existsSync } from 'node:fs'
import { startStaticServer } from '../serve/static-server.js'
import { BuildError } from '../errors.js'

interface ServeFlags {
  port: string
  host: string
  outDir: string
  config: string
  watch?: boolean
  open?: boolean
}

export async function runServe(flags: ServeFlags): Promise<void> {
  const port = Number(flags.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`error: --port must be a number between 0 and 65535, got "${flags.port}"`)
    process.exitCode = 2
    return
  }
  const root = path.resolve(flags.outDir)
  if (!existsSync(root)) {
    throw new BuildError('serve-no-output', `Nothing to serve: ${flags.outDir} does not exist`, { hint: 'Run `hotkeys-docs build` first.' })
  }
  const server = await startStaticServer({ root, port, host: flags.host })
  if (server.port !== port && port !== 0) console.log(`Port ${port} is in use, using ${server.port}.`)
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at ${server.url}`)
}
