/**
 * `hotkeys-docs search-records [--out file] [--push]`: writes the site's search records (the same records
 * the embedded index holds, with absolute URLs) as JSON, so a team can fill a hosted index without running
 * a crawler; `--push` replaces themeConfig.algolia's index's records with them (algoliasearch's
 * replaceAllObjects, see push-search-records.ts), with the admin key from the ALGOLIA_ADMIN_KEY environment variable (never from the config).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { build } from '../build.js'
import { loadComponentPages, type ComponentPageModule } from '../render/load-component-pages.js'
import type { SearchRecord } from '../shared/search/search-types.js'
import { siteSearchRecords } from './build-search-assets.js'
import { ADMIN_KEY_ENV, pushSearchRecords, type PushOptions } from './push-search-records.js'

export interface SearchRecordsFlags {
  config: string
  out: string
  push?: boolean
  verbose?: boolean
}

/** Builds the site in memory and returns its search records. */
export async function collectSearchRecords(
  configFile: string,
): Promise<{ records: SearchRecord[]; algolia?: { appId: string; indexName: string } }> {
  // the build's own React pages (their meta gives the home page its title), captured rather than loaded twice
  let componentPages: Record<string, ComponentPageModule> = {}
  const capturePages: typeof loadComponentPages = async (...args) =>
    (componentPages = await loadComponentPages(...args))
  const result = await build({
    configFile: path.resolve(configFile),
    dryRun: true,
    searchBackend: 'local',
    stages: { loadComponentPages: capturePages },
  })
  const algolia = result.config.themeConfig.algolia
  return {
    records: siteSearchRecords(result.config, result.routes, componentPages),
    ...(algolia ? { algolia: { appId: algolia.appId, indexName: algolia.indexName } } : {}),
  }
}

export async function runSearchRecords(
  flags: SearchRecordsFlags,
  push: (records: SearchRecord[], options: PushOptions) => Promise<unknown> = pushSearchRecords,
): Promise<void> {
  const { records, algolia } = await collectSearchRecords(flags.config)
  const out = path.resolve(flags.out)
  await mkdir(path.dirname(out), { recursive: true })
  await writeFile(out, JSON.stringify(records, null, 2) + '\n')
  console.log(`Wrote ${records.length} search records to ${path.relative(process.cwd(), out) || out}.`)
  if (!flags.push) return
  const apiKey = process.env[ADMIN_KEY_ENV] ?? ''
  if (!algolia) {
    console.error('error: --push needs themeConfig.algolia { appId, indexName } in the site config.')
    process.exitCode = 1
    return
  }
  if (!apiKey) {
    console.error(
      `error: --push needs an admin API key in the ${ADMIN_KEY_ENV} environment variable (it is never read from the config).`,
    )
    process.exitCode = 1
    return
  }
  await push(records, { appId: algolia.appId, indexName: algolia.indexName, apiKey })
  console.log(`Pushed ${records.length} records to the index ${algolia.indexName}.`)
}
