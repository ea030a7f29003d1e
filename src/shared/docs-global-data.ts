/**
 * Docusaurus' global data of one docs version (what its docs plugin gives `useGlobalData` and its version hooks), made
 * here once for both sides:
 * - the build (src/routes/global-data.ts), for the pages whose code reads the global data: from the version's whole
 *   doc list, with what only the build knows (drafts, unlisted docs, each doc's sidebar);
 * - the theme's version hooks (`@docusaurus/plugin-content-docs/client`), on any page: from the site data's version
 *   (VersionMeta), whose `docPaths` may be trimmed on a large site (render/site-data-for-page.ts).
 */
import type { VersionMeta } from './types.js'

/** the id of a generated index page of the docs (content/generated-index-doc.ts): `category:` and its route */
export const GENERATED_INDEX_ID_PREFIX = 'category:'

export interface GlobalDoc {
  id: string
  path: string
  unlisted?: true
  sidebar?: string
}

export interface GlobalVersion {
  name: string
  label: string
  isLast: boolean
  path: string
  mainDocId: string
  docs: GlobalDoc[]
  draftIds: string[]
  sidebars: Record<string, { link?: { path: string; label: string } }>
}

/** A doc of the version as its source knows it: id and route, and the build's flags. */
export interface VersionDoc {
  id: string
  permalink: string
  draft?: boolean
  unlisted?: boolean
}

export type VersionFields = Pick<VersionMeta, 'name' | 'label' | 'isLast' | 'path' | 'mainDocId' | 'sidebars'>

/**
 * The version as Docusaurus' global data has it: paths under the base URL (`under`), drafts only by id, a generated
 * index page by its slug in the version (`/category/guides`) after the docs, each doc's sidebar when `sidebarOf`
 * knows it.
 */
export function globalVersion(
  version: VersionFields,
  docs: readonly VersionDoc[],
  under: (path: string) => string,
  sidebarOf: (path: string) => string | undefined = () => undefined,
): GlobalVersion {
  const doc = (id: string, path: string, unlisted: boolean): GlobalDoc => {
    const sidebar = sidebarOf(path)
    return {
      id,
      path: under(path),
      ...(unlisted && { unlisted: true as const }),
      ...(sidebar !== undefined && { sidebar }),
    }
  }
  const listed = docs.filter((entry) => !entry.draft)
  const isIndex = (entry: VersionDoc) => entry.id.startsWith(GENERATED_INDEX_ID_PREFIX)
  return {
    name: version.name,
    label: version.label,
    isLast: version.isLast,
    path: under(version.path),
    mainDocId: version.mainDocId,
    docs: [
      ...listed.filter((e) => !isIndex(e)).map((e) => doc(e.id, e.permalink, e.unlisted === true)),
      ...listed.filter(isIndex).map((e) => doc(slugIn(version.path, e.permalink), e.permalink, false)),
    ],
    draftIds: docs.filter((entry) => entry.draft).map((entry) => entry.id),
    sidebars: Object.fromEntries(
      Object.entries(version.sidebars).map(([name, { link }]) => [
        name,
        link ? { link: { path: under(link.path), label: link.label } } : {},
      ]),
    ),
  }
}

/** The docs the site data's version knows: its `docPaths` (doc id → route). */
export function docsOfPaths(docPaths: Record<string, string>): VersionDoc[] {
  return Object.entries(docPaths).map(([id, permalink]) => ({ id, permalink }))
}

/** a page's path inside its version's (`/docs/category/guides` in `/docs` → `/category/guides`) */
function slugIn(versionPath: string, permalink: string): string {
  const base = versionPath.replace(/\/$/, '')
  return permalink.startsWith(`${base}/`) ? permalink.slice(base.length) : permalink
}
