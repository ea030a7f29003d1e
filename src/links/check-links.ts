import type { ResolvedConfig } from '../config/site-config.js'
import type { ConfigPath } from '../config/config-error.js'
import { configLocation } from '../config/config-location.js'
import { BuildError, type BuildWarning } from '../errors.js'
import type { Route } from '../routes/route.js'
import {
  isInternalHref,
  normalizeRoutePath,
  publicHref,
  routePathOfPathname,
  splitHref,
  withBaseUrl,
} from '../shared/paths.js'
import type { PageLinks } from './extract-html-links.js'

/** What the check needs of a rendered page: its route, the hrefs of its links (each once) and its element ids. */
export interface PageToCheck extends PageLinks {
  route: Route
}

export interface LinkReport {
  brokenLinks: BuildError[]
  brokenAnchors: BuildWarning[]
  /** images in Markdown whose file the build does not have (warnings, with file and line) */
  brokenImages: BuildWarning[]
  checkedLinks: number
}

/**
 * Checks every internal href and `#anchor` of every rendered page — content, navbar, footer, sidebar,
 * pagination — against the route table and the files the build writes. External links are not fetched.
 * Each problem names the file (and line, for links written in Markdown or in the navbar / footer config) that holds
 * the link, and is reported once however many pages show it.
 */
export function checkLinks(config: ResolvedConfig, pages: PageToCheck[], outputFiles: Set<string>): LinkReport {
  const idsByPath = new Map<string, Set<string>>()
  for (const page of pages) idsByPath.set(page.route.path, page.ids)
  const navbarAndFooter = configuredHrefs(config)

  const brokenLinks: BuildError[] = []
  const brokenAnchors: AnchorWarning[] = []
  const reported = new Set<string>()
  // by pathname: every page of a large site links the same sidebar and navbar targets (10,000 pages: 580,000 links)
  const targets = new Map<string, ReturnType<typeof resolveTarget>>()
  const targetOf = (pathname: string) => {
    if (!targets.has(pathname)) targets.set(pathname, resolveTarget(pathname, config.baseUrl, idsByPath, outputFiles))
    return targets.get(pathname)
  }
  let checkedLinks = 0
  for (const page of pages) {
    for (const href of page.hrefs) {
      const relative = pageRelativeHref(href, page.route.path, config)
      const { pathname, hash } = splitHref(relative ?? href)
      if (href.startsWith('#')) {
        checkedLinks++
        const id = decodeHash(hash)
        if (id && !idsByPath.get(page.route.path)!.has(id)) {
          brokenAnchors.push(anchorWarning(page.route, href, source(page.route, href, navbarAndFooter, config)))
        }
        continue
      }
      if (!isInternalHref(href) && relative === undefined) continue
      checkedLinks++
      const target = targetOf(pathname)
      if (target === undefined) {
        const where = source(page.route, href, navbarAndFooter, config)
        const key = `${where.file}:${where.line ?? ''}:${href}`
        if (reported.has(key)) continue
        reported.add(key)
        brokenLinks.push(
          new BuildError('broken-link', `Broken link on ${page.route.path}: ${href}`, {
            file: where.file,
            line: where.line,
            column: where.column,
            hint: where.fromConfig
              ? 'Fix the link in the navbar or footer config.'
              : 'Point the link at an existing page, or create the page.',
          }),
        )
        continue
      }
      const id = decodeHash(hash)
      if (id && target !== 'file' && !idsByPath.get(target)!.has(id)) {
        brokenAnchors.push(anchorWarning(page.route, href, source(page.route, href, navbarAndFooter, config)))
      }
    }
  }
  return {
    brokenLinks,
    brokenAnchors: dedupe(brokenAnchors),
    brokenImages: checkImages(config, pages, outputFiles),
    checkedLinks,
  }
}

/**
 * A link relative to its page (`blog`, `../api/use-hotkeys`: no scheme, no leading slash), as the browser resolves it
 * against the page's URL, as a root-relative href; undefined for any other href, and for a link to a `.md`/`.mdx`
 * file: one the markdown stage could not resolve, which onBrokenMarkdownLinks has already dealt with.
 */
