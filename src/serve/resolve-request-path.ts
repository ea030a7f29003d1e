/**
 * Hand-written: sirv finds `/a` in either layout but not `/a.html` as a/index.html (nor `/a/index.html` as a.html),
 * and hands hostile targets to the file system; the tests pin those forms and a 400 for dot segments, `\`, NUL, ….
 *
 * Turns a raw request target (`req.url`) into the files that may answer it, relative to the output folder,
 * or rejects it. Pure: no file system access — the server tries the candidates in order and checks each
 * resolved file is really inside the root (realpath + prefix), so this is the first of two fences.
 *
 * Clean URLs follow static hosting and the shared route rules (`src/shared/paths.ts`): `/a/b`, `/a/b/`,
 * `/a/b.html` and `/a/b/index.html` all find the page whether the build wrote `a/b.html` (trailingSlash
 * false) or `a/b/index.html` (trailingSlash true).
 */
import { htmlFileForRoute, normalizeRoutePath, splitHref } from '../shared/paths.js'
import { MAX_REQUEST_PATH_LENGTH, SERVED_DOT_SEGMENT } from './serve-constants.js'

export type RequestPathResolution =
  | {
      kind: 'candidates'
      /** the route the request names, normalised like the build and the router do (`/docs/intro`) */
      routePath: string
      /** files to try in order, relative to the root, `/`-separated, never empty, `..`, absolute or dotfiles */
      candidates: string[]
    }
  /** malformed or hostile: answer 400 */
  | { kind: 'bad-request'; reason: string }
  /** well-formed but never served (dotfiles): answer 404 */
  | { kind: 'not-found'; reason: string }

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the request path must not hold
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/

export function resolveRequestPath(requestTarget: string): RequestPathResolution {
  if (requestTarget.length > MAX_REQUEST_PATH_LENGTH) {
    return { kind: 'bad-request', reason: `request path longer than ${MAX_REQUEST_PATH_LENGTH} characters` }
  }
  const { pathname } = splitHref(requestTarget)
  if (!pathname.startsWith('/')) return { kind: 'bad-request', reason: 'request path must start with /' }
  if (pathname.startsWith('//')) return { kind: 'bad-request', reason: 'request path must not start with //' }
  if (pathname.includes('\\')) return { kind: 'bad-request', reason: 'backslash in request path' }

  const segments: string[] = []
  for (const raw of pathname.slice(1).split('/')) {
    let segment: string
    try {
      segment = decodeURIComponent(raw)
    } catch {
      return { kind: 'bad-request', reason: 'invalid percent-encoding' }
    }
    if (segment === '') continue // `/a//b` reads as `/a/b`, like normalizeRoutePath; a trailing `/` is kept below
    if (segment.includes('/') || segment.includes('\\')) {
      return { kind: 'bad-request', reason: 'encoded slash or backslash in request path' }
    }
    if (CONTROL_CHARACTER.test(segment)) return { kind: 'bad-request', reason: 'control character in request path' }
    // `C:` drive letters and `file::$DATA` streams on Windows; never part of a generated output path
    if (segment.includes(':')) return { kind: 'bad-request', reason: 'colon in request path' }
    if (/^\.+$/.test(segment)) return { kind: 'bad-request', reason: 'dot segment in request path' }
    if (segment.startsWith('.') && segment !== SERVED_DOT_SEGMENT) {
      return { kind: 'not-found', reason: 'dotfiles are not served' }
    }
    segments.push(segment)
  }

  if (segments.length === 0) return { kind: 'candidates', routePath: '/', candidates: ['index.html'] }

  const exact = segments.join('/')
  const endsWithSlash = pathname.endsWith('/')
  const routePath = normalizeRoutePath('/' + exact + (endsWithSlash ? '/' : ''))
  const layouts = endsWithSlash ? [true, false] : [false, true]
  const candidates = [
    ...(endsWithSlash ? [] : [exact]),
    ...layouts.map((trailingSlash) => htmlFileForRoute(routePath, trailingSlash)),
  ]
  return { kind: 'candidates', routePath, candidates: [...new Set(candidates)] }
}
