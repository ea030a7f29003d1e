/**
 * The site's client bundle from what the config says: the code colours of its Prism themes (prism-theme-css.ts)
 * added to the theme stylesheet, then esbuild (bundle-client.ts). Plain data in, so that it can run on a worker
 * thread (workers/client-bundle-off-thread.ts).
 */
import type { SourceReading } from '../markdown/markdown-format.js'
import { bundleClient, type ClientBundle } from './bundle-client.js'
import { type ConfiguredPrismTheme, configuredPrismCss } from './prism-theme-css.js'
import type { MdxParse } from '../markdown/render-markdown.js'

export interface SiteBundleInput {
  /** themeConfig.prism */
  prism?: { theme?: ConfiguredPrismTheme; darkTheme?: ConfiguredPrismTheme; additionalLanguages?: string[] }
  componentPages: Record<string, string>
  /** the files among componentPages' that are the MDX content of docs and blog posts (no title, no page frame) */
  contentModuleFiles?: string[]
  /** doc source file → route: what relative `.md` links in `.mdx` modules resolve through (docRoutesOfSources) */
  markdownRoutes?: Record<string, string>
  minify: boolean
  baseUrl: string
  extraModules: Record<string, string>
  extraEntries: Record<string, string>
  /** the site folder, against which its code's module names (`.mdx` modules' too) and CSS are resolved */
  siteDir?: string
  /** the site's stylesheets, absolute paths (config.customCss) */
  customCss?: string[]
  /** the site's static folder, absolute (config.staticDir) */
  staticDir?: string
  /** a Docusaurus site: the Infima layer in the theme's stylesheet, Docusaurus' admonition markup in MDX */
  docusaurusSite?: boolean
  /** how the site reads its sources (`.md` as MDX, HTML comments in MDX): an `.md` content module may be MDX */
  reading?: SourceReading
}

/**
 * What a bundle may reuse besides its input, which does not change what it makes (so not part of a cache's key):
 * the `.mdx` parses the build already has, by path relative to the site folder (content/mdx-parse-store.ts).
 */
export interface SiteBundleReuse {
  mdxParseOf?: (file: string) => MdxParse | undefined
}

export async function bundleSiteClient(input: SiteBundleInput, reuse: SiteBundleReuse = {}): Promise<ClientBundle> {
  const { prism, ...options } = input
  return bundleClient({
    ...options,
    mdxParseOf: reuse.mdxParseOf,
    themeCss: await configuredPrismCss(prism, { themeBackgrounds: options.docusaurusSite === true }),
    ...(prism?.additionalLanguages?.length && { prismLanguages: prism.additionalLanguages }),
  })
}
