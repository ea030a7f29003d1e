import type { HTMLAttributes, ReactNode } from 'react'
import { CopyButton } from '../common/CopyButton.js'

export interface CodeBlockFrameProps extends HTMLAttributes<HTMLDivElement> {
  title?: string
  /** the code's text, read when the reader copies it */
  getText(): string
  /** the code: its `<pre>`, or a live block's editor */
  children: ReactNode
}

/**
 * The frame of a code block, static or live (`attributes` go on its outer element): the optional title bar, then the
 * code with its copy button.
 */
export function CodeBlockFrame({ title, getText, children, ...attributes }: CodeBlockFrameProps) {
  return (
    <div {...attributes}>
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__body">
        {children}
        <CopyButton className="code-block__copy" label="Copy code to clipboard" getText={getText} />
      </div>
    </div>
  )
}

/** The class of a code block's `<pre>`: its own classes from the highlighter, and its language's. */
export function codePreClassName(className: string | undefined, language: string | undefined): string {
  return `code-block__pre${className ? ` ${className}` : ''}${language ? ` language-${language}` : ''}`
}
