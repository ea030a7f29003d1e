/**
 * Docusaurus' category index convention: a doc named `index`, `README` or after its folder (`guides/guides.md`) is
 * its folder's page: at the folder's path (`/docs/guides`), and the link of the folder's category in a generated
 * sidebar (unless `_category_.json` links another doc).
 */
import path from 'node:path'

/** Whether a doc (its path in the version's folder, without extension) is its folder's index. */
export function isCategoryIndex(relativePath: string): boolean {
  const name = path.posix.basename(relativePath).toLowerCase()
  const folder = path.posix.basename(path.posix.dirname(relativePath)).toLowerCase()
  return name === 'index' || name === 'readme' || (folder !== '.' && name === folder)
}
