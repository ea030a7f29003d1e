/**
 * The client bundle between watch sessions, as markdown-store.ts keeps the Markdown: a cold `serve --watch` whose
 * browser code has not changed since the last session takes the last session's bundle instead of running esbuild
 * again (about a third of a cached cold start on this site). One JSON file per site in the cache folder. The stored
 * bundle is used only when all of these are as they were:
 * - the bundle's input (what the config asks for: Prism themes, React pages, base URL, live scope modules),
 * - the content of every file esbuild read for it (the bundle's own list, from esbuild's metafile),
 * - the bundle stage's own code, the locked package versions (esbuild's among them) and the tsconfig files.
 * Anything else (or a missing, unreadable, older-format file) means no stored bundle, and esbuild runs.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { ClientBundle } from '../bundle/bundle-client.js'
import { GENERATOR_ROOT } from '../generator-root.js'
import { sessionCacheFile, writeSessionCacheFile } from './session-cache-file.js'

const STORE_FORMAT = 1
/** the code that makes the bundle, besides the files esbuild reads: a change to it changes the output */
const BUNDLE_STAGE_DIRS = ['src/bundle', 'src/output']
const BUNDLE_STAGE_FILES = ['src/shared/asset-names.ts']
/** the TypeScript settings esbuild reads for the browser code (each file's nearest tsconfig.json, and what it extends) */
const BUNDLE_TSCONFIGS = [
  'tsconfig.json',
  'tsconfig.base.json',
  'src/client/tsconfig.json',
  'src/shared/tsconfig.json',
  'templates/tsconfig.json',
]

interface StoreFile {
  format: number
  /** the bundle stage's code, the locked packages and the tsconfig files */
  stage: string
  /** the bundle's input, as JSON */
  input: string
  /** every file esbuild read: path relative to the generator root, content hash */
  sources: Array<[string, string]>
  bundle: Omit<ClientBundle, 'files'> & { files: Array<[string, string]> }
}

export interface ClientBundleStore {
  /** the stored bundle, when it was made from this input and nothing it was made from has changed since */
  load(input: string): Promise<ClientBundle | undefined>
  /** stores a bundle made from `input` (written later, off the way to a reply; see `flush`) */
  save(input: string, bundle: ClientBundle): void
  /** writes a pending save now; resolves once it is stored */
  flush(): Promise<void>
  /** whether a bundle is stored at all */
  holdsAny(): boolean
}

export function clientBundleStore(cacheDir: string, siteDir: string, options: { delayMs: number }): ClientBundleStore {
  const file = sessionCacheFile(cacheDir, siteDir, 'client-bundle')
  let pending: (() => Promise<void>) | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let writing: Promise<void> = Promise.resolve()
  /** the bundle stage's hash, worked out on first use (the store's process runs one version of the code) */
  let stage: string | undefined
  const stageHash = () => (stage ??= bundleStageHash())

  const flush = (): Promise<void> => {
    clearTimeout(timer)
    const write = pending
    pending = undefined
    if (write) writing = writing.then(write).catch(() => {}) // a cache that cannot be written is no error
    return writing
  }

  return {
    async load(input) {
      try {
        // read at once: the build's markdown stage may hold the event loop for a while between the steps of an async read
        const stored = JSON.parse(readFileSync(file, 'utf8')) as StoreFile
        if (stored.format !== STORE_FORMAT || stored.input !== input || stored.stage !== stageHash()) return undefined
        if (stored.sources.some(([source, hash]) => fileHash(path.resolve(GENERATOR_ROOT, source)) !== hash))
          return undefined
        const { files, ...rest } = stored.bundle
        return {
          ...rest,
          files: new Map(files.map(([name, base64]) => [name, new Uint8Array(Buffer.from(base64, 'base64'))])),
        }
      } catch {
        return undefined
      }
    },
    save(input, bundle) {
      // the sources as the bundle was made from them: hashed now, not when the write comes, else a source edited
      // meanwhile would be stored as this bundle's, and a later load would take the bundle made before the edit
      const sources = bundle.sourceFiles.map((source): [string, string] => [
        source,
        fileHash(path.resolve(GENERATOR_ROOT, source)),
      ])
      pending = async () => {
        const body: StoreFile = {
          format: STORE_FORMAT,
          stage: stageHash(),
          input,
          sources,
          bundle: {
            ...bundle,
            files: [...bundle.files].map(([name, bytes]) => [name, Buffer.from(bytes).toString('base64')]),
          },
        }
        await writeSessionCacheFile(file, body)
      }
      clearTimeout(timer)
      timer = setTimeout(() => void flush(), options.delayMs)
      timer.unref()
    },
    flush,
    holdsAny: () => existsSync(file),
  }
}

function fileHash(file: string): string {
  try {
    return createHash('sha1').update(readFileSync(file)).digest('hex')
  } catch {
    return 'missing'
  }
}

function bundleStageHash(): string {
  const hash = createHash('sha1').update(String(STORE_FORMAT))
  for (const dir of BUNDLE_STAGE_DIRS) {
    const folder = path.join(GENERATOR_ROOT, dir)
    for (const name of readdirSorted(folder))
      hash
        .update(name)
        .update('\0')
        .update(fileHash(path.join(folder, name)))
  }
  for (const file of BUNDLE_STAGE_FILES)
    hash
      .update(file)
      .update('\0')
      .update(fileHash(path.join(GENERATOR_ROOT, file)))
  // the locked packages, and the settings esbuild reads besides the sources (paths, JSX options)
  for (const file of ['package-lock.json', ...BUNDLE_TSCONFIGS]) hash.update(fileHash(path.join(GENERATOR_ROOT, file)))
  return hash.digest('hex')
}

function readdirSorted(folder: string): string[] {
  try {
    return readdirSync(folder).sort()
  } catch {
    return []
  }
}
