import { CodeBlock } from '../markdown/CodeBlock.js'
import { tokenizeCode } from './tokenize-code.js'

/**
 * A code sample written in a React page, shown like a Markdown code block (title bar, copy button, Prism palette).
 * Lines follow the Markdown stage's markup: `<span class="code-line">` each, all but the last ending in a newline.
 */
export function StaticCode({
  code,
  language = 'tsx',
  title,
  showLineNumbers,
  highlightedLines,
}: {
  code: string
  language?: string
  title?: string
  /** numbers the lines (the `code-block__pre--numbered` class: the Infima layer styles it, templates/docusaurus) */
  showLineNumbers?: boolean
  /** 1-based numbers of the lines to highlight (`code-line highlighted`, as the Markdown stage marks them) */
  highlightedLines?: readonly number[]
}) {
  const lines = tokenizeCode(code.replace(/\n+$/, ''))
  return (
    <CodeBlock
      data-language={language}
      data-title={title}
      className={showLineNumbers ? 'code-block__pre--numbered' : undefined}
    >
      <code className={`language-${language}`}>
        {lines.map((line, index) => (
          <span className={highlightedLines?.includes(index + 1) ? 'code-line highlighted' : 'code-line'} key={index}>
            {line.map((token, i) =>
              token.type ? (
                <span key={i} className={`token ${token.type}`}>
                  {token.text}
                </span>
              ) : (
                token.text
              ),
            )}
            {index < lines.length - 1 ? '\n' : null}
          </span>
        ))}
      </code>
    </CodeBlock>
  )
}
