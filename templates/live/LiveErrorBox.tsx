/**
 * How a live block shows a failing example (the precompiled one in LiveCodeBlock, edited code in the editor chunk):
 * a readable box in place of the result, and an error boundary that puts one there when the example throws while
 * rendering. The page goes on.
 */
import { Component, type ReactNode } from 'react'
import { thrownMessage } from '../../src/client/index.js'

export interface LiveError {
  kind: 'syntax' | 'runtime'
  message: string
  line?: number
}

/** "Syntax error on line 3", "Error" (the box's title, and what the block's live region announces). */
export function liveErrorTitle(error: LiveError): string {
  return `${error.kind === 'syntax' ? 'Syntax error' : 'Error'}${error.line ? ` on line ${error.line}` : ''}`
}

export function ErrorBox({ error }: { error: LiveError }) {
  return (
    <div className="live-preview__error" data-live-error={error.kind}>
      <p className="live-preview__error-title">{liveErrorTitle(error)}</p>
      <pre className="live-preview__error-message">{error.message}</pre>
    </div>
  )
}

/** Shows an error box instead of a preview that throws while rendering. */
export class PreviewBoundary extends Component<{ children: ReactNode }, { error: LiveError | null }> {
  override state: { error: LiveError | null } = { error: null }
  static getDerivedStateFromError(error: unknown): { error: LiveError } {
    return { error: { kind: 'runtime', message: thrownMessage(error) } }
  }
  override render() {
    return this.state.error ? <ErrorBox error={this.state.error} /> : this.props.children
  }
}
