/** `docs`: where the docs are, their versions and sidebars, and where "Edit this page" leads. */
import { z } from 'zod'
import { describeValue } from './describe-value.js'
import { addProblem } from './problem-text.js'
import { routeBase } from './route-base.js'
import { sidebarItemSchema } from './sidebar-config-schema.js'
import { editUrlSchema } from './edit-url-schema.js'
import { nonEmptyString, uniqueItems } from './string-schemas.js'
import { DOCS_BASE_PATH } from '../constants.js'

/** What an `editUrl` function is given about a doc (as Docusaurus gives it). */
export interface EditUrlParams {
  /** version name: `current`, `4.x`… */
  version: string
  /** the version's folder, relative to the site dir: `content/docs/current` */
  versionDocsDirPath: string
  /** the doc's file inside that folder: `api/use-hotkeys.md` */
  docPath: string
  /** the doc's route: `/docs/api/use-hotkeys` */
  permalink: string
  locale: string
}
export type EditUrlFunction = (params: EditUrlParams) => string | undefined

const versionName = nonEmptyString().refine((name) => !/[/\\]/.test(name), 'must not contain a slash')

const versionOptionsSchema = z.strictObject({
  /** label shown in the dropdown, e.g. '5.0' */
  label: nonEmptyString().optional(),
  /** URL segment under the docs base, e.g. '4.x'; '' for the latest version */
  path: z
    .string()
    .superRefine((path, ctx) => {
      if (path.startsWith('/') || path.endsWith('/'))
        addProblem(ctx, {
          message: `is a URL segment under the docs base, without slashes at either end, got ${describeValue(path)}`,
        })
    })
    .optional(),
  banner: z.enum(['none', 'unmaintained', 'unreleased']).optional(),
  badge: z.boolean().optional(),
  /**
   * the version's folder, relative to the site dir (default: the folder named after the version in `docs.dir`);
   * a Docusaurus site's are `docs` and `versioned_docs/version-<name>`
   */
  dir: nonEmptyString().optional(),
})

const docsEditUrlSchema = editUrlSchema<EditUrlFunction>()

export const docsConfigSchema = z
  .strictObject({
    /** folder holding one sub-folder per version, relative to the site dir (default: docs in contentDir) */
    dir: nonEmptyString().optional(),
    /** URL base of the docs */
    routeBasePath: nonEmptyString().default(DOCS_BASE_PATH).transform(routeBase),
    /** version names, newest first; 'current' is the folder `current` */
    versions: uniqueItems(z.array(versionName).min(1)).default(['current']),
    /** which version is served at the base path (default 'current', else the first version) */
    lastVersion: nonEmptyString().optional(),
    versionOptions: z.record(z.string(), versionOptionsSchema).optional(),
    /** explicit sidebars per version and name; when absent a `tutorialSidebar` is generated from the folder */
    sidebars: z.record(z.string(), z.record(z.string(), z.array(sidebarItemSchema))).optional(),
    /** where a doc's "Edit this page" link leads (edit-url-schema.ts) */
    editUrl: docsEditUrlSchema.optional(),
    /** whether sidebar categories can be folded by the reader (a category's own `collapsible` wins) */
    sidebarCollapsible: z.boolean().default(false),
    /** whether a foldable category starts folded (a category's own `collapsed` wins) */
    sidebarCollapsed: z.boolean().default(true),
    showLastUpdateTime: z.boolean().optional(),
    /**
     * which files of a version's folder are docs: globs relative to it (default every `.md` and `.mdx`), less
     * `exclude`'s; partials (`_name.md`, `_folder/`) and `__tests__` are never docs
     */
    include: z.array(nonEmptyString()).min(1).optional(),
    exclude: z.array(nonEmptyString()).optional(),
    /**
     * true: each version's root path (/docs, /docs/4.x) is a page showing its main doc, the doc with id `intro`
     * (else the first listed). false (Docusaurus' layout): no page there unless a doc's slug is the root, and the main
     * doc (where the version dropdown and `docsVersion` items lead) is that doc, else the first doc of the version's
     * first sidebar.
     */
    versionRootPages: z.boolean().default(true),
  })
  .prefault({})
  .transform(({ lastVersion, ...docs }) => ({
    ...docs,
    lastVersion: lastVersion ?? (docs.versions.includes('current') ? 'current' : docs.versions[0]),
  }))

export type DocsConfig = z.input<typeof docsConfigSchema>
export type DocsVersionConfig = z.output<typeof versionOptionsSchema>
