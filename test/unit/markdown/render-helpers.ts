/** Test helpers: render Markdown and serialise the hast with hast-util-to-html. */
import type { Root } from 'hast'
import { toHtml } from 'hast-util-to-html'
import type { MarkdownOptions, MarkdownResult } from '../../../src/markdown/markdown-result.js'
import { renderMarkdown } from '../../../src/markdown/render-markdown.js'
import { BuildError } from '../../../src/errors.js'

export const FILE = 'content/docs/current/page.md'

export function render(source: string, options: Partial<MarkdownOptions> = {}): MarkdownResult & { html: string } {
  const result = renderMarkdown(source, { file: FILE, ...options })
  return { ...result, html: toHtml(result.hast) }
}

export function html(source: string, options: Partial<MarkdownOptions> = {}): string {
  return render(source, options).html
}

export function htmlOf(root: Root): string {
  return toHtml(root)
}

/** The BuildError thrown by rendering `source` (fails the test when nothing is thrown). */
export function renderError(source: string, options: Partial<MarkdownOptions> = {}): BuildError {
  try {
    renderMarkdown(source, { file: FILE, ...options })
  } catch (error) {
    if (error instanceof BuildError) return error
    throw error
  }
  throw new Error('expected a BuildError, but rendering succeeded')
}

/** Joins lines with '\n' (Markdown sources and expected HTML read better as arrays). */
export function lines(...parts: string[]): string {
  return parts.join('\n')
}
