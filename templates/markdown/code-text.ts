/**
 * The plain text of a rendered code block. Lines are `<span class="code-line">` elements (with or without their
 * own trailing newline), so they are joined explicitly; other code falls back to its text content.
 */
export function codeText(container: HTMLElement | null): string {
  if (!container) return ''
  const code = container.querySelector('code') ?? container
  const lines = code.querySelectorAll('.code-line')
  if (lines.length === 0) return code.textContent ?? ''
  return Array.from(lines, (line) => (line.textContent ?? '').replace(/\r?\n$/, '')).join('\n')
}
