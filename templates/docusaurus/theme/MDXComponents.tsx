/**
 * `@theme/MDXComponents`: the components MDX content gets by name, as Docusaurus' map has them (a site's
 * src/theme/MDXComponents usually spreads `@theme-original/MDXComponents` and adds its own). Only the entries we
 * provide are here; the MDX stage decides how the rest of the content's elements render.
 */
import Head from '../Head.js'
import Admonition from './Admonition.js'
import Details from './Details.js'

const MDXComponents: Record<string, unknown> = {
  Head,
  details: Details,
  Details,
  admonition: Admonition,
}
export default MDXComponents
