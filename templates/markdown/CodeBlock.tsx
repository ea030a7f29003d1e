import { useRef, type ReactNode } from 'react'
import { CopyButton } from '../common/CopyButton.js'
import { codeText } from './code-text.js'
import { LivePreviewPlaceholder } from './LivePreviewPlaceholder.js'

/** Props of a hast `<pre>` code block after hastToReact (`data-*` names as in HTML). */
export interface CodeBlockProps {
  className?: string
  children?: ReactNode
  'data-language'?: string
  'data-title'?: string
  'data-live'?: boolean | string
  'data-no-inline'?: boolean | string
  'data-live-id'?: string
}

function flag(value: boolean | string | undefined): boolean {
  return value === true || value === '' || value === 'true'
}

/** A highlighted code block: optional title bar, the code, a copy button, and a live preview area for `live` blocks. */
export function CodeBlock(props: CodeBlockProps) {
  const { className, children } = props
  const language = props['data-language']
  const title = props['data-title']
  const live = flag(props['data-live'])
  const noInline = flag(props['data-no-inline'])
  const liveId = props['data-live-id']
  const preRef = useRef<HTMLPreElement>(null)

  return (
    <>
      <div
        className={`code-block${live ? ' code-block--live' : ''}`}
        data-language={language}
        data-live={live ? 'true' : undefined}
        data-live-id={live ? liveId : undefined}
        data-no-inline={noInline ? 'true' : undefined}
      >
        {title ? <div className="code-block__title">{title}</div> : null}
        <div className="code-block__body">
          <pre
            ref={preRef}
            className={`code-block__pre${className ? ` ${className}` : ''}${language ? ` language-${language}` : ''}`}
            tabIndex={0}
          >
            {children}
          </pre>
          <CopyButton className="code-block__copy" label="Copy code to clipboard" getText={() => codeText(preRef.current)} />
        </div>
      </div>
      {live && liveId ? <LivePreviewPlaceholder id={liveId} noInline={noInline} /> : null}
    </>
  )
}
