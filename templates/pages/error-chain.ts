/** An error followed by its causes (`error.cause`, recursively), stopping at cycles. */
export function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = []
  let current: unknown = error
  while (current !== undefined && current !== null && !chain.includes(current)) {
    chain.push(current)
    current = current instanceof Error ? current.cause : undefined
  }
  return chain
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name
  return String(error)
}
