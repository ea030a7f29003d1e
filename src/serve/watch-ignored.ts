import path from 'node:path'
import { isInside } from '../is-inside.js'

/**
 * The files a watch session does not follow: the output folder (the builds write it), dependencies, hidden files,
 * and editors' backup, swap and probe files.
 */
export function ignoredByWatch(outDir: string): (file: string) => boolean {
  return (file) => {
    const base = path.basename(file)
    return (
      isInside(file, outDir) ||
      file.split(path.sep).includes('node_modules') ||
      (base.startsWith('.') && base.length > 1) ||
      base.endsWith('~') ||
      /\.sw[px]$/.test(base) ||
      base === '4913' // vim's write probe
    )
  }
}
