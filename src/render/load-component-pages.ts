import type { ComponentType } from 'react'
import { pathToFileURL } from 'node:url'
import path from 'node:path'
import { BuildError } from '../errors.js'
import type { Route } from '../routes/route.js'

export interface ComponentPageModule {
  component: ComponentType
  meta: { title?: string; description?: string }
}

/**
 * Imports every React page (through the tsx loader the CLI registered). A page without a default export
 * is an error naming its file.
 */
export async function loadComponentPages(routes: Route[], siteDir: string, cacheBust: string): Promise<Record<string, ComponentPageModule>> {
  const pages: Record<string, ComponentPageModule> = {}
  await Promise.all(
    routes.map(async (route) => {
      if (route.data.kind !== 'componentPage' || !route.componentFile) return
      const file = path.relative(siteDir, route.componentFile)
      let mod: Record<string, unknown>
      try {
        mod = await import(`${pathToFileURL(route.componentFile).href}?v=${cacheBust}`)
      } catch (error) {
        throw new BuildError('page-module-error', `React page failed to load: ${(error as Error).message.split('\n')[0]}`, { file, cause: error })
      }
      if (typeof mod.default !== 'function') {
        throw new BuildError('page-no-default-export', 'React page has no default export', {
          file,
          line: 1,
          hint: 'Add `export default function MyPage() { … }` to the file.',
        })
      }
      pages[route.data.component] = { component: mod.default as ComponentType, meta: (mod.meta as ComponentPageModule['meta']) ?? {} }
    }),
  )
  return pages
}
