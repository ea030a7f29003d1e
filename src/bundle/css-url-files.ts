/**
 * A file a site's stylesheet names in `url(…)` (its customCss, a CSS module of its code), as Docusaurus' builds
 * resolve it: `@site/static/img/x.svg` (the site folder), `/img/x.svg` (a file of the static folder) and a relative
 * path (`../../static/img/x.png`, from the stylesheet). A file of up to 10,000 bytes becomes a data URL in the CSS; a
 * larger one is copied to the output (`<baseUrl>assets/files/<name>.<hash>.<ext>`, as the site code's file imports:
 * file-imports.ts) and the CSS names that copy; a `#fragment` is kept, a `?query` dropped. Data URLs, external URLs
 * and fragments alone are left as written. A file that does not exist is an error at the `url(…)`'s line.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type * as esbuild from 'esbuild'
import { lookup } from 'mrmime'
import { localFilePath } from '../content/local-file-url.js'
import { withBaseUrl } from '../shared/paths.js'

/** Docusaurus inlines a file of up to this many bytes (10,000: inlined; 10,001: a file), measured on its builds */
export const INLINE_FILE_LIMIT = 10_000

/** what `url(…)` leaves as written: a scheme (`data:`, `https:`), a protocol-relative URL, a fragment alone */
const LEFT_AS_WRITTEN = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i

export function cssUrlFiles(options: {
  siteDir: string
  /** the static folder (absolute), where a root path (`/img/x.svg`) is looked up */
  staticDir: string
  baseUrl: string
  /** the site's stylesheets (absolute paths): their `url(…)`s, and those of CSS under the site's `src/` */
  customCss: string[]
  emit?: (file: string, contents: Uint8Array) => void
  /** told each file a `url(…)` named (absolute): the bundle's sources, which a stored bundle is checked against */
  read?: (file: string) => void
}): esbuild.Plugin {
  const customCss = new Set(options.customCss)
  const siteSrc = path.join(options.siteDir, 'src') + path.sep
  const isSiteStylesheet = (file: string) => customCss.has(file) || file.startsWith(siteSrc)
  return {
    name: 'hd-css-url-files',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'url-token' || LEFT_AS_WRITTEN.test(args.path) || !isSiteStylesheet(args.importer))
          return undefined
        const fragment = /#.*$/.exec(args.path)?.[0] ?? ''
        const written = args.path.replace(/[?#].*$/, '')
        const file = fileOf(written, args.resolveDir, options)
        if (!existsSync(file))
          return {
            errors: [
              {
                text: `url(${args.path}) names no file: ${path.relative(options.siteDir, file)} does not exist`,
                notes: [{ text: whereToPut(written) }],
              },
            ],
          }
        const contents = await readFile(file)
        options.read?.(file)
        return { path: urlOf(file, contents, options) + fragment, external: true, watchFiles: [file] }
      })
    },
  }
}

function fileOf(written: string, resolveDir: string, options: { siteDir: string; staticDir: string }): string {
  const decoded = decodeURI(written)
  if (decoded.startsWith('@site/')) return path.join(options.siteDir, decoded.slice('@site/'.length))
  if (decoded.startsWith('/')) return path.join(options.staticDir, decoded)
  return path.resolve(resolveDir, decoded)
}

function whereToPut(written: string): string {
  return written.startsWith('/')
    ? 'A root path names a file of the static folder (url(/img/x.svg) is static/img/x.svg): add it there, or fix the path.'
    : 'Fix the path (relative to the stylesheet, or @site/… from the site folder), or add the file.'
}

function urlOf(file: string, contents: Uint8Array, options: Parameters<typeof cssUrlFiles>[0]): string {
  const type = lookup(file)
  if (contents.byteLength <= INLINE_FILE_LIMIT && type)
    return `data:${type};base64,${Buffer.from(contents).toString('base64')}`
  const copy = localFilePath(file, contents)
  options.emit?.(copy, contents)
  return withBaseUrl(options.baseUrl, `/${copy}`)
}
