/**
 * A page whose document the previous output already holds, byte for byte, is neither made nor written again: its
 * HTML and route data files are linked from the previous output (output/output-target.ts `keep`), and what the link
 * check and the warnings need of it (its links, ids and render problems) comes from where the build cache kept it
 * (cache/document-entries.ts), so its kept React markup is not even read.
 *
 * Whether the document is the same is told by a key of everything it is made from (documentKey): the page's route
 * data, the site data (the build id and the search index's file names included: neither changes with a page's text,
 * render/build-site-data.ts), the config, the page's assets and extra head tags, the versions of the compiled modules
 * it renders, and the files it goes to. The templates' code is the generator's, whose version names the build
 * cache's folder.
 */
import { createHash } from 'node:crypto'
import type { NavbarItemFailure } from '../../templates/index.js'
import type { PageLinks } from '../links/extract-html-links.js'
import type { Route } from '../routes/route.js'

/** What the build needs of a page besides its files: its links and ids (link check), its render's problems (warnings). */
export interface PageFacts {
  links: PageLinks
  problems: NavbarItemFailure[]
}

/** The previous output's documents, as the build cache knows them (cache/document-entries.ts). */
export interface DocumentReuse {
  /**
   * The facts of `route`'s document when the previous output holds a document of this key in `files` (paths
   * relative to the output folder) and they are as that build left them; the build then keeps those files.
   */
  reuse(route: Route, key: string, files: string[]): PageFacts | undefined
  /** where a file of the previous output is (absolute) */
  previousFile(file: string): string
  /** `route`'s document was made by this build, with this key */
  remember(route: Route, key: string, facts: PageFacts): void
}

/** The values a page's document is made from, each as text (JSON or a digest); see the header. */
export interface DocumentInputs {
  /** a digest of what is the same for every page of this build (site data, config, extra head tags) */
  site: string
  /** a digest of the route's data (render/route-data-json.ts) */
  data: string
  /** the versions of the compiled modules the route renders */
  modules: string[]
  /** the page's assets (CSS, entry, preloads) as JSON */
  assets: string
  canonicalPath: string
  /** the output files of the page: its HTML, its route data */
  files: string[]
}

export function documentKey(inputs: DocumentInputs): string {
  return createHash('sha256').update(JSON.stringify(inputs)).digest('base64')
}

/** A digest of the parts of a document every page of a build shares. */
export function sharedDocumentDigest(parts: unknown[]): string {
  return createHash('sha256')
    .update(JSON.stringify(parts, (_key, value) => (typeof value === 'function' ? String(value) : value)))
    .digest('base64')
}
