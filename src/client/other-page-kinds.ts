/**
 * The page components of every route kind but docs, as one chunk (page-kind-loaders.ts): docs pages, most of the
 * site, never download them, and one chunk keeps the others from splitting into many small shared files. The
 * server render's own table (App's `pageComponents`) is the lookup, so a new kind adds nothing to the shell.
 */
export { pageComponents } from '../../templates/index.js'
