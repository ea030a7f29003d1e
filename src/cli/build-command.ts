import path from 'node:path'
import { build } from '../build.js'
import { reportWarnings } from './report.js'
import { createProgressReporter } from './progress.js'

interface BuildFlags {
  outDir: string
  config: string
  search?: string
  verbose?: boolean
}

export async function runBuild(flags: BuildFlags): Promise<void> {
  if (flags.search && flags.search !== 'local' && flags.search !== 'algolia') {
    console.error(`error: --search must be "local" or "algolia", got "${flags.search}"`)
    process.exitCode = 2
    return
  }
  const progress = createProgressReporter(flags.verbose ?? false)
  const result = await build({
    configFile: path.resolve(flags.config),
    outDir: path.resolve(flags.outDir),
    searchBackend: flags.search as 'local' | 'algolia' | undefined,
    onProgress: progress.report,
  }).finally(progress.done)
  reportWarnings(result.warnings, flags.verbose ?? false)
  console.log(
    `Built ${result.pages} pages (${result.files} files) into ${path.relative(process.cwd(), result.outDir) || '.'} in ${Math.round(result.durationMs)} ms, ${result.warnings.length} warning${result.warnings.length === 1 ? '' : 's'}, ${result.links.checkedLinks} links checked.`,
  )
}
