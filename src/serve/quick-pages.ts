/**
 * Watch mode's quick pass: before a rebuild, the open pages an edit of docs files changes, rendered from the
 * previous build's content with the edited files derived into it (content/edited-content.ts) by that build's
 * renderer (build.ts PageRenderer). A request for one of them is answered at once (early-pages.ts), so at 10,000
 * pages a saved edit shows without waiting for the work every rebuild does over the whole site. The rebuild that
 * follows loads everything as usual; its files replace these.
 *
 * The pages rendered are the open ones that are doc pages of an edited version, and the edited docs' own pages (the
 * likeliest to be asked for next, open or not); any other page, and any edit the content cannot be derived for,
 * waits for the rebuild.
 */
import path from 'node:path'
import type { PageRenderer } from '../build.js'
import { editedContent } from '../content/edited-content.js'
import type { MarkdownRenderer } from '../content/markdown-renderer.js'
import { tableRoute } from '../routes/build-route-table.js'
import { routesOfDoc } from '../routes/doc-routes.js'
import type { Route } from '../routes/route.js'

export interface QuickPage {
  path: string
  files: Array<[file: string, text: string]>
}

/** `changedFiles`: absolute paths; `firstPaths`: the open pages' route paths. */
export function quickPages(
  renderer: PageRenderer,
  changedFiles: readonly string[],
  firstPaths: readonly string[],
  renderMarkdown: MarkdownRenderer,
): QuickPage[] {
  if (changedFiles.length === 0) return []
  const edited = editedContent(renderer.config, renderer.content, changedFiles, renderMarkdown)
  if (!edited) return []
  const previous = new Map(renderer.routes.map((route) => [route.path, route]))
  const editedSources = new Set(changedFiles.map((file) => path.relative(renderer.config.siteDir, file)))
  const editedPaths = renderer.routes.filter((r) => editedSources.has(r.sourceFile)).map((r) => r.path)
  const routes: Route[] = []
  for (const routePath of new Set([...firstPaths, ...editedPaths])) {
    const before = previous.get(routePath)?.data
    if (before?.kind !== 'doc' || !edited.versions.has(before.version)) continue
    const version = edited.content.versions.find((v) => v.meta.name === before.version)
    const doc = version?.docs.find((d) => d.id === before.docId)
    if (!version || !doc) continue
    const route = routesOfDoc(version, doc, renderer.config.docs.versionRootPages)
      .map(tableRoute)
      .find((r) => r.path === routePath)
    if (route) routes.push(route)
  }
  return routes.length > 0 ? renderer.render(edited.content, routes) : []
}