function pageRelativeHref(href: string, routePath: string, config: ResolvedConfig): string | undefined {
  if (href === '' || /^[/#?]/.test(href) || /^[a-z][a-z\d+.-]*:/i.test(href)) return undefined
  if (/\.mdx?$/i.test(splitHref(href).pathname)) return undefined
  const page = withBaseUrl(config.baseUrl, routePath === '/' || !config.trailingSlash ? routePath : `${routePath}/`)
  const url = new URL(href, `http://site.invalid${page}`)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * Every image written in Markdown whose src is a file of this site (root-relative, or relative to the page) must
 * be a file of the build (`static/` or generated). External and `data:` images are not fetched.
 */
function checkImages(config: ResolvedConfig, pages: PageToCheck[], outputFiles: Set<string>): BuildWarning[] {
  const warnings: BuildWarning[] = []
  const reported = new Set<string>()
  for (const { route } of pages) {
    for (const image of route.markdownLinks) {
      if (!image.image || !image.href || HAS_SCHEME.test(image.href) || image.href.startsWith('//')) continue
      const file = imageFile(config, route.path, image.href)
      if (file !== undefined && outputFiles.has(file)) continue
      const where = image.file ?? route.sourceFile
      const key = `${where}:${image.line ?? ''}:${image.href}`
      if (reported.has(key)) continue
      reported.add(key)
      warnings.push({
        code: 'broken-image',
        message: `Broken image on ${route.path}: ${image.href}`,
        file: where,
        line: image.line,
        hint: `Put the file under ${config.staticDir}/ (served from the site root: ${config.staticDir}/img/x.png is /img/x.png), or fix the path.`,
      })
    }
  }
  return warnings
}

/** The output file an image src names (`img/logo.svg`), or undefined when it points outside the base URL. */
function imageFile(config: ResolvedConfig, routePath: string, src: string): string | undefined {
  const site = 'http://site.invalid'
  // root-relative srcs are written under the base URL (MarkdownImage); relative ones resolve against the page's URL
  const url = new URL(
    src.startsWith('/') ? withBaseUrl(config.baseUrl, src) : src,
    site + publicHref(config, routePath),
  )
  const base = config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`
  if (!url.pathname.startsWith(base)) return undefined
  let file = url.pathname.slice(base.length)
  try {
    file = decodeURI(file)
  } catch {
    /* keep as written */
  }
  return file
}

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '')
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * The route path a link lands on, 'file' for a static or generated file, undefined when nothing is there (or the
 * link leaves the base URL: the site is served under it, nothing of it is outside).
 */
function resolveTarget(
  pathname: string,
  baseUrl: string,
  idsByPath: Map<string, Set<string>>,
  outputFiles: Set<string>,
): string | 'file' | undefined {
  let written = pathname
  try {
    written = decodeURI(pathname)
  } catch {
    /* keep as written */
  }
  const underBase = routePathOfPathname(baseUrl, written)
  if (underBase === null) return undefined
  // the route path, keeping an exact path as written (`/a.html` may be a route of its own)
  const decoded = baseUrl === '/' ? written : written.slice(baseUrl.replace(/\/$/, '').length) || '/'
  if (idsByPath.has(decoded)) return decoded
  const normalized = normalizeRoutePath(decoded)
  if (idsByPath.has(normalized)) return normalized
  const file = decoded.replace(/^\//, '')
  if (outputFiles.has(file) || outputFiles.has(file.replace(/\/$/, '') + '/index.html')) return 'file'
  return undefined
}

interface AnchorWarning extends BuildWarning {
  href: string
}

function anchorWarning(route: Route, href: string, where: { file: string; line?: number }): AnchorWarning {
  return {
    code: 'broken-anchor',
    message: `Broken anchor on ${route.path}: ${href}`,
    file: where.file,
    line: where.line,
    hint: 'No heading or element on the target page has that id.',
    href,
  }
}

/** Every `to` / `href` of the navbar (dropdown items included) and footer, with its config path (the first one wins). */
function configuredHrefs(config: ResolvedConfig): Map<string, ConfigPath> {
  const hrefs = new Map<string, ConfigPath>()
  const add = (link: { to?: string; href?: string }, at: ConfigPath) => {
    for (const key of ['to', 'href'] as const) {
      const value = link[key]
      // as the page writes it (base URL, trailing slash)
      const written = value && publicHref(config, value)
      if (written && !hrefs.has(written)) hrefs.set(written, [...at, key])
    }
  }
  config.themeConfig.navbar.items.forEach((item, i) => {
    const record = item as { to?: string; href?: string; items?: Array<{ to?: string; href?: string }> }
    add(record, ['themeConfig', 'navbar', 'items', i])
    record.items?.forEach((child, j) => {
      add(child, ['themeConfig', 'navbar', 'items', i, 'items', j])
    })
  })
  config.themeConfig.footer?.links.forEach((group, i) => {
    group.items.forEach((link, j) => {
      add(link, ['themeConfig', 'footer', 'links', i, 'items', j])
    })
  })
  return hrefs
}

function source(
  route: Route,
  href: string,
  configured: Map<string, ConfigPath>,
  config: ResolvedConfig,
): { file: string; line?: number; column?: number; fromConfig: boolean } {
  const inMarkdown = route.markdownLinks.find(
    (l) => !l.image && (l.href === href || publicHref(config, l.href) === href),
  )
  if (inMarkdown) {
    return { file: inMarkdown.file ?? route.sourceFile, line: inMarkdown.line, fromConfig: false }
  }
  const configPath = configured.get(href)
  if (configPath) {
    return { ...configLocation(config, configPath), fromConfig: true }
  }
  return { file: route.sourceFile, fromConfig: false }
}

/** One warning per written link (file, line, href), however many pages show it. */
function dedupe(warnings: AnchorWarning[]): BuildWarning[] {
  const seen = new Set<string>()
  return warnings
    .filter((w) => {
      const key = `${w.file}:${w.line ?? ''}:${w.href}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .map(({ href: _href, ...warning }) => warning)
}
