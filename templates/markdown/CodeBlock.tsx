import { useRef, type ReactNode } from 'react'
import { LiveCodeBlock } from '../live/LiveCodeBlock.js'
import { useOptionalSiteContext } from '../SiteContext.js'
import { CodeBlockFrame, codePreClassName } from './CodeBlockFrame.js'
import { codeText } from './code-text.js'

/** Props of a hast `<pre>` code block after hastToReact (`data-*` names as in HTML). */
export interface CodeBlockProps {
  className?: string
  children?: ReactNode
  'data-language'?: string
  'data-title'?: string
  'data-live'?: boolean | string
  'data-no-inline'?: boolean | string
  'data-live-id'?: string
  /** URL of a live block's compiled module (added by the build, src/live) */
  'data-live-module'?: string
  /** the server-rendered HTML of a live block's preview (added by the build, src/live) */
  'data-live-preview'?: string
}

function flag(value: boolean | string | undefined): boolean {
  return value === true || value === '' || value === 'true'
}

/** A highlighted code block: optional title bar, the code and a copy button; `live` blocks are playgrounds (LiveCodeBlock). */
export function CodeBlock(props: CodeBlockProps) {
  const liveId = props['data-live-id']
  const page = useOptionalSiteContext()?.route.path ?? ''
  if (flag(props['data-live']) && liveId) {
    const moduleUrl = props['data-live-module']
    return (
      <LiveCodeBlock
        // a new block starts afresh, never with another block's edits: also after a client-side navigation to a page
        // with the same example at the same place
        key={`${page} ${moduleUrl ?? liveId}`}
        id={liveId}
        language={props['data-language'] ?? 'text'}
        title={props['data-title']}
        className={props.className}
        noInline={flag(props['data-no-inline'])}
        moduleUrl={moduleUrl}
        previewHtml={props['data-live-preview']}
      >
        {props.children}
      </LiveCodeBlock>
    )
  }
  return <StaticCodeBlock {...props} />
}

function StaticCodeBlock(props: CodeBlockProps) {
  const { className, children } = props
  const language = props['data-language']
  const title = props['data-title']
  const preRef = useRef<HTMLPreElement>(null)

  return (
    <CodeBlockFrame
      // theme-code-block: Docusaurus' class for a code block's container, which sites' CSS targets
      className="code-block theme-code-block"
      data-language={language}
      title={title}
      getText={() => codeText(preRef.current)}
    >
      <pre
        ref={preRef}
        className={codePreClassName(className, language)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the code scrolls sideways: the keyboard scrolls it once focused
        tabIndex={0}
      >
        {children}
      </pre>
    </CodeBlockFrame>
  )
}
