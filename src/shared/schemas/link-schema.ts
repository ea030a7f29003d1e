/** The link of a navbar item or footer entry: `to`, a route of the site, or `href`, a URL; one of them. */
import { z } from 'zod'
import { describeValue } from './describe-value.js'
import { addProblem, EVEN_WITH_PROBLEMS } from './problem-text.js'
import { absoluteUrlProblem } from './string-schemas.js'

/**
 * `to`: a route of the site (`/docs/intro`), never a URL. Written without its leading slash (`blog`), it is relative
 * to the site's root, as in Docusaurus (whose `to` is relative to the baseUrl): `/blog`, not a link relative to the
 * page it is on.
 */
export const internalRoute = () =>
  z
    .string()
    .superRefine((value, ctx) => {
      if (value.trim() === '') addProblem(ctx, { message: 'must not be empty' })
      else if (/^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//'))
        addProblem(ctx, { message: `is an internal route; use "href" for the external URL ${describeValue(value)}` })
    })
    .transform((value) => (value.startsWith('/') || value.startsWith('#') ? value : `/${value}`))

/**
 * `href`: an absolute URL, or a path from the site's root (`/feed.xml`, `/docs/intro#help`), which Docusaurus sites
 * use for a link the router leaves to the browser; it is written as it is, under the base URL.
 */
export const externalUrl = () =>
  z.string().superRefine((value, ctx) => {
    if (/^\/(?!\/)/.test(value)) return
    if (absoluteUrlProblem(value))
      addProblem(ctx, {
        message: `must be an absolute URL or a path from the site's root (use "to" for internal routes), got ${describeValue(value)}`,
      })
  })

/** The fields of a link; spread into an object schema and add linkTargetRule. */
export const linkTargetFields = () => ({ to: internalRoute().optional(), href: externalUrl().optional() })

/** A link has `to` or `href`, not both. */
export function withLinkTargetRule<T extends z.ZodType<{ to?: string; href?: string }>>(link: T) {
  return link.superRefine((value, ctx) => {
    if (typeof value !== 'object' || value === null) return
    if (value.to === undefined && value.href === undefined) {
      addProblem(ctx, {
        path: ['to'],
        code: 'config-missing-field',
        message: 'a link needs "to" (an internal route) or "href" (an external URL)',
      })
    } else if (value.to !== undefined && value.href !== undefined) {
      addProblem(ctx, { path: ['href'], message: 'a link has either "to" or "href", not both' })
    }
  }, EVEN_WITH_PROBLEMS)
}
