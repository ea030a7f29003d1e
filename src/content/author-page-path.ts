/**
 * The route of an author's page (Docusaurus' rule): `page: true` is `<blog>/<authorsBasePath>/<kebab-cased key>`,
 * `page: { permalink }` is that permalink under `<blog>/<authorsBasePath>`.
 */
import kebabCase from 'lodash.kebabcase'
import { routeBase } from '../shared/schemas/route-base.js'

export function authorPagePath(
  blog: { routeBasePath: string; authorsBasePath: string },
  key: string,
  page: true | { permalink: string },
): string {
  const slug = routeBase(page === true ? kebabCase(key) : page.permalink)
  return `${blog.routeBasePath.replace(/\/$/, '')}/${blog.authorsBasePath}${slug === '/' ? '' : slug}`
}
