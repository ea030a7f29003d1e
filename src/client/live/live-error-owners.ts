/**
 * Errors that live code throws outside React's rendering (an onClick handler, a hotkey callback, a timer, a
 * rejected promise) are not caught by error boundaries: they reach `window` as uncaught errors. Each live block
 * claims the errors whose stack shows its code (the URL of its precompiled module, or the `sourceURL` the editor
 * gives each evaluated edit); such an error is shown in the block's error box and not reported as the page's
 * (its default report is prevented). Errors no block claims are left alone.
 */

export interface LiveErrorOwner {
  /** whether an error with this stack (and script URL) comes from the owner's code */
  owns(stack: string): boolean
  /** the block's element: of several owners of one error (identical blocks share a module) the one with the focus wins */
  element(): Element | null
  show(error: unknown): void
}

/** Per page load: the blocks claiming uncaught errors, and the window's listeners (installed once) that hand them out. */
const owners = new Set<LiveErrorOwner>()
let listening = false

/** Starts sending the errors `owner` owns to it; returns the function that stops it. */
export function claimLiveErrors(owner: LiveErrorOwner): () => void {
  owners.add(owner)
  if (!listening) {
    listening = true
    window.addEventListener('error', (event) => handle(event, event.error, event.filename))
    window.addEventListener('unhandledrejection', (event) => handle(event, event.reason, ''))
  }
  return () => owners.delete(owner)
}

function handle(event: Event, error: unknown, filename: string): void {
  const owner = ownerOf(error, filename)
  if (!owner) return
  event.preventDefault()
  owner.show(error)
}

/** The owner of an error, if any block's code is in its stack. */
export function ownerOf(error: unknown, filename = ''): LiveErrorOwner | undefined {
  const stack = `${(error as { stack?: unknown } | null)?.stack ?? ''}\n${filename}`
  const candidates = [...owners].filter((owner) => owner.owns(stack))
  if (candidates.length < 2) return candidates[0]
  const focused = document.activeElement
  return candidates.find((owner) => owner.element()?.contains(focused)) ?? candidates[0]
}

/** The text a block's error box shows for a thrown value. */
export function thrownMessage(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}
