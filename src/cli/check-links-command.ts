import path from 'node:path'
import { build } from '../build.js'
import { reportWarnings } from './report.js'

export async function runCheckLinks(flags: { config: string; verbose?: boolean }): Promise<void> {
  const result = await build({ configFile: path.resolve(flags.config), dryRun: true })
  reportWarnings(result.warnings, flags.verbose ?? false)
  console.log(`Checked ${result.links.checkedLinks} links on ${result.pages} pages: no broken links, ${result.links.brokenAnchors.length} broken anchor(s).`)
}
