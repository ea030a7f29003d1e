/**
 * Parts of pages that failed to render while the rest rendered (templates/RenderProblems.tsx), turned into build
 * warnings: one per failing navbar item and message, naming the item's config path, position, type and label,
 * the config file line, and the pages it is missing from. Pure.
 */
import path from 'node:path'
import { formatConfigPath } from '../config/config-error.js'
import { configLocator } from '../config/config-location.js'
import type { ResolvedConfig } from '../config/site-config.js'
import type { BuildWarning } from '../errors.js'
import type { RenderedRoute } from './render-routes.js'
import { describeNavbarItem } from '../shared/describe-navbar-item.js'

const PAGES_NAMED_MAX = 3

export function renderProblemWarnings(
  config: ResolvedConfig,
  rendered: Pick<RenderedRoute, 'route' | 'problems'>[],
): BuildWarning[] {
  const groups = new Map<
    string,
    { item: RenderedRoute['problems'][number]['item']; message: string; pages: string[] }
  >()
  for (const { route, problems } of rendered) {
    for (const { item, message } of problems) {
      const key = `${config.themeConfig.navbar.items.indexOf(item)}\u0000${JSON.stringify(describeNavbarItem(item))}\u0000${message}`
      const group = groups.get(key) ?? { item, message, pages: [] }
      group.pages.push(route.path)
      groups.set(key, group)
    }
  }
  const file = path.relative(config.siteDir, config.configFile)
  const locate = configLocator(config)
  return [...groups.values()].map(({ item, message, pages }) => {
    const index = config.themeConfig.navbar.items.indexOf(item)
    const configPath = index === -1 ? undefined : ['themeConfig', 'navbar', 'items', index]
    const at = configPath ? locate(configPath) : undefined
    const { position, type, label } = describeNavbarItem(item)
    const named = pages.slice(0, PAGES_NAMED_MAX).join(', ') + (pages.length > PAGES_NAMED_MAX ? ', …' : '')
    return {
      code: 'navbar-item-failed',
      message: `Navbar item ${configPath ? `${formatConfigPath(configPath)} ` : ''}(position: ${position}, type: ${type}, label: ${label === null ? 'none' : JSON.stringify(label)}) failed to render on ${pages.length} page${pages.length === 1 ? '' : 's'} (${named}): ${message}`,
      file,
      line: at?.line,
      hint: 'The item is left out of those pages. Fix its config so it resolves on every page.',
    }
  })
}
