import { ErrorChain } from './ErrorChain.js'

/** The fallback when rendering a page throws: what failed, and a way to try again. */
export function CrashPage({ error, tryAgain }: { error: unknown; tryAgain: () => void }) {
  return (
    <div className="container error-page" role="alert">
      <h1>This page crashed.</h1>
      <ErrorChain error={error} />
      <button type="button" className="button button--primary" onClick={tryAgain}>
        Try again
      </button>
    </div>
  )
}
