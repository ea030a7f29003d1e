/**
 * URLs a page must not link to or load: those that run script when followed (`javascript:`, `vbscript:`) and
 * `data:` URLs other than raster images (`data:text/html,<script>…`, an SVG or XML document). The URL is read the
 * way a browser's URL parser reads it, so spellings that browsers accept are caught too: any letter case, tabs
 * and newlines anywhere (`java\tscript:`), leading and trailing spaces and control characters. Character
 * references (`&#106;avascript:`) are already decoded by the Markdown parser.
 */

/** data: URLs that are only pixels, as an image source or link target */
const RASTER_IMAGE = /^image\/(?:png|gif|jpe?g|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)\s*[;,]/i

/** The scheme that makes `url` unsafe (`javascript`, `vbscript`, `data`), or undefined when it is safe. */
export function unsafeUrlScheme(url: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a browser's URL parser strips leading and trailing C0 controls and spaces, so must this
  const read = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '')
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(read)?.[1].toLowerCase()
  if (scheme === 'javascript' || scheme === 'vbscript') return scheme
  if (scheme === 'data' && !RASTER_IMAGE.test(read.slice('data:'.length).trimStart())) return scheme
  return undefined
}
