import path from 'node:path'
import { existsSync } from 'node:fs'
import { startStaticServer } from '../serve/static-server.js'
import { watchSite } from '../serve/watch-site.js'
import { openBrowser } from '../serve/open-browser.js'
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
  const shown = path.relative(process.cwd(), root) || '.'

  if (flags.watch) {
    const started = performance.now()
    const site = await watchSite({ configFile: path.resolve(flags.config), outDir: root, port, host: flags.host })
    if (site.port !== port && port !== 0) console.log(`Port ${port} is in use, using ${site.port}.`)
    console.log(`Serving ${shown} at ${site.url} and watching for changes (ready in ${Math.round(performance.now() - started)} ms).`)
    if (flags.open) openBrowser(site.url)
    const stop = (): void => {
      void site.close().finally(() => process.exit(0))
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
    return
  }

  if (!existsSync(root)) {
    throw new BuildError('serve-no-output', `Nothing to serve: ${flags.outDir} does not exist`, { hint: 'Run `hotkeys-docs build` first, or use --watch.' })
  }
  const server = await startStaticServer({ root, port, host: flags.host })
  if (server.port !== port && port !== 0) console.log(`Port ${port} is in use, using ${server.port}.`)
  console.log(`Serving ${shown} at ${server.url}`)
  if (flags.open) openBrowser(server.url)
}
