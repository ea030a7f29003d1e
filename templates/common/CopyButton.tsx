import { useEffect, useRef, useState } from 'react'
import { copyToClipboard } from './copyToClipboard.js'
import { Icon } from './Icon.js'

/** How long the button says "Copied" after a successful copy. */
export const COPIED_FEEDBACK_MS = 2000

interface CopyButtonProps {
  /** called on click, so the text is read from the rendered code at that moment */
  getText: () => string
  /** accessible name of the button */
  label: string
  className?: string
  /** show only the icon (the label is still the accessible name, and the tooltip says "Copy") */
  iconOnly?: boolean
}

export function CopyButton({ getText, label, className, iconOnly = false }: CopyButtonProps) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const onClick = () => {
    copyToClipboard(getText()).then(
      () => {
        setCopied(true)
        clearTimeout(timer.current)
        timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS)
      },
      (error: unknown) => console.warn('Copying to the clipboard failed.', error),
    )
  }

  return (
    <>
      <button
        type="button"
        className={`copy-button${copied ? ' copy-button--copied' : ''}${className ? ` ${className}` : ''}`}
        aria-label={label}
        title={copied ? 'Copied' : 'Copy'}
        onClick={onClick}
      >
        <Icon name={copied ? 'check' : 'copy'} size={16} />
        {!iconOnly && <span className="copy-button__text">{copied ? 'Copied' : 'Copy'}</span>}
      </button>
      <span className="sr-only" role="status">
        {copied ? 'Copied' : ''}
      </span>
    </>
  )
}
