/**
 * The esbuild plugins every compile of a site's own code needs, on the server (render/load-component-pages.ts) as in
 * the browser bundle (bundle-client.ts), and for any other compile of site code (MDX pages and their imports): one
 * React (one-react.ts), the Docusaurus module names (docusaurus-modules.ts), CSS modules and plain CSS imports
 * (css-modules.ts), the packages Docusaurus would have installed (docusaurus-provided-packages.ts), JSX in the site's
 * `.js` files (site-jsx-in-js.ts), `.svg` imports as components (svg-components.ts), other files' imports as their
 * URLs (file-imports.ts). Put them before plugins that resolve relative imports.
 */
import type * as esbuild from 'esbuild'
import { siteCss } from './css-modules.js'
import { docusaurusModules } from './docusaurus-modules.js'
import { docusaurusProvidedPackages } from './docusaurus-provided-packages.js'
import { oneReact } from './one-react.js'
import { siteJsxInJs } from './site-jsx-in-js.js'
import { svgComponents } from './svg-components.js'
import { fileImports } from './file-imports.js'

export function siteCodePlugins(options: {
  siteDir: string
  target: 'server' | 'browser'
  /** the theme's stylesheet has the Infima layer already (a site with customCss) */
  infimaInTheme?: boolean
  /** the site's base URL, which the URLs of imported files start with */
  baseUrl: string
  /** told each imported file's copy the output needs (the browser bundle writes them) */
  emitFile?: (file: string, contents: Uint8Array) => void
}): esbuild.Plugin[] {
  const { siteDir, target, infimaInTheme } = options
  return [
    oneReact(target),
    // before the plugins that resolve `@site/…`: they look at where an .svg or a file's import leads
    svgComponents(),
    fileImports({ baseUrl: options.baseUrl, emit: options.emitFile }),
    docusaurusModules({ siteDir, target, infimaInTheme }),
    docusaurusProvidedPackages({ external: target === 'server' }),
    siteCss({ siteDir, target }),
    siteJsxInJs(siteDir),
  ]
}
