import { createHash } from 'node:crypto'

/**
 * Whether an `.mdx` file needs a component module (needsComponentModule), remembered by a hash of its source: a build
 * that has seen the file unchanged knows without parsing it (list-content-modules.ts; the parse is most of a warm
 * build's listing). The answer is the file's alone: the lowering reads nothing but the source. Watch mode keeps one
 * for its session (BuildCache); `hotkeys-docs build` keeps it in the build cache's folder (cache/content-module-file.ts).
 */
export interface ContentModuleMemo {
  /** the answer for this source of the file, if known */
  get(sourceFile: string, source: string): boolean | undefined
  set(sourceFile: string, source: string, needsModule: boolean): void
  /**
   * the answers of the files asked about since it was made, by file: [hash of the source, needs a module] (a file
   * the site no longer has is left out)
   */
  entries(): Record<string, [string, boolean]>
  /** whether entries() differs from the answers it was made with (one added, changed or left out) */
  readonly changed: boolean
}

export function createContentModuleMemo(known: Record<string, [string, boolean]> = {}): ContentModuleMemo {
  const answers = new Map(Object.entries(known))
  /** the files asked about since it was made */
  const asked = new Set<string>()
  let changed = false
  const hashOf = (source: string) => createHash('sha1').update(source).digest('hex')
  return {
    get(sourceFile, source) {
      asked.add(sourceFile)
      const known = answers.get(sourceFile)
      return known && known[0] === hashOf(source) ? known[1] : undefined
    },
    set(sourceFile, source, needsModule) {
      asked.add(sourceFile)
      const hash = hashOf(source)
      const known = answers.get(sourceFile)
      if (known?.[0] === hash && known[1] === needsModule) return
      answers.set(sourceFile, [hash, needsModule])
      changed = true
    },
    entries: () => Object.fromEntries([...answers].filter(([file]) => asked.has(file))),
    get changed() {
      return changed || [...answers.keys()].some((file) => !asked.has(file))
    },
  }
}
