/**
 * The files Markdown links to or shows next to itself (`![](./img/shot.png)`: a link's `target`, resolved by
 * content/local-file-url.ts), each read from the site folder for the output path its links point to.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Route } from '../routes/route.js'

export async function localFileCopies(
  siteDir: string,
  routes: readonly Pick<Route, 'markdownLinks'>[],
): Promise<Array<[file: string, contents: Uint8Array]>> {
  const targets = new Map<string, string>()
  for (const route of routes)
    for (const link of route.markdownLinks)
      if (link.target) targets.set(link.href.replace(/[?#].*$/, '').replace(/^\//, ''), link.target)
  return Promise.all(
    [...targets].map(
      async ([file, target]): Promise<[string, Uint8Array]> => [file, await readFile(path.join(siteDir, target))],
    ),
  )
}
