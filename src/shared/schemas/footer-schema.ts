/** `themeConfig.footer`: groups of links, a style and a copyright line. */
import { z } from 'zod'
import { linkTargetFields, withLinkTargetRule } from './link-schema.js'

const footerLink = withLinkTargetRule(z.strictObject({ label: z.string(), ...linkTargetFields() }))
const footerGroup = z.strictObject({ title: z.string(), items: z.array(footerLink) })

export const footerSchema = z.strictObject({
  style: z.enum(['dark', 'light']).optional(),
  links: z.array(footerGroup),
  copyright: z.string().optional(),
})

export type FooterLink = z.output<typeof footerLink>
export type FooterGroup = z.output<typeof footerGroup>
