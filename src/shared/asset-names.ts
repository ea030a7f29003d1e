/**
 * The names of the content-hashed files a build writes under /assets/, in one place: the writers (the client
 * bundle, the live code blocks' modules, the files imported from site code) name their files with these, and the server
 * recognises them by the same rules to send them with long-lived cache headers. A file whose bytes change gets
 * another name, so a browser may keep these for a year. A new kind of file under /assets/ must be named this way
 * (test/integration/serve/cache-headers.test.ts checks every file of a build of the site).
 *
 *   assets/app.77GTZ2OP.js, assets/theme.ZK4AHP7Q.css         esbuild entries: `[name].[hash]`
 *   assets/chunks/chunk.474FFBOD.js                           esbuild chunks: `chunks/[name].[hash]`
 *   assets/media/inter.W3BEZ2EK.woff2                         files the CSS imports: `media/[name].[hash]`
 *   assets/live-rhh3-0166abf7fd.d306e529a7.js                 a live code block's module: hexContentHash
 *
 * The rules only: the build hashes where it writes (src/output/content-hash.ts), the server and the tests read the
 * names by these rules.
 */

/** The output folder of the content-hashed files (root-relative, no slashes). */
export const HASHED_ASSETS_DIR = 'assets'

/** esbuild's naming templates, relative to HASHED_ASSETS_DIR. Its `[hash]` is 8 characters of base32 (A–Z, 2–7). */
export const BUNDLE_NAMES = {
  entryNames: '[name].[hash]',
  chunkNames: 'chunks/[name].[hash]',
  assetNames: 'media/[name].[hash]',
} as const

const ESBUILD_HASH = '[A-Z2-7]{8}'
/** The hash the generator computes itself (hexContentHash): this many lowercase hex digits. */
export const HEX_HASH_LENGTH = 10
const HEX_HASH = `[0-9a-f]{${HEX_HASH_LENGTH}}`

/** `<dir>/<name>.<hash>.<ext>[.<ext>…]` under HASHED_ASSETS_DIR, with either hash format (case-sensitive). */
const HASHED_ASSET_PATH = new RegExp(
  `^${HASHED_ASSETS_DIR}/(?:[^/]+/)*[^/]+\\.(?:${ESBUILD_HASH}|${HEX_HASH})(?:\\.[a-z0-9]+)+$`,
)

/**
 * True for a path (relative to the output folder, `/`-separated) named like a content-hashed build file. A
 * copied static file under static/assets/ with a plain name (`assets/logo.svg`) is not one.
 */
export function isHashedAssetPath(relativePath: string): boolean {
  return HASHED_ASSET_PATH.test(relativePath)
}
