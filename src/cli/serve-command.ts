import path from 'node:path'
import { existsSync } from 'node:fs'
import { openBrowser } from '../serve/open-browser.js'
import { parseAllowedHosts, type AllowedHosts } from '../serve/allowed-hosts.js'
import { BuildError } from '../errors.js'

interface ServeFlags {
  port: string
  host: string
  allowedHosts?: string
  outDir: string
  config: string
  build?: boolean
  watch?: boolean
  open?: boolean
  verbose?: boolean
}

export async function runServe(flags: ServeFlags): Promise<void> {
  const port = Number(flags.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`error: --port must be a number between 0 and 65535, got "${flags.port}"`)
    process.exitCode = 2
    return
  }
  let allowedHosts: AllowedHosts | undefined
  try {
    allowedHosts = flags.allowedHosts === undefined ? undefined : parseAllowedHosts(flags.allowedHosts)
  } catch (error) {
    console.error(`error: --allowed-hosts: ${(error as Error).message}`)
    process.exitCode = 2
    return
  }
  const root = path.resolve(flags.outDir)
  const shown = path.relative(process.cwd(), root) || '.'

  if (flags.watch) {
    const started = performance.now()
    // the build worker starts first: its start-up overlaps loading the watcher's modules (~60 ms)
    const { startBuildWorker, watchWorkerData } = await import('../serve/build-worker-client.js')
    const options = { configFile: path.resolve(flags.config), outDir: root, port, host: flags.host, allowedHosts }
    const firstWorker = startBuildWorker(watchWorkerData(options), { sameCode: true })
    const site = await import('../serve/watch-site.js')
      .then(({ watchSite }) => watchSite({ ...options, firstWorker }))
      .catch(async (error: unknown) => {
        await (await firstWorker).terminate()
        throw error
      })
    if (site.port !== port && port !== 0) console.log(`Port ${port} is in use, using ${site.port}.`)
    console.log(
      `Serving ${shown} at ${site.url} and watching for changes (ready in ${Math.round(performance.now() - started)} ms).`,
    )
    if (flags.open) openBrowser(site.url)
    stopOnSignals(() => site.close())
    return
  }

  // --build: the build and the server in this one process (npm start), so stopping it stops both
  if (flags.build)
    await (await import('./build-command.js')).runBuild({
      outDir: flags.outDir,
      config: flags.config,
      verbose: flags.verbose,
    })
  if (!existsSync(root)) {
    throw new BuildError('serve-no-output', `Nothing to serve: ${flags.outDir} does not exist`, {
      hint: 'Run `hotkeys-docs build` first, or use --build or --watch.',
    })
  }
  // the site's base URL comes from its config (served under it, as GitHub Pages serves a project site)
  const configFile = path.resolve(flags.config)
  const [{ loadConfig }, { startStaticServer }] = await Promise.all([
    import('../config/load-config.js'),
    import('../serve/static-server.js'),
  ])
  const baseUrl = existsSync(configFile) ? (await loadConfig(configFile)).baseUrl : '/'
  const server = await startStaticServer({ root, port, host: flags.host, allowedHosts, baseUrl })
  const url = server.url.replace(/\/$/, '') + baseUrl
  if (server.port !== port && port !== 0) console.log(`Port ${port} is in use, using ${server.port}.`)
  console.log(`Serving ${shown} at ${url}`)
  if (flags.open) openBrowser(url)
  stopOnSignals(() => server.close())
}

/**
 * SIGINT (Ctrl+C) and SIGTERM (`kill`, or npm passing on the signal it got) close the server, then the process exits
 * 0. Nothing is being written while serving. A signal during the closing is ignored: Ctrl+C under npm arrives twice
 * (from the terminal and from npm), and closing is quick (watch mode waits at most WATCH_WORKER_FINISH_MAX_MS).
 */
function stopOnSignals(close: () => Promise<void>): void {
  let stopping = false
  const stop = (): void => {
    if (stopping) return
    stopping = true
    void close().finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
