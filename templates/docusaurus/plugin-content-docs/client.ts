/** `@docusaurus/plugin-content-docs/client`: where Docusaurus 3 exports the docs hooks sites use. */
export { useCurrentSidebarCategory } from '../theme-common.js'
export { useActiveDocContext, useActiveVersion, useLatestVersion, useVersions } from './versions.js'
