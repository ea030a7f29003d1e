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
  /** every answer, by file: [hash of the source, needs a module] */
  entries(): Record<string, [string, boolean]>
  /** whether an answer was added or changed since it was made */
  readonly changed: boolean
}

export function createContentModuleMemo(known: Record<string, [string, boolean]> = {}): ContentModuleMemo {
  const answers = new Map(Object.entries(known))
  let changed = false
  const hashOf = (source: string) => createHash('sha1').update(source).digest('hex')
  return {
    get(sourceFile, source) {
      const known = answers.get(sourceFile)
      return known && known[0] === hashOf(source) ? known[1] : undefined
    },
    set(sourceFile, source, needsModule) {
      const hash = hashOf(source)
      const known = answers.get(sourceFile)
      if (known?.[0] === hash && known[1] === needsModule) return
      answers.set(sourceFile, [hash, needsModule])
      changed = true
    },
    entries: () => Object.fromEntries(answers),
    get changed() {
      return changed
    },
  }
}
