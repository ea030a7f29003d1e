/**
 * Emoji shortcodes in a Docusaurus site's text (`:tada:` → 🎉), as Docusaurus converts them by default
 * (`markdown.emoji`, with remark-emoji): the same shortcodes, looked up in the same library (node-emoji). Code is left
 * as written, and so is a name node-emoji does not know. This theme's own sites keep shortcodes as text.
 */
import { createRequire } from 'node:module'
import type { Root } from 'mdast'
import { findAndReplace } from 'mdast-util-find-and-replace'
import type { VFile } from 'vfile'
import { renderContextOf } from './render-context.js'

/** `:tada:`, `:+1:`, `:-1:`: what remark-emoji matches */
const SHORTCODE = /:\+1:|:-1:|:[\w-]+:/g

const requireHere = createRequire(import.meta.url)

export function remarkEmojiShortcodes() {
  return (tree: Root, file: VFile) => {
    if (renderContextOf(file).markup !== 'docusaurus') return
    // loaded on a Docusaurus site's first page only: its data costs every other build ~15 ms
    const { get } = requireHere('node-emoji') as typeof import('node-emoji')
    findAndReplace(tree, [[SHORTCODE, (shortcode: string) => get(shortcode) ?? false]])
  }
}

/**
 * The text without its emoji shortcodes (and the space after one), as a Docusaurus site's default description shows
 * a line (first-line-text.ts); a name node-emoji does not know stays.
 */
export function withoutEmojiShortcodes(text: string): string {
  if (!text.includes(':')) return text
  const { get } = requireHere('node-emoji') as typeof import('node-emoji')
  return text.replace(new RegExp(`(?:${SHORTCODE.source}) ?`, 'g'), (match) =>
    get(match.trimEnd()) === undefined ? match : '',
  )
}
