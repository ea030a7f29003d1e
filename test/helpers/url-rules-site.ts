import path from 'node:path'
import { copyFixtureSite, REPO_ROOT } from './fixture-site.js'

type Site = Awaited<ReturnType<typeof copyFixtureSite>>

/** The basic fixture with `settings` added to its config, its React home page linking through RouteLink. */
export async function fixtureWithUrlRules(settings: string): Promise<Site> {
  const site = await copyFixtureSite('basic')
  await applyUrlRules(site, settings)
  return site
}

/** Puts `settings` (`baseUrl: '/sub/',` …) in place of the fixture's `baseUrl: '/',`, and makes its pages link through them. */
export async function applyUrlRules(site: Site, settings: string): Promise<void> {
  await site.edit('site.config.ts', (t) => t.replace("baseUrl: '/',", settings))
  const routeLink = path
    .relative(site.file('content/pages'), path.join(REPO_ROOT, 'templates/common/RouteLink.js'))
    .split(path.sep)
    .join('/')
  await site.edit(
    'content/pages/index.tsx',
    (t) =>
      `import { RouteLink } from '${routeLink}'\n` +
      t.replace('<a href="/docs/intro">Get started</a>', '<RouteLink href="/docs/intro">Get started</RouteLink>'),
  )
  // a static image and a feed link from Markdown
  await site.edit('content/docs/current/api.md', (t) => `${t}\n![Icon](/img/icon.svg)\n\n[Feed](/blog/rss.xml)\n`)
}
