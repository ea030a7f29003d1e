import { ErrorChain } from './ErrorChain.js'

/** An error view for a page that could not be shown (inside the layout). */
export function PageError({ error, tryAgain }: { error: unknown; tryAgain?: () => void }) {
  return (
    <div className="container error-page">
      <h1>Page Error</h1>
      <ErrorChain error={error} />
      {tryAgain ? (
        <button type="button" className="button button--primary" onClick={tryAgain}>
          Try again
        </button>
      ) : null}
    </div>
  )
}
