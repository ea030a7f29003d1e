/**
 * Where the generator lives. The CLI runs either from the TypeScript sources (tests, HOTKEYS_DOCS_FROM_SOURCE=1,
 * through a loader) or from the build under dist/<hash>/ (bin/build-dist.js), whose files sit two folders deeper.
 * Sources the build reads (the browser entry, the theme CSS) are always taken from the generator root; modules it
 * imports at run time come from the module root, so that React pages compiled during a build share the very module
 * instances (contexts) the renderer uses.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** `true` in the build (an esbuild define); undeclared, so `undefined`, in the sources */
declare const __HD_PRECOMPILED__: boolean | undefined

const here = path.dirname(fileURLToPath(import.meta.url))

export const PRECOMPILED = typeof __HD_PRECOMPILED__ !== 'undefined' && __HD_PRECOMPILED__ === true

/** the repository / package folder: src/, templates/, package.json */
export const GENERATOR_ROOT = PRECOMPILED ? path.resolve(here, '../../..') : path.resolve(here, '..')

/** the folder whose src/ and templates/ hold the modules this process runs */
export const MODULE_ROOT = path.resolve(here, '..')
