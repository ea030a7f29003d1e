import { existsSync } from 'node:fs'
import path from 'node:path'

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js']

/**
 * The site's own `src/theme/<name>` (a swizzled component: a file or a folder's index, any script extension), if it
 * has one: what `@theme/<name>` then names (docusaurus-modules.ts).
 */
export function siteThemeComponent(siteDir: string, name: string): string | undefined {
  return findScriptModule(path.join(siteDir, 'src/theme', name))
}

/** The first existing `<stem><extension>` or `<stem>/index<extension>`. */
export function findScriptModule(stem: string): string | undefined {
  for (const candidate of [stem, path.join(stem, 'index')])
    for (const extension of EXTENSIONS) if (existsSync(candidate + extension)) return candidate + extension
  return undefined
}

/**
 * Whether the site's Markdown admonitions are rendered by its own `src/theme/Admonition`, as Docusaurus' MDX hands
 * them to the theme's Admonition (MarkdownOptions.admonitionComponent): only when the site has one, so that a site
 * without pays nothing (its admonitions stay static markup).
 */
export const sitesOwnAdmonition = (siteDir: string): boolean => siteThemeComponent(siteDir, 'Admonition') !== undefined
