import type { NavbarDocsVersionDropdownItem } from '../../src/shared/schemas/navbar-schema.js'
import type { VersionMeta } from '../../src/shared/types.js'
import { activeVersion, browsedVersion, type NavbarContext, type NavbarDropdownModel } from './navbar-model.js'

/**
 * One entry per docs version. On a doc, each entry leads to the same doc in that version, or to that version's
 * main doc when the doc does not exist there.
 */
export function resolveDocsVersionDropdownNavbarItem(
  item: NavbarDocsVersionDropdownItem,
  context: NavbarContext,
): NavbarDropdownModel {
  const { site, route } = context
  const versions: VersionMeta[] = item.versions
    ? item.versions.map((name) => {
        const version = site.versions.find((v) => v.name === name)
        if (!version) {
          throw new Error(
            `docsVersionDropdown names version "${name}", which does not exist (known versions: ${site.versions.map((v) => v.name).join(', ')})`,
          )
        }
        return version
      })
    : site.versions
  const browsed = browsedVersion(context)
  const shown = activeVersion(context)
  return {
    kind: 'dropdown',
    label: shown.label,
    mobileLabel: 'Versions',
    active: !item.dropdownActiveClassDisabled && browsed !== undefined,
    className: item.className,
    items: versions.map((version) => {
      const href = (route.kind === 'doc' && version.docPaths[route.docId]) || version.mainDocPath
      return {
        kind: 'link',
        label: version.label,
        href,
        external: false,
        active: version.name === shown.name,
        current: route.path === href,
        docsVersionName: version.name,
      }
    }),
  }
}
