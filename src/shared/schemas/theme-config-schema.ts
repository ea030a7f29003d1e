/** `themeConfig`: what the theme shows around the content (navbar, footer, colours, search, table of contents). */
import { z } from 'zod'
import { algoliaSchema } from './algolia-schema.js'
import { footerSchema } from './footer-schema.js'
import { navbarSchema } from './navbar-schema.js'
import { DEFAULT_PRISM_THEMES, PRISM_THEME_NAMES } from './prism-theme-names.js'
import { addProblem, EVEN_WITH_PROBLEMS, problemText } from './problem-text.js'
import { nonEmptyString } from './string-schemas.js'

const colorModeSchema = z
  .strictObject({
    defaultMode: z.enum(['light', 'dark']).default('light'),
    disableSwitch: z.boolean().default(false),
    respectPrefersColorScheme: z.boolean().default(false),
  })
  .prefault({})

/**
 * A theme of the site's own, in prism-react-renderer's shape (what a Docusaurus site writes in
 * `src/prism/theme.js`): plain colours and token styles. Keys the stylesheet does not use are accepted as written.
 */
const prismThemeObject = z.looseObject({
  plain: z.looseObject({ color: z.string().optional(), backgroundColor: z.string().optional() }),
  styles: z.array(
    z.looseObject({
      types: z.array(z.string()),
      languages: z.array(z.string()).optional(),
      style: z.record(z.string(), z.union([z.string(), z.number()])),
    }),
  ),
})

/** a code colour theme: the name of a prism-react-renderer theme, or a theme of the site's own */
const prismTheme = (fallback: (typeof DEFAULT_PRISM_THEMES)[keyof typeof DEFAULT_PRISM_THEMES]) =>
  z.union([z.enum(PRISM_THEME_NAMES), prismThemeObject]).default(fallback)

export type PrismThemeObject = z.output<typeof prismThemeObject>

/** code colours for light and dark mode */
export const prismSchema = z
  .strictObject({
    theme: prismTheme(DEFAULT_PRISM_THEMES.theme),
    darkTheme: prismTheme(DEFAULT_PRISM_THEMES.darkTheme),
    /** Prism languages (ids or aliases: `python`, `yaml`) highlighted beyond the built-in ones */
    additionalLanguages: z.array(nonEmptyString()).optional(),
  })
  .prefault({})

const announcementBarSchema = z.strictObject({
  id: nonEmptyString().register(problemText, {
    missing: { hint: 'The id is stored when a reader closes the bar; change it to show a new announcement again.' },
  }),
  /** trusted HTML from the site author */
  content: z.string(),
  closeable: z.boolean().optional(),
  backgroundColor: z.string().optional(),
  textColor: z.string().optional(),
})

const headingLevel = z.int().min(2).max(6)
/** The default levels apply after the check, which compares only levels the author wrote. */
const tableOfContentsSchema = z
  .strictObject({ minHeadingLevel: headingLevel.optional(), maxHeadingLevel: headingLevel.optional() })
  .superRefine((levels, ctx) => {
    const { minHeadingLevel: min, maxHeadingLevel: max } = levels ?? {}
    if (typeof min === 'number' && typeof max === 'number' && min > max)
      addProblem(ctx, { path: ['minHeadingLevel'], message: `must not be greater than maxHeadingLevel (${max})` })
  }, EVEN_WITH_PROBLEMS)
  .prefault({})
  .transform((levels) => ({
    minHeadingLevel: levels.minHeadingLevel ?? 2,
    maxHeadingLevel: levels.maxHeadingLevel ?? 3,
  }))

export const themeConfigSchema = z.strictObject({
  navbar: navbarSchema,
  /** no footer when absent (Docusaurus renders none without one) */
  footer: footerSchema.optional(),
  colorMode: colorModeSchema,
  prism: prismSchema,
  announcementBar: announcementBarSchema.optional(),
  algolia: algoliaSchema.optional(),
  tableOfContents: tableOfContentsSchema,
})

export type ThemeConfig = z.input<typeof themeConfigSchema>
export type ResolvedThemeConfig = z.output<typeof themeConfigSchema>
export type AnnouncementBarConfig = z.output<typeof announcementBarSchema>
export type PrismConfig = z.output<typeof prismSchema>
