import path from 'node:path'
import { cachedBuild } from '../cache/cached-build.js'
import { cleanUpOnSignal } from '../temp-folders.js'
import { reportWarnings } from './report.js'
import { createProgressReporter } from './progress.js'

interface BuildFlags {
  outDir: string
  config: string
  search?: string
  /** false with --no-cache */
  cache?: boolean
  verbose?: boolean
}

/**
 * Set to 1, the build stops once every file is staged, prints `holding before commit` and waits to be
 * signalled: the tests of interrupted builds (test/integration/interrupted-build.test.ts) interrupt it there.
 */
const HOLD_BEFORE_COMMIT = 'HOTKEYS_DOCS_TEST_HOLD_BEFORE_COMMIT'

export async function runBuild(flags: BuildFlags): Promise<void> {
  if (flags.search && flags.search !== 'local' && flags.search !== 'algolia') {
    console.error(`error: --search must be "local" or "algolia", got "${flags.search}"`)
    process.exitCode = 2
    return
  }
  const progress = createProgressReporter(flags.verbose ?? false)
  const configFile = path.resolve(flags.config)
  const outDir = path.resolve(flags.outDir)
  // Ctrl+C, SIGTERM or SIGHUP during the build: its temporary folders go with it
  const stopCleanUp = cleanUpOnSignal(path.dirname(configFile), outDir)
  const options = {
    configFile,
    outDir,
    searchBackend: flags.search as 'local' | 'algolia' | undefined,
    onProgress: progress.report,
    onLongWork: progress.longWork,
    beforeCommit: process.env[HOLD_BEFORE_COMMIT] === '1' ? holdUntilSignalled : undefined,
  }
  // the pipeline is loaded by the build that needs it: a warm build with nothing to do does not
  const result = await (flags.cache === false
    ? import('../build.js')
        .then(({ build }) => build(options))
        .then((built) => ({ ...built, checkedLinks: built.links.checkedLinks, reusedOutput: false }))
    : cachedBuild(options)
  ).finally(() => {
    stopCleanUp()
    progress.done()
  })
  reportWarnings(result.warnings, flags.verbose ?? false)
  if (flags.verbose && 'markdown' in result)
    console.log(
      result.reusedOutput
        ? 'build cache: nothing changed since the last build, the output folder is kept as it is'
        : `build cache: ${result.markdown.rendered} Markdown files rendered, ${result.markdown.reused} reused; ${result.routes.rendered} pages rendered, ${result.routes.reused} reused, ${result.documents.kept} kept whole from the last output; search records of ${result.searchRecords.extracted} pages made, ${result.searchRecords.reused} reused; ${result.searchIndex.indexed} search index files made, ${result.searchIndex.reused} reused`,
    )
  console.log(
    `Built ${result.pages} pages (${result.files} files) into ${path.relative(process.cwd(), result.outDir) || '.'} in ${Math.round(result.durationMs)} ms, ${result.warnings.length} warning${result.warnings.length === 1 ? '' : 's'}, ${result.checkedLinks} links checked.`,
  )
}

function holdUntilSignalled(): Promise<void> {
  console.error(`holding before commit (${HOLD_BEFORE_COMMIT})`)
  // a timer keeps the process alive; a signal ends it
  setInterval(() => {}, 60_000)
  return new Promise(() => {})
}
