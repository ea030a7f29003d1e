import path from 'node:path'

/** True when `file` is `dir` or lies under it (absolute paths, or both relative to the same folder). */
export function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}
