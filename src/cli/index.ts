import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Command, CommanderError } from 'commander'
import { GENERATOR_ROOT } from '../generator-root.js'
import { findSiteConfigFile } from '../config/site-config-file.js'
import { reportFailure } from './report.js'

// Each command imports its modules when it runs: `--help` or `serve` never load the build pipeline (nor, for
// search-records, algoliasearch). No static import of a command module here: test/integration/cli.test.ts checks it.
const runBuild = async (flags: Parameters<typeof import('./build-command.js').runBuild>[0]) =>
  (await import('./build-command.js')).runBuild(flags)
const runServe = async (flags: Parameters<typeof import('./serve-command.js').runServe>[0]) =>
  (await import('./serve-command.js')).runServe(flags)
const runCheckLinks = async (flags: Parameters<typeof import('./check-links-command.js').runCheckLinks>[0]) =>
  (await import('./check-links-command.js')).runCheckLinks(flags)
const runSearchRecords = async (
  flags: Parameters<typeof import('../search/search-records-command.js').runSearchRecords>[0],
) => (await import('../search/search-records-command.js')).runSearchRecords(flags)

const CONFIG_HELP =
  'site config file (default: site.config.{ts,mts,js,mjs} in the working folder, else docusaurus.config.{js,mjs,cjs,ts,mts})'

const program = new Command()
  .name('hotkeys-docs')
  .description('A fast static-site generator for documentation sites')
  .version(
    (JSON.parse(readFileSync(path.join(GENERATOR_ROOT, 'package.json'), 'utf8')) as { version: string }).version,
    '-V, --version',
    'print the version',
  )
  .showHelpAfterError()
  .exitOverride()
  // no --config: the working folder's own config, or a Docusaurus site's (src/config/site-config-file.ts)
  .hook('preAction', (_program, command) => {
    if (command.options.some((option) => option.long === '--config') && command.getOptionValue('config') === undefined)
      command.setOptionValue('config', findSiteConfigFile(process.cwd()))
  })

program
  .command('build')
  .description('build the static site into the output folder (fails on broken links)')
  .option('--out-dir <dir>', 'output folder', 'build')
  .option('--config <file>', CONFIG_HELP)
  .option('--search <backend>', 'search backend: local or algolia (default: from the config)')
  .option(
    '--no-cache',
    'build from nothing, without reading or writing the build cache (node_modules/.cache/hotkeys-docs)',
  )
  .option('--verbose', 'print stack traces and every warning')
  .action(runBuild)

program
  .command('serve')
  .description('serve the built site on 127.0.0.1')
  .option('--port <port>', 'port', '3000')
  .option('--host <host>', 'host to bind', '127.0.0.1')
  .option(
    '--allowed-hosts <hosts>',
    'host names to answer besides localhost, IP addresses and --host (comma-separated; .example.com: it and every name under it), or all',
  )
  .option('--out-dir <dir>', 'folder to serve', 'build')
  .option('--config <file>', `${CONFIG_HELP}: its baseUrl; with --build or --watch, the site to build`)
  .option('--build', 'build the site into --out-dir first, in the same process (npm start)')
  .option('--watch', 'build, then rebuild on changes and reload the browser')
  .option('--open', 'open the browser')
  .option('--verbose', 'print stack traces')
  .action(runServe)

program
  .command('check-links')
  .description('build in memory and check every internal link and anchor (for CI)')
  .option('--config <file>', CONFIG_HELP)
  .option('--verbose', 'print stack traces and every warning')
  .action(runCheckLinks)

program
  .command('search-records')
  .description('write the search records as JSON (for a hosted index); --push sends them with ALGOLIA_ADMIN_KEY')
  .option('--config <file>', CONFIG_HELP)
  .option('--out <file>', 'output JSON file', 'search-records.json')
  .option(
    '--push',
    'also replace the records of themeConfig.algolia.indexName with them (admin key from ALGOLIA_ADMIN_KEY)',
  )
  .option('--verbose', 'print stack traces')
  .action(runSearchRecords)

try {
  await program.parseAsync(process.argv)
} catch (error) {
  if (error instanceof CommanderError) {
    process.exitCode = error.exitCode === 0 ? 0 : 2
  } else {
    process.exitCode = reportFailure(error, process.argv.includes('--verbose'))
  }
}
