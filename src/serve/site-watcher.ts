/**
 * The file system watch of `serve --watch`: folders (content, static, code) recursively, and single files (the
 * config and the local files it imports) through the folder that holds them.
 *
 * Why not hand chokidar the single file: it then watches the file's inode (fs.watch), and re-watches after a
 * rename-style save (`sed -i`, editors that write a new file and rename it over the old one, format on save) only
 * when the file's inode number changed. Two such saves in a row often give the second new file the first one's
 * freed inode number back, so chokidar sees "the same file" and keeps its watch on the deleted one: nothing is
 * reported again, ever. (A change within 5 ms of the one it is handling is dropped too, with the same end.) A
 * folder's own watch is unaffected by what happens to its entries, and chokidar passes each of its events on to
 * the entry it names, so a file watched that way is reported after every save, however it is saved.
 */
import path from 'node:path'
import { watch, type FSWatcher } from 'chokidar'

export type SiteWatchEvent = 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir'

export interface WatchTargets {
  /** watched with everything under them */
  folders: string[]
  /** watched through their folders, each on its own */
  files: string[]
}

export interface SiteWatcherOptions {
  /** paths under the folders not to watch (the output folder, node_modules, editors' swap files…) */
  ignored: (file: string) => boolean
  /** an absolute path and what happened to it */
  onEvent: (event: SiteWatchEvent, file: string) => void
  onError: (error: unknown) => void
}

export interface SiteWatcher {
  /** resolves once the first scan of everything watched so far is done */
  ready: Promise<void>
  /** watches these too (those already watched are skipped) */
  add(targets: WatchTargets): void
  close(): Promise<void>
}

const EVENTS: readonly SiteWatchEvent[] = ['add', 'change', 'unlink', 'addDir', 'unlinkDir']

export function watchSiteFiles(targets: WatchTargets, options: SiteWatcherOptions): SiteWatcher {
  const folders = new Set(targets.folders.map((p) => path.resolve(p)))
  const files = new Set(targets.files.map((p) => path.resolve(p)))
  const fileFolders = new Set([...files].map((file) => path.dirname(file)))

  const folderWatcher = watch([...folders], { ignoreInitial: true, ignored: options.ignored })
  // each file's folder, its entries but not its subfolders, and of those entries only the files asked for
  const fileWatcher = watch([...fileFolders], {
    ignoreInitial: true,
    depth: 0,
    ignored: (p: string) => !files.has(p) && !fileFolders.has(p),
  })

  for (const event of EVENTS) {
    folderWatcher.on(event, (file: string) => options.onEvent(event, path.resolve(file)))
    fileWatcher.on(event, (file: string) => {
      const resolved = path.resolve(file)
      if (files.has(resolved)) options.onEvent(event, resolved)
    })
  }
  for (const watcher of [folderWatcher, fileWatcher]) watcher.on('error', options.onError)
  // a watcher given nothing to watch never reports ready
  const readyOf = (watcher: FSWatcher, paths: Set<string>): Promise<void> =>
    paths.size === 0 ? Promise.resolve() : new Promise((resolve) => watcher.once('ready', () => resolve()))
  const ready = Promise.all([readyOf(folderWatcher, folders), readyOf(fileWatcher, fileFolders)]).then(() => undefined)

  return {
    ready,
    add(more) {
      const newFolders = more.folders.map((p) => path.resolve(p)).filter((p) => !folders.has(p))
      for (const folder of newFolders) folders.add(folder)
      if (newFolders.length > 0) folderWatcher.add(newFolders)
      const newFiles = more.files.map((p) => path.resolve(p)).filter((p) => !files.has(p))
      for (const file of newFiles) {
        files.add(file)
        fileFolders.add(path.dirname(file))
      }
      // its folder again even when already watched: chokidar then reads the folder and starts watching the new
      // file quietly (not doing so, it would report the file as added at the folder's next event)
      if (newFiles.length > 0) fileWatcher.add([...new Set(newFiles.map((file) => path.dirname(file)))])
    },
    async close() {
      await Promise.all([folderWatcher.close(), fileWatcher.close()])
    },
  }
}
