import path from 'node:path'
import { build, type BuildResult } from '../build.js'
import { cleanUpOnSignal } from '../temp-folders.js'
import { reportWarnings } from './report.js'

export async function runCheckLinks(flags: { config: string; verbose?: boolean }): Promise<void> {
  const configFile = path.resolve(flags.config)
  // a dry run writes no output, but it compiles the config and the React pages in temporary folders
  const stopCleanUp = cleanUpOnSignal(path.dirname(configFile), path.join(path.dirname(configFile), 'build'))
  const result = await build({ configFile, dryRun: true }).finally(stopCleanUp)
  reportWarnings(result.warnings, flags.verbose ?? false)
  console.log(linkCheckSummary(result))
}

/**
 * The closing line of check-links. Broken links fail the run under `onBrokenLinks: 'throw'` (the default), so a
 * run that gets here with broken links has them as warnings or ignored; the line says so.
 */
export function linkCheckSummary(result: Pick<BuildResult, 'config' | 'links' | 'pages'>): string {
  const { brokenLinks, brokenAnchors, brokenImages, checkedLinks } = result.links
  const policy = result.config.onBrokenLinks
  const broken = brokenLinks.length
  const links =
    broken === 0
      ? 'no broken links'
      : `${broken} broken link${broken === 1 ? '' : 's'} (${policy === 'ignore' ? 'ignored' : 'warnings'}, onBrokenLinks: ${policy})`
  return `Checked ${checkedLinks} links on ${result.pages} pages: ${links}, ${brokenAnchors.length} broken anchor(s), ${brokenImages.length} broken image(s).`
}
