import { errorChain, errorMessage } from './error-chain.js'

/** The message of an error and of each of its causes. */
export function ErrorChain({ error }: { error: unknown }) {
  const chain = errorChain(error)
  return (
    <div className="error-chain">
      {chain.map((item, index) => (
        <p className="error-chain__message" key={index}>
          {index > 0 ? <span className="error-chain__cause">Cause: </span> : null}
          {errorMessage(item)}
        </p>
      ))}
    </div>
  )
}
