/**
 * The shape of `site.config.ts`: one schema per section (themeConfig, docs, blog… in their own files), every default,
 * and the rules that relate sections (config-cross-field-rules.ts). Every object is closed: an unknown key is a problem
 * ("did you mean …?" when a known key is close), because a silently ignored typo (`themeConfg`, `annoucementBar`) is a
 * setting that quietly does not apply; values the generator does not read belong in `customFields`. Field names follow
 * Docusaurus where one exists, so configs migrate.
 *
 * `SiteConfig` is what an author writes (defaults optional), `ParsedSiteConfig` what the later stages read; the node
 * side adds the site's folder and makes folders relative to it (src/config/resolve-config.ts).
 */
import { z } from 'zod'
import { blogConfigSchema } from './blog-config-schema.js'
import { crossFieldRules } from './config-cross-field-rules.js'
import { describeValue } from './describe-value.js'
import { docsConfigSchema } from './docs-config-schema.js'
import { addProblem, EVEN_WITH_PROBLEMS, problemText } from './problem-text.js'
import { absoluteUrlProblem, nonEmptyString, uniqueItems } from './string-schemas.js'
import { themeConfigSchema } from './theme-config-schema.js'
import { DEFAULT_LOCALE } from '../constants.js'

const brokenPolicy = z.enum(['throw', 'warn', 'ignore'])

/** the origin alone: the path goes in baseUrl */
const siteUrl = z
  .string()
  .superRefine((value, ctx) => {
    const problem = absoluteUrlProblem(value, ['http:', 'https:'])
    const url = problem ? undefined : new URL(value)
    const message =
      problem ??
      (url && (url.pathname !== '/' || url.search || url.hash)
        ? `must be the site origin only (e.g. "${url.origin}"); put the path ${describeValue(url.pathname)} in baseUrl`
        : undefined)
    if (message) addProblem(ctx, { message })
  })
  .register(problemText, {
    hint: 'url is the absolute origin the site is served from, e.g. "https://johannesklauss.github.io".',
    missing: { hint: 'The absolute origin the site is served from, e.g. url: "https://johannesklauss.github.io".' },
  })

const baseUrl = z.string().superRefine((value, ctx) => {
  if (!value.startsWith('/') || !value.endsWith('/'))
    addProblem(ctx, {
      message: `must start and end with "/" (e.g. "/" or "/my-project/"), got ${describeValue(value)}`,
    })
})

const i18nSchema = z
  .strictObject({
    defaultLocale: nonEmptyString(),
    locales: uniqueItems(z.array(nonEmptyString()).min(1)),
  })
  .superRefine((i18n, ctx) => {
    if (
      typeof i18n?.defaultLocale === 'string' &&
      Array.isArray(i18n.locales) &&
      !i18n.locales.includes(i18n.defaultLocale)
    )
      addProblem(ctx, {
        path: ['defaultLocale'],
        message: `${describeValue(i18n.defaultLocale)} is not one of i18n.locales`,
      })
  }, EVEN_WITH_PROBLEMS)
  .prefault({ defaultLocale: DEFAULT_LOCALE, locales: [DEFAULT_LOCALE] })

/** a tag every page's head gets: a `<meta>`, a `<link>` or a `<script>` (closed, with no content); a `true` attribute is written bare, a `false` one left out */
const headTagSchema = z.strictObject({
  tagName: z.enum(['link', 'meta', 'script']),
  attributes: z.record(z.string().regex(/^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/), z.union([z.string(), z.boolean()])),
})

const siteConfigFields = z
  .strictObject({
    title: nonEmptyString().register(problemText, {
      missing: { hint: 'The site title, e.g. title: "React Hotkeys Hook".' },
    }),
    tagline: z.string().optional(),
    /** between a page's title and the site's in `<title>` (`Intro | Site`), as Docusaurus' titleDelimiter */
    titleDelimiter: nonEmptyString().optional(),
    url: siteUrl,
    baseUrl: baseUrl.default('/'),
    trailingSlash: z.boolean().default(false),
    favicon: z.string().optional(),
    noIndex: z.boolean().optional(),
    organizationName: z.string().optional(),
    projectName: z.string().optional(),
    onBrokenLinks: brokenPolicy.default('throw'),
    onBrokenAnchors: brokenPolicy.default('warn'),
    onBrokenMarkdownLinks: brokenPolicy.default('warn'),
    onDuplicateRoutes: brokenPolicy.default('warn'),
    /**
     * how `.md` files are read: 'detect' as Markdown (`.mdx` files as MDX); 'mdx' (Docusaurus' default
     * `markdown.format`) an `.md` file that uses MDX's syntax (a tag, an import, an expression) as MDX
     */
    markdownFormat: z.enum(['detect', 'mdx']).default('detect'),
    /** HTML comments (`<!-- … -->`) in MDX are dropped as in Markdown (Docusaurus' `markdown.mdx1Compat.comments`) */
    mdxHtmlComments: z.boolean().default(false),
    /** extra tags for every page's <head> */
    headTags: z.array(headTagSchema).optional(),
    i18n: i18nSchema,
    themeConfig: themeConfigSchema.register(problemText, {
      missing: {
        hint: 'themeConfig holds the navbar and footer: themeConfig: { navbar: { title, items: [] }, footer: { links: [] } }.',
      },
    }),
    docs: docsConfigSchema,
    blog: blogConfigSchema,
    /** content folders, relative to the site dir */
    contentDir: nonEmptyString().default('content'),
    staticDir: nonEmptyString().default('static'),
    /** the Markdown and React pages' folder, relative to the site dir (default: pages in contentDir) */
    pagesDir: nonEmptyString().optional(),
    /**
     * the site's own stylesheets, relative to the site dir, loaded after the theme's with the Infima layer before them
     * (Docusaurus' `theme.customCss`): the `--ifm-*` variables they set recolour the theme
     */
    customCss: z.array(nonEmptyString()).default([]),
    /** `llms.txt` settings */
    llms: z
      .strictObject({
        title: z.string().optional(),
        description: z.string().optional(),
        order: z.array(nonEmptyString()).optional(),
      })
      .optional(),
    /** which search backend the site uses: 'auto' is the hosted one (algolia) when configured, else the local one */
    search: z.strictObject({ backend: z.enum(['auto', 'algolia', 'local']).default('auto') }).prefault({}),
    /** values of the author's own; the generator ignores them (every other unknown key is a config error) */
    customFields: z.record(z.string(), z.unknown()).optional(),
  })
  .superRefine(crossFieldRules, EVEN_WITH_PROBLEMS)
  .describe('an object (export default defineConfig({ … }))')
  .register(problemText, { unknownKeyHint: 'Put values of your own under customFields.' })

export const siteConfigSchema = siteConfigFields.transform(({ url, docs, blog, ...config }) => ({
  ...config,
  /** the origin, without a trailing slash */
  url: url.replace(/\/+$/, ''),
  docs: { ...docs, dir: docs.dir ?? `${config.contentDir}/docs` },
  pagesDir: config.pagesDir ?? `${config.contentDir}/pages`,
  blog: blog === false ? blog : { ...blog, dir: blog.dir ?? `${config.contentDir}/blog` },
}))

/** The top-level keys of the config. */
export const SITE_CONFIG_KEYS: readonly string[] = Object.keys(siteConfigFields.shape)

/** The config as an author writes it (`export default defineConfig({ … })`). */
export type SiteConfig = z.input<typeof siteConfigSchema>
/** The config with every default: what the build reads. */
export type ParsedSiteConfig = z.output<typeof siteConfigSchema>
