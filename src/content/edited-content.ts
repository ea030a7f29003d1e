/**
 * The content after an edit of docs files, derived from the content of the build before it by the content stage's
 * own per-file steps (readDocSource, docEntryOf, readCategories, assembleVersion): only the edited files are read
 * and rendered, and only the versions holding them are assembled again. Watch mode's quick pass renders the open
 * pages from it before the rebuild (serve/quick-pages.ts); the rebuild then loads everything as usual.
 *
 * Declines (undefined) whatever it cannot derive exactly as loadContent() would, leaving it to the rebuild: a file
 * that is no doc or category file the previous content was read from (an added or deleted file, a blog post, a
 * page), a doc whose id or URL changed, an `.mdx` doc or an `.md` one read as MDX (whether it needs a component
 * module is the module listing's call), on a site with its own src/theme/Admonition a doc with an admonition (the site's component renders it from a
 * component module, which only the rebuild compiles), live code blocks (compiled by their own stage), and any error
 * (the rebuild reports it).
 */
import path from 'node:path'
import type { ResolvedConfig } from '../config/site-config.js'
import type { DocEntry, SiteContent, VersionContent } from './content-types.js'
import { assembleVersion, docEntryOf, docMarkdownOptions, readDocSource, type VersionPlan } from './load-docs.js'
import type { MarkdownRenderer } from './markdown-renderer.js'
import { numberedFolderCategories, readCategories } from './read-categories.js'
import { markdownLinkResolver } from './resolve-markdown-link.js'
import { isInside } from '../is-inside.js'
import { sitesOwnAdmonition } from '../bundle/site-theme-component.js'
import { needsComponentModule } from '../markdown/render-markdown.js'
import { readsAsMdx } from '../markdown/markdown-format.js'

export interface EditedContent {
  content: SiteContent
  /** the names of the versions assembled again */
  versions: ReadonlySet<string>
}

/** `changedFiles`: absolute paths. */
export function editedContent(
  config: ResolvedConfig,
  previous: SiteContent,
  changedFiles: readonly string[],
  renderMarkdown: MarkdownRenderer,
): EditedContent | undefined {
  const edits = new Map<VersionContent, { docs: string[]; categories: boolean }>()
  for (const file of changedFiles) {
    const version = previous.versions.find((v) => v.plan && isInside(file, v.plan.folder))
    if (!version?.plan) return undefined
    const relative = path.relative(version.plan.folder, file).split(path.sep).join('/')
    const edit = edits.get(version) ?? { docs: [], categories: false }
    edits.set(version, edit)
    if (version.plan.categoryFiles.includes(relative)) edit.categories = true
    else if (relative.endsWith('.md') && version.plan.files.includes(relative)) edit.docs.push(relative)
    else return undefined
  }
  if (edits.size === 0) return undefined

  // relative `.md` links resolve through every doc's route, as in loadContent()
  const routeOfSource = new Map<string, string>()
  for (const v of previous.versions)
    for (const d of v.docs) if (!d.generatedIndex) routeOfSource.set(d.sourceFile, d.permalink)
  const render: MarkdownRenderer = (source, options) =>
    renderMarkdown(source, {
      ...options,
      resolveMarkdownLink: markdownLinkResolver(routeOfSource, options.file, options.siteDir),
    })

  const versions = new Map<VersionContent, VersionContent>()
  for (const [version, edit] of edits) {
    const plan = version.plan!
    const docs = editedDocs(config, version, plan, edit.docs, render)
    const categories = edit.categories ? readVersionCategories(config, plan) : version.categories
    if (!docs || !categories) return undefined
    const assembled = assembleVersion(config, plan, docs, categories)
    if (assembled.errors.length > 0) return undefined
    versions.set(version, assembled.version)
  }
  return {
    content: { ...previous, versions: previous.versions.map((v) => versions.get(v) ?? v) },
    versions: new Set([...versions.keys()].map((v) => v.meta.name)),
  }
}

/** The version's authored docs, the edited ones read and rendered again (undefined: one cannot be derived). */
function editedDocs(
  config: ResolvedConfig,
  version: VersionContent,
  plan: VersionPlan,
  files: string[],
  render: MarkdownRenderer,
): DocEntry[] | undefined {
  const authored = version.docs.filter((d) => !d.generatedIndex)
  const ownAdmonition = sitesOwnAdmonition(config.siteDir)
  const replaced = new Map<DocEntry, DocEntry>()
  for (const file of files) {
    const old = authored.find((d) => d.sourceFile === path.relative(config.siteDir, path.join(plan.folder, file)))
    const read = readDocSource(config, plan, file, true)
    if (!old || !read.source || read.errors.length > 0) return undefined
    if (read.source.id !== old.id || read.source.permalink !== old.permalink) return undefined
    const options = { ...docMarkdownOptions(config, read.source), admonitionComponent: true }
    // an `.md` doc read as MDX (markdown-format.ts) may need a component module, as an `.mdx` doc may
    if (readsAsMdx(read.source.body, options)) return undefined
    if (ownAdmonition && needsComponentModule(read.source.body, options)) return undefined
    const entry = docEntryOf(config, plan, read.source, render)
    const doc = entry.doc
    if (!doc || entry.errors.length > 0 || doc.markdown.liveBlocks.length > 0) return undefined
    if (old.markdown.liveBlocks.length > 0 || old.markdown.contentModule) return undefined
    replaced.set(old, old.lastUpdated ? { ...doc, lastUpdated: old.lastUpdated } : doc)
  }
  return authored.map((d) => replaced.get(d) ?? d)
}

function readVersionCategories(config: ResolvedConfig, plan: VersionPlan) {
  const read = readCategories(config, plan.folder, plan.categoryFiles)
  return read.errors.length > 0 ? undefined : numberedFolderCategories(plan.files, read.categories)
}
