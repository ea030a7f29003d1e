/**
 * Hand-written: sirv's types (mrmime) differ from the pinned ones (xml, ico, no charset, none for unknown files).
 *
 * Content-Type by file extension, and whether a type is worth compressing. Text types carry
 * `charset=utf-8` (the build writes every text file as UTF-8).
 */
import path from 'node:path'

interface ContentTypeRule {
  type: string
  text: boolean
  compressible: boolean
}

const text = (type: string): ContentTypeRule => ({ type, text: true, compressible: true })
const binary = (type: string, compressible = false): ContentTypeRule => ({ type, text: false, compressible })

const CONTENT_TYPES: Record<string, ContentTypeRule> = {
  '.html': text('text/html'),
  '.htm': text('text/html'),
  '.js': text('text/javascript'),
  '.mjs': text('text/javascript'),
  '.css': text('text/css'),
  '.json': text('application/json'),
  '.map': text('application/json'),
  '.webmanifest': text('application/manifest+json'),
  '.svg': text('image/svg+xml'),
  '.xml': text('application/xml'),
  '.txt': text('text/plain'),
  '.md': text('text/markdown'),
  '.png': binary('image/png'),
  '.jpg': binary('image/jpeg'),
  '.jpeg': binary('image/jpeg'),
  '.gif': binary('image/gif'),
  '.webp': binary('image/webp'),
  '.avif': binary('image/avif'),
  '.ico': binary('image/x-icon', true),
  '.woff2': binary('font/woff2'),
  '.woff': binary('font/woff'),
  '.ttf': binary('font/ttf', true),
  '.wasm': binary('application/wasm', true),
  '.pdf': binary('application/pdf'),
  '.mp4': binary('video/mp4'),
  '.webm': binary('video/webm'),
}

const UNKNOWN: ContentTypeRule = binary('application/octet-stream')

export interface ContentTypeInfo {
  /** the full header value, e.g. `text/html; charset=utf-8` */
  contentType: string
  compressible: boolean
  isHtml: boolean
}

/** `docs/intro.html` → text/html; unknown extensions are `application/octet-stream` (never sniffed: nosniff). */
export function contentTypeFor(filePath: string): ContentTypeInfo {
  const ext = path.posix.extname(filePath).toLowerCase()
  const rule = CONTENT_TYPES[ext] ?? UNKNOWN
  return {
    contentType: rule.text ? `${rule.type}; charset=utf-8` : rule.type,
    compressible: rule.compressible,
    isHtml: rule.type === 'text/html',
  }
}
