import { relativeTarget } from '../markdown/relative-target.js'
import { localFileUrl } from './local-file-url.js'

const MARKDOWN_FILE = /\.mdx?$/i

/**
 * How a relative link in `file` (relative to the site dir) becomes a URL: a `.md`/`.mdx` file through the map of
 * every doc's source file to its route; with `siteDir`, another file of the site through its copy's URL
 * (local-file-url.ts). Shared by the content stage, the markdown worker threads and the MDX module compile.
 */
export function markdownLinkResolver(
  routeOfSource: ReadonlyMap<string, string>,
  file: string,
  siteDir?: string,
): (href: string) => string | undefined {
  return (href) => {
    // a document's route, wherever its folder is; a file's copy, from inside the site folder only
    const markdown = MARKDOWN_FILE.test(href)
    const target = relativeTarget(file, href, markdown)
    if (target === undefined) return undefined
    if (!markdown) return siteDir ? localFileUrl(siteDir, target) : undefined
    return routeOfSource.get(target) ?? routeOfSource.get(target.replace(/\.md$/, '.mdx'))
  }
}
