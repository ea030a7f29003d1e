/**
 * A doc's "Edit this page" URL: front matter `custom_edit_url` (a URL, or null for none), else `docs.editUrl` — a
 * string base joined with the doc's path relative to the site dir, or a function given the doc's version, version
 * folder, file and route (Docusaurus' signature) that returns the URL or undefined. A function that throws or
 * returns something other than a string is an error naming the config path and the doc.
 */
import path from 'node:path'
import { ConfigError } from '../config/config-error.js'
import type { ResolvedConfig } from '../config/site-config.js'
import { configLocation } from '../config/config-location.js'
import { DEFAULT_LOCALE } from '../shared/constants.js'

export interface EditUrlDoc {
  /** relative to the site dir: `content/docs/current/api/use-hotkeys.md` */
  sourceFile: string
  /** the version's folder, absolute */
  versionFolder: string
  version: string
  permalink: string
  /** front matter `custom_edit_url` as written (absent, a string or null) */
  customEditUrl: unknown
}

export function docEditUrl(config: ResolvedConfig, doc: EditUrlDoc): string | undefined {
  if (doc.customEditUrl === null) return undefined
  if (typeof doc.customEditUrl === 'string') return doc.customEditUrl
  const { editUrl } = config.docs
  if (editUrl === undefined) return undefined
  if (typeof editUrl === 'string') return `${editUrl.replace(/\/$/, '')}/${doc.sourceFile}`
  const versionDocsDirPath = path.relative(config.siteDir, doc.versionFolder).split(path.sep).join('/')
  const docPath = path.relative(doc.versionFolder, path.join(config.siteDir, doc.sourceFile)).split(path.sep).join('/')
  const fail = (detail: string, cause?: unknown) => {
    return new ConfigError('config-edit-url', ['docs', 'editUrl'], `${detail} for ${doc.sourceFile}`, {
      ...configLocation(config, ['docs', 'editUrl']),
      hint: 'The function is called once per doc with { version, versionDocsDirPath, docPath, permalink, locale } and returns a URL, or undefined for no edit link.',
      cause,
    })
  }
  let url: unknown
  try {
    url = editUrl({
      version: doc.version,
      versionDocsDirPath,
      docPath,
      permalink: doc.permalink,
      locale: DEFAULT_LOCALE,
    })
  } catch (error) {
    throw fail(`the editUrl function threw "${error instanceof Error ? error.message : String(error)}"`, error)
  }
  if (url === undefined || url === null || url === '') return undefined
  if (typeof url !== 'string') throw fail(`the editUrl function returned ${typeof url}, not a URL string`)
  return url
}
