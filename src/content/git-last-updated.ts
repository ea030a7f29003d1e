/**
 * When each doc was last changed, for `docs.showLastUpdateTime`: the committer date of the last commit touching each
 * file, read for the whole docs folder with one `git log` call (newest first, so a file's first appearance is its
 * last change). Files git does not track yet have no date. Outside a git work tree, or without git, there are no
 * dates and the reason is returned, for one warning.
 */
import { execFile } from 'node:child_process'

export interface LastUpdateDates {
  /** source file relative to the site dir (`content/docs/current/intro.md`) → `YYYY-MM-DD` (UTC) */
  dates: Map<string, string>
  /** why there are no dates at all, when git could not tell */
  problem?: string
}

/** `git log` output of `--format=%x00%ct --name-only`: NUL, time, blank line, file names; repeated per commit. */
export function parseGitLog(output: string): Map<string, string> {
  const dates = new Map<string, string>()
  for (const commit of output.split('\0').slice(1)) {
    const [time, ...files] = commit.split('\n')
    const seconds = Number(time)
    if (!Number.isFinite(seconds)) continue
    const day = new Date(seconds * 1000).toISOString().slice(0, 10)
    for (const file of files) {
      const name = file.trim()
      if (!name) continue
      if (!dates.has(name)) dates.set(name, day)
    }
  }
  return dates
}

/** `docsDirs`: the docs folders (one, or each version's where they are apart: a Docusaurus site's versioned_docs) */
export function readLastUpdateDates(siteDir: string, ...docsDirs: string[]): Promise<LastUpdateDates> {
  return new Promise((resolve) => {
    execFile(
      'git',
      [
        '-C',
        siteDir,
        '-c',
        'core.quotePath=false',
        'log',
        '--relative',
        '--no-renames',
        '--format=%x00%ct',
        '--name-only',
        '--',
        ...docsDirs,
      ],
      { maxBuffer: 64 * 1024 * 1024, windowsHide: true },
      (error, stdout, stderr) => {
        if (error) {
          const reason =
            (error as NodeJS.ErrnoException).code === 'ENOENT'
              ? 'git is not installed'
              : stderr.trim().split('\n')[0] || error.message
          resolve({ dates: new Map(), problem: reason })
          return
        }
        // --relative: the file names are relative to siteDir, like sourceFile
        resolve({ dates: parseGitLog(stdout) })
      },
    )
  })
}
