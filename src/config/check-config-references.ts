/**
 * Config checks that need the loaded content (spec §8): navbar items naming sidebars, docs and versions that
 * must exist. Pure: the build calls it once the docs versions are known and reports the errors with the rest.
 *
 * Which version must hold the target follows how the item resolves in the browser:
 * - `docSidebar`: links to the sidebar's first link in the version being browsed, so every version needs the
 *   sidebar, and the sidebar needs a link.
 * - `docsVersion` with `docId`: links to that doc in the version being browsed, so every version needs the doc.
 * - `doc`: links to the doc in the browsed version when it has it, else in the latest version (`docs.lastVersion`),
 *   so the latest version needs the doc.
 * - `docsVersionDropdown` with `versions`: every named version must exist.
 */
import type { BuildError } from '../errors.js'
import { ConfigError, type ConfigPath } from './config-error.js'
import { configLocator } from './config-location.js'
import type { ResolvedConfig } from './site-config.js'
import { suggestName } from '../shared/suggest-name.js'

export interface ConfigReferenceContent {
  versions: Array<{ name: string; docIds: string[]; sidebars: Record<string, { firstLink?: string }> }>
}

export function checkConfigReferences(config: ResolvedConfig, content: ConfigReferenceContent): BuildError[] {
  const errors: BuildError[] = []
  // the config is parsed for the lines at the first error, once
  const locate = configLocator(config)
  const add = (code: string, path: ConfigPath, detail: string, hint?: string) => {
    errors.push(new ConfigError(code, path, detail, { ...locate(path), hint }))
  }
  const versionNames = content.versions.map((v) => v.name)
  const latest = content.versions.find((v) => v.name === config.docs.lastVersion) ?? content.versions[0]

  config.themeConfig.navbar.items.forEach((item, index) => {
    const path = ['themeConfig', 'navbar', 'items', index]
    switch (item.type) {
      case 'docSidebar': {
        const lacking = content.versions.filter((v) => !(item.sidebarId in v.sidebars))
        if (lacking.length > 0) {
          const known = [...new Set(content.versions.flatMap((v) => Object.keys(v.sidebars)))]
          const suggestion = suggestName(item.sidebarId, known)
          add(
            'config-missing-sidebar',
            [...path, 'sidebarId'],
            `docSidebar item names the sidebar "${item.sidebarId}", which ${versionList(lacking.map((v) => v.name))} ${lacking.length === 1 ? 'does' : 'do'} not have${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
            `Sidebars: ${known.map((s) => JSON.stringify(s)).join(', ') || '(none)'}.`,
          )
          break
        }
        const empty = content.versions.filter((v) => v.sidebars[item.sidebarId].firstLink === undefined)
        if (empty.length > 0) {
          add(
            'config-sidebar-without-link',
            [...path, 'sidebarId'],
            `docSidebar item links to the sidebar "${item.sidebarId}", which has no link in ${versionList(empty.map((v) => v.name))}`,
            'Add a doc to that sidebar, or link the navbar item to a doc with type "doc".',
          )
        }
        break
      }
      case 'docsVersion': {
        if (item.docId === undefined) break
        const lacking = content.versions.filter((v) => !v.docIds.includes(item.docId!))
        if (lacking.length > 0) {
          add(
            'config-missing-doc',
            [...path, 'docId'],
            `docsVersion item names the doc "${item.docId}", which ${versionList(lacking.map((v) => v.name))} ${lacking.length === 1 ? 'does' : 'do'} not have`,
            docIdHint(item.docId, lacking[0].docIds, 'every version links to it'),
          )
        }
        break
      }
      case 'doc': {
        if (latest && !latest.docIds.includes(item.docId)) {
          add(
            'config-missing-doc',
            [...path, 'docId'],
            `doc item names the doc "${item.docId}", which the latest version "${latest.name}" does not have`,
            docIdHint(item.docId, latest.docIds, 'the latest version is the fallback for every page'),
          )
        }
        break
      }
      case 'docsVersionDropdown': {
        item.versions?.forEach((name, at) => {
          if (!versionNames.includes(name)) {
            const suggestion = suggestName(name, versionNames)
            add(
              'config-unknown-version',
              [...path, 'versions', at],
              `the version dropdown lists the version "${name}", which does not exist${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
              `Versions: ${versionNames.map((v) => JSON.stringify(v)).join(', ')}.`,
            )
          }
        })
        break
      }
      default:
        break
    }
  })
  return errors
}

function versionList(names: string[]): string {
  return `version${names.length === 1 ? '' : 's'} ${names.map((n) => JSON.stringify(n)).join(', ')}`
}

function docIdHint(docId: string, docIds: string[], why: string): string {
  const suggestion = suggestName(docId, docIds)
  const some = docIds.slice(0, 12).join(', ') + (docIds.length > 12 ? ', …' : '')
  return `${suggestion ? `Did you mean "${suggestion}"? ` : ''}The doc must exist because ${why}. Doc ids there: ${some || '(none)'}.`
}
