import type { MarkdownOptions, MarkdownResult } from '../markdown/markdown-result.js'

/** The markdown stage as the content stage sees it (injected, so tests and caches can wrap it). */
export type MarkdownRenderer = (source: string, options: MarkdownOptions) => MarkdownResult
