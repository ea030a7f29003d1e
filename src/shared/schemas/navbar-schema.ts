/**
 * `themeConfig.navbar`: the title, the logo and the items, one schema per item `type` (Docusaurus' names). A
 * top-level item is placed right unless it says otherwise (spec §2); the plain links of a dropdown have no position.
 */
import { z } from 'zod'
import { describeValue } from './describe-value.js'
import { linkTargetFields, withLinkTargetRule } from './link-schema.js'
import { problemText } from './problem-text.js'
import { nonEmptyString, uniqueItems } from './string-schemas.js'
import { didYouMean } from '../suggest-name.js'

export const NAVBAR_ITEM_TYPES = [
  'default',
  'docsVersion',
  'docsVersionDropdown',
  'docSidebar',
  'doc',
  'dropdown',
  'search',
  'localeDropdown',
  'html',
] as const

const position = z.enum(['left', 'right'])
export type NavbarPosition = z.output<typeof position>
/** what every item has besides its type */
const itemFields = {
  position: position.default('right'),
  label: z.string().optional(),
  className: z.string().optional(),
}
/** a field every item of its type needs; `hint` says what to write */
const required = (schema: z.ZodString, hint: string) => schema.register(problemText, { missing: { hint } })

/** A plain link: `to` is an internal route, `href` an external URL. */
const linkFields = {
  type: z.literal('default').optional(),
  label: z.string(),
  ...linkTargetFields(),
  /** highlight the item when the current path starts with this prefix */
  activeBasePath: z.string().optional(),
}
const linkItem = withLinkTargetRule(z.strictObject({ ...itemFields, ...linkFields }))
/** a dropdown's entry: a plain link without a position */
const dropdownLink = withLinkTargetRule(z.strictObject({ ...itemFields, position: position.optional(), ...linkFields }))
/** A plain link, at the top level or in a dropdown. */
export type NavbarLinkItem = z.output<typeof dropdownLink>

/** Links to the main doc (or `docId`) of the version being browsed (or the latest / preferred one). */
const docsVersionItem = z.strictObject({
  ...itemFields,
  type: z.literal('docsVersion'),
  label: required(z.string(), 'A docsVersion item shows a label, e.g. label: "Documentation".'),
  docId: nonEmptyString().optional(),
})
export type NavbarDocsVersionItem = z.output<typeof docsVersionItem>

const docsVersionDropdownItem = z.strictObject({
  ...itemFields,
  type: z.literal('docsVersionDropdown'),
  /** restrict / order the versions shown (names: 'current', '4.x', …); default: all */
  versions: uniqueItems(z.array(nonEmptyString())).optional(),
  dropdownActiveClassDisabled: z.boolean().optional(),
})
export type NavbarDocsVersionDropdownItem = z.output<typeof docsVersionDropdownItem>

/** Links to the first doc of a sidebar of the browsed version. */
const docSidebarItem = z.strictObject({
  ...itemFields,
  type: z.literal('docSidebar'),
  sidebarId: required(nonEmptyString(), 'Name the sidebar to link to, e.g. sidebarId: "tutorialSidebar".'),
  label: z.string(),
})
export type NavbarDocSidebarItem = z.output<typeof docSidebarItem>

const docItem = z.strictObject({
  ...itemFields,
  type: z.literal('doc'),
  docId: required(nonEmptyString(), 'Name the doc to link to, e.g. docId: "intro".'),
})
export type NavbarDocItem = z.output<typeof docItem>

const dropdownItem = z.strictObject({
  ...itemFields,
  type: z.literal('dropdown'),
  label: z.string(),
  items: z.array(
    z.discriminatedUnion('type', [dropdownLink]).register(problemText, {
      unknownType: {
        detail: (type) => `a dropdown holds plain links only, got type ${describeValue(type)}`,
        hint: 'Remove "type" and give "to" or "href".',
      },
    }),
  ),
})
export type NavbarDropdownItem = z.output<typeof dropdownItem>

const searchItem = z.strictObject({ ...itemFields, type: z.literal('search') })
export type NavbarSearchItem = z.output<typeof searchItem>
const localeDropdownItem = z.strictObject({ ...itemFields, type: z.literal('localeDropdown') })
export type NavbarLocaleDropdownItem = z.output<typeof localeDropdownItem>

const htmlItem = z.strictObject({
  ...itemFields,
  type: z.literal('html'),
  /** trusted HTML from the site author */
  value: z.string(),
})
export type NavbarHtmlItem = z.output<typeof htmlItem>

export const navbarItemSchema = z
  .discriminatedUnion('type', [
    linkItem,
    docsVersionItem,
    docsVersionDropdownItem,
    docSidebarItem,
    docItem,
    dropdownItem,
    searchItem,
    localeDropdownItem,
    htmlItem,
  ])
  .register(problemText, {
    unknownType: {
      code: 'config-unknown-navbar-item-type',
      detail: (type) => `Unknown navbar item type ${describeValue(type)}${didYouMean(type, NAVBAR_ITEM_TYPES)}`,
      hint: `Valid types: ${NAVBAR_ITEM_TYPES.join(', ')}.`,
    },
  })

export const navbarSchema = z.strictObject({
  title: z.string(),
  logo: z.strictObject({ src: nonEmptyString(), alt: z.string() }).optional(),
  hideOnScroll: z.boolean().optional(),
  items: z.array(navbarItemSchema),
})

/** A navbar item as the author writes it. */
export type NavbarItemConfig = z.input<typeof navbarItemSchema>
/** A navbar item as the theme gets it (positioned). */
export type NavbarItem = z.output<typeof navbarItemSchema>
