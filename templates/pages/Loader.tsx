import { errorMessage } from './error-chain.js'

interface LoaderProps {
  /** the load failed: show why and offer a retry */
  error?: unknown
  retry?: () => void
  /** the loader delay has passed (the caller decides when, see LOADER_DELAY_MS); before that nothing shows */
  pastDelay?: boolean
}

/** Shown while a page loads: a spinner, or on failure the error text and a Retry button. */
export function Loader({ error, retry, pastDelay = true }: LoaderProps) {
  if (error !== undefined && error !== null) {
    return (
      <div className="loader loader--error" role="alert">
        <p className="loader__error">{errorMessage(error)}</p>
        {retry ? (
          <button type="button" className="button button--secondary" onClick={retry}>
            Retry
          </button>
        ) : null}
      </div>
    )
  }
  if (!pastDelay) return null
  return (
    <div className="loader" role="status">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  )
}
