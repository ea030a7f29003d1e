/**
 * Rules that relate two sections of the config: version names used by docs options, sidebars and the version
 * dropdown must be in `docs.versions`; two versions cannot share a URL; the algolia backend needs its settings.
 * They run even when a section has problems (every problem is reported at once), so each reads what it needs as
 * written and skips what is not there or of the wrong type (that problem is reported by the section's schema).
 */
import type { z } from 'zod'
import { quoteList } from './describe-value.js'
import { addProblem } from './problem-text.js'
import { didYouMean } from '../suggest-name.js'

type Value = Record<string, unknown>
const isObject = (value: unknown): value is Value =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const objectAt = (value: unknown, key: string): Value => (isObject(value) && isObject(value[key]) ? value[key] : {})

export function crossFieldRules(config: unknown, ctx: z.RefinementCtx): void {
  if (!isObject(config)) return
  const docs = objectAt(config, 'docs')
  const versions = Array.isArray(docs.versions)
    ? docs.versions.filter((v): v is string => typeof v === 'string')
    : ['current']
  const unknownVersion = (path: PropertyKey[], name: string, what: string) =>
    addProblem(ctx, {
      path,
      code: 'config-unknown-version',
      message: `${what} ${JSON.stringify(name)}, which is not in docs.versions${didYouMean(name, versions)}`,
      hint: `Versions in docs.versions: ${quoteList(versions)}.`,
    })

  const lastVersion = typeof docs.lastVersion === 'string' ? docs.lastVersion : undefined
  if (lastVersion !== undefined && !versions.includes(lastVersion))
    unknownVersion(['docs', 'lastVersion'], lastVersion, 'names the version')
  for (const key of ['versionOptions', 'sidebars'] as const) {
    for (const name of Object.keys(objectAt(docs, key)))
      if (!versions.includes(name)) unknownVersion(['docs', key, name], name, 'configures the version')
  }

  // two versions served under one URL segment
  const served = lastVersion ?? (versions.includes('current') ? 'current' : versions[0])
  const options = objectAt(docs, 'versionOptions')
  const byPath = new Map<string, string>()
  for (const name of new Set(versions)) {
    const own = objectAt(options, name).path
    const segment = typeof own === 'string' ? own : name === served ? '' : name
    const other = byPath.get(segment)
    if (other === undefined) byPath.set(segment, name)
    else
      addProblem(ctx, {
        path: ['docs', 'versionOptions', name, 'path'],
        message: `versions "${other}" and "${name}" are both served at ${JSON.stringify(segment || '(the docs base)')}`,
        hint: 'Give each version its own path.',
      })
  }

  const theme = objectAt(config, 'themeConfig')
  const items = objectAt(theme, 'navbar').items
  if (Array.isArray(items)) {
    items.forEach((item, index) => {
      if (!isObject(item) || item.type !== 'docsVersionDropdown' || !Array.isArray(item.versions)) return
      item.versions.forEach((name, at) => {
        if (typeof name === 'string' && !versions.includes(name))
          unknownVersion(['themeConfig', 'navbar', 'items', index, 'versions', at], name, 'the version dropdown lists')
      })
    })
  }

  if (objectAt(config, 'search').backend === 'algolia' && theme.algolia === undefined) {
    addProblem(ctx, {
      path: ['themeConfig', 'algolia'],
      code: 'config-missing-field',
      message: 'is required when search.backend is "algolia"',
      hint: 'Add themeConfig.algolia { appId, apiKey, indexName }, or set search.backend to "local".',
    })
  }
}
