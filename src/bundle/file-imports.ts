/**
 * A file that is not code imported from a site's code (`import shot from './shot.png'`,
 * `require('@site/static/img/card.jpg').default`): the module's default export is the URL of the file's copy in the
 * output, `<baseUrl>assets/files/<name>.<hash of its bytes>.<ext>`, as Docusaurus' file loaders make it (their
 * `/assets/images/…` URL) and where Markdown's links to files next to it lead (content/local-file-url.ts). The same
 * URL on the server and in the browser; the browser bundle writes the copy (`emit`). Images, media, fonts and
 * documents; `.svg` is a component (svg-components.ts), and a site stylesheet's `url(…)` is css-url-files.ts'.
 */
import { readFile } from 'node:fs/promises'
import type * as esbuild from 'esbuild'
import { localFilePath } from '../content/local-file-url.js'
import { withBaseUrl } from '../shared/paths.js'
import { resolveOnward, steppedAside } from './resolve-onward.js'

const NAMESPACE = 'hd-file-url'
const SKIP = Symbol('resolving for hd-file-url')
const FROM_CODE = new Set<esbuild.ImportKind>(['import-statement', 'require-call', 'dynamic-import'])

/** the extensions of Docusaurus' file loaders (images, media, fonts, other files), `.svg` aside */
export const FILE_IMPORT =
  /\.(?:png|jpe?g|gif|webp|avif|ico|bmp|tiff?|mp4|webm|ogv|ogg|oga|mp3|wav|flac|m4a|aac|woff2?|ttf|otf|eot|pdf|docx?|xlsx?|pptx?|zip|rar)$/i

export function fileImports(options: {
  baseUrl: string
  /** told each copy the bundle's output needs: its path in the output folder and its bytes (the browser bundle) */
  emit?: (file: string, contents: Uint8Array) => void
}): esbuild.Plugin {
  return {
    name: 'hd-file-imports',
    setup(build) {
      build.onResolve({ filter: FILE_IMPORT }, async (args) => {
        if (!FROM_CODE.has(args.kind) || steppedAside(args, SKIP)) return undefined
        const resolved = await resolveOnward(build, args, SKIP)
        if (resolved.errors.length > 0) return resolved
        return resolved.namespace === 'file' ? { path: resolved.path, namespace: NAMESPACE } : undefined
      })
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const contents = await readFile(args.path)
        const file = localFilePath(args.path, contents)
        options.emit?.(file, contents)
        return {
          contents: `export default ${JSON.stringify(withBaseUrl(options.baseUrl, `/${file}`))}`,
          loader: 'js',
          watchFiles: [args.path],
        }
      })
    },
  }
}
