import path from 'node:path'
import type { ResolvedConfig } from '../config/site-config.js'
import { BuildError, BuildErrorList, type BuildWarning } from '../errors.js'
import type { SiteContent } from '../content/content-types.js'
import { normalizeRoutePath } from '../shared/paths.js'
import { SEARCH_PAGE_PATH } from '../shared/constants.js'
import type { Route } from './route.js'
import { livePresOf } from '../markdown/rehype-module-live-blocks.js'
import { docRoutes } from './doc-routes.js'
import { docTagRoutes } from './doc-tag-routes.js'
import { blogRoutes } from './blog-routes.js'
import { blogAuthorRoutes } from './blog-author-routes.js'
import { routeModules } from './route-modules.js'

/**
 * Every route of the site, in a stable order. Two sources claiming one path is a duplicate: the first wins
 * and a warning names both (an error with `onDuplicateRoutes: 'throw'`, nothing with 'ignore').
 */
export function buildRouteTable(
  config: ResolvedConfig,
  content: SiteContent,
): { routes: Route[]; warnings: BuildWarning[] } {
  const configFile = path.relative(config.siteDir, config.configFile)
  const candidates: Route[] = [
    ...content.pages.map((page): Route => {
      const base = {
        path: page.permalink,
        title: page.title,
        description: page.description,
        docsearchTag: 'default',
        ...(page.keywords.length > 0 ? { keywords: page.keywords } : {}),
      }
      return page.kind === 'component'
        ? {
            path: page.permalink,
            sourceFile: page.sourceFile,
            markdownLinks: [],
            componentFile: page.componentFile,
            ...(page.unlisted ? { unlisted: true } : {}),
            data: {
              ...base,
              kind: 'componentPage',
              component: page.componentKey!,
              ...(page.liveBlocks ? { liveBlocks: livePresOf(page.liveBlocks) } : {}),
              ...(page.unlisted ? { noIndex: true } : {}),
            },
          }
        : {
            path: page.permalink,
            sourceFile: page.sourceFile,
            markdownLinks: page.markdown!.links,
            ...(page.unlisted ? { unlisted: true } : {}),
            data: {
              ...base,
              kind: 'markdownPage',
              hideTitle: page.hideTitle,
              hideTableOfContents: page.hideTableOfContents,
              content: page.markdown!.hast,
              toc: page.markdown!.toc,
              ...(page.unlisted ? { noIndex: true } : {}),
              ...(page.markdown!.contentModule ? { contentModule: page.markdown!.contentModule } : {}),
            },
          }
    }),
    ...docRoutes(content.versions, config.docs.versionRootPages),
    ...docTagRoutes(content.versions, configFile),
    ...(config.blog && content.blog ? blogRoutes(config.blog, content.blog.posts, configFile) : []),
    ...(config.blog && content.blog ? blogAuthorRoutes(config.blog, content.blog, configFile) : []),
    searchRoute(config, configFile),
    {
      path: '/404',
      sourceFile: configFile,
      markdownLinks: [],
      unlisted: true,
      data: {
        kind: 'notFound',
        path: '/404',
        title: 'Page Not Found',
        description: '',
        docsearchTag: 'default',
        noIndex: true,
      },
    },
  ]

  const duplicates: BuildWarning[] = []
  const byPath = new Map<string, Route>()
  for (const route of candidates) {
    const key = normalizeRoutePath(route.path)
    const existing = byPath.get(key)
    if (existing) {
      duplicates.push({
        code: 'duplicate-route',
        message: `Duplicate route "${key}": ${existing.sourceFile} and ${route.sourceFile} both claim it; ${existing.sourceFile} wins`,
        file: route.sourceFile,
        hint: 'Change the slug or file name of one of them.',
      })
      continue
    }
    byPath.set(key, tableRoute(route))
  }
  if (config.onDuplicateRoutes === 'throw' && duplicates.length > 0) {
    const errors = duplicates.map((d) => new BuildError(d.code, d.message, { file: d.file, hint: d.hint }))
    throw errors.length === 1 ? errors[0] : new BuildErrorList(`${errors.length} duplicate routes:`, errors)
  }
  return { routes: [...byPath.values()], warnings: config.onDuplicateRoutes === 'ignore' ? [] : duplicates }
}

/** A route as the table holds it: its path normalised, and the modules its data needs. */
export function tableRoute(route: Route): Route {
  const key = normalizeRoutePath(route.path)
  const modules = routeModules(route.data)
  return { ...route, path: key, data: { ...route.data, path: key, ...(modules.length > 0 ? { modules } : {}) } }
}

function searchRoute(config: ResolvedConfig, configFile: string): Route {
  const configured = config.themeConfig.algolia?.searchPagePath
  const path =
    typeof configured === 'string' && configured ? `/${configured.replace(/^\/|\/$/g, '')}` : SEARCH_PAGE_PATH
  return {
    path,
    sourceFile: configFile,
    markdownLinks: [],
    unlisted: true,
    data: {
      kind: 'search',
      path,
      title: 'Search the documentation',
      description: 'Search the documentation',
      docsearchTag: 'default',
    },
  }
}
