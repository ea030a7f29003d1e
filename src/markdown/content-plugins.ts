/**
 * The project's remark and rehype plugins, in their order, for every content format: the Markdown and the
 * lowered-MDX processors (render-markdown.ts) and MDX compiled to a component module (compile-mdx-module.ts).
 */
import type { PluggableList } from 'unified'
import type { Options as RemarkRehypeOptions } from 'remark-rehype'
import { rehypeCodeBlocks } from './rehype-code-blocks.js'
import { rehypeHeadingIds } from './rehype-heading-ids.js'
import { rehypeTruncate, truncateMarkerToHast } from './rehype-truncate.js'
import { remarkAdmonitions } from './remark-admonitions.js'
import { remarkCommentHeadingIds } from './remark-comment-heading-ids.js'
import { remarkEmojiShortcodes } from './remark-emoji-shortcodes.js'
import { remarkKbd } from './remark-kbd.js'
import { remarkNpm2yarn } from './remark-npm2yarn.js'
import { remarkRawHtmlPolicy } from './remark-raw-html-policy.js'
import { remarkResolveLinks } from './remark-resolve-links.js'
import { remarkTabs } from './remark-tabs.js'
import { remarkUnhandledDirectives } from './remark-unhandled-directives.js'

export const CONTENT_REMARK_PLUGINS: PluggableList = [
  remarkCommentHeadingIds,
  remarkEmojiShortcodes,
  remarkRawHtmlPolicy,
  remarkKbd,
  remarkUnhandledDirectives,
  remarkNpm2yarn,
  remarkTabs,
  remarkAdmonitions,
  remarkResolveLinks,
]

/** mdast → hast: the truncate marker survives as a comment (rehype-truncate.ts) */
export const CONTENT_REMARK_REHYPE_OPTIONS: RemarkRehypeOptions = { handlers: { html: truncateMarkerToHast } }

export const CONTENT_REHYPE_PLUGINS: PluggableList = [rehypeCodeBlocks, rehypeHeadingIds, rehypeTruncate]
