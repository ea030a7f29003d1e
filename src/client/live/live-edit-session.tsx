/**
 * The editing state of one live block, part of the editor chunk (so the page's shell carries none of it): the
 * edited code, re-running it LIVE_EDIT_DEBOUNCE_MS after the last change in the block's own scope, the edited
 * result or its error box, Reset, and the errors the edited code's callbacks throw later.
 *
 * LiveCodeBlock reads it as an external store (useSyncExternalStore): `result` is what takes the place of the
 * precompiled preview while it is not null, so until the first edit the precompiled preview (and its state) stays.
 */
import type { ReactNode } from 'react'
import { LIVE_EDIT_DEBOUNCE_MS } from '../../shared/constants.js'
import { ErrorBox, PreviewBoundary, liveErrorTitle, type LiveError } from '../../../templates/index.js'
import { evaluateLiveCode } from './evaluate-live-code.js'
import { claimLiveErrors, thrownMessage } from './live-error-owners.js'
import { loadLiveModule, loadedLiveModule } from './live-modules.js'

export interface LiveEditSnapshot {
  code: string
  /** the edited example or its error box; null while the precompiled preview is shown */
  result: ReactNode | null
  /** what the block's live region announces ("Syntax error on line 3"), empty while all is well */
  status: string
}

export interface LiveEditSessionOptions {
  /** the block's id on the page (`live-1`), part of the edited code's name in stack traces */
  blockId: string
  original: string
  noInline: boolean
  language: string
  /** URL of the block's precompiled module, whose scope edited code runs in */
  moduleUrl: string
  /** the block's element (to pick the block among identical ones that may own an error) */
  element(): Element | null
  /** Reset was pressed: the precompiled preview is shown again */
  onReset?(): void
}

/** Per page load: the evaluations so far, each named apart from every other on the page in stack traces. */
let evaluations = 0

export class LiveEditSession {
  private snapshot: LiveEditSnapshot
  private readonly listeners = new Set<() => void>()
  private timer: ReturnType<typeof setTimeout> | undefined
  /** the latest evaluation: an earlier one still waiting for the block's module is dropped */
  private latest = 0
  /** a new React key for each result, so each run of the code starts afresh */
  private key = 0
  /** the `sourceURL`s of this block's evaluations: errors with one of them in their stack are this block's */
  private readonly sources = new Set<string>()
  private readonly release: () => void
  private disposed = false
  /** the block's original code (Reset restores it) */
  readonly original: string

  constructor(private readonly options: LiveEditSessionOptions) {
    this.original = options.original
    this.snapshot = { code: options.original, result: null, status: '' }
    this.release = claimLiveErrors({
      owns: (stack) => [...this.sources].some((source) => stack.includes(source)),
      element: options.element,
      show: (error) => this.showError({ kind: 'runtime', message: thrownMessage(error) }),
    })
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  readonly getSnapshot = (): LiveEditSnapshot => this.snapshot

  /** The code changed: it runs once no change has come for LIVE_EDIT_DEBOUNCE_MS. */
  readonly change = (code: string): void => {
    this.update({ code })
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.evaluate(code), LIVE_EDIT_DEBOUNCE_MS)
  }

  readonly reset = (): void => {
    clearTimeout(this.timer)
    this.latest++
    this.update({ code: this.options.original, result: null, status: '' })
    this.options.onReset?.()
  }

  dispose(): void {
    this.disposed = true
    clearTimeout(this.timer)
    this.release()
    this.listeners.clear()
  }

  private update(change: Partial<LiveEditSnapshot>): void {
    if (this.disposed) return
    this.snapshot = { ...this.snapshot, ...change }
    for (const listener of this.listeners) listener()
  }

  private showError(error: LiveError): void {
    this.update({ result: <ErrorBox key={++this.key} error={error} />, status: liveErrorTitle(error) })
  }

  private async evaluate(code: string): Promise<void> {
    const { moduleUrl, noInline, language, blockId } = this.options
    const evaluation = ++this.latest
    let module = loadedLiveModule(moduleUrl)
    try {
      module ??= await loadLiveModule(moduleUrl)
    } catch (error) {
      if (evaluation === this.latest)
        this.showError({ kind: 'runtime', message: `The example's scope could not be loaded: ${String(error)}` })
      return
    }
    // a later change, or Reset, came while the module loaded
    if (!module || evaluation !== this.latest) return
    const sourceUrl = `live-edit-${blockId.replace(/[^\w-]/g, '')}-${++evaluations}.js`
    this.sources.add(sourceUrl)
    const evaluated = evaluateLiveCode(code, { noInline, language, scope: module.scope, sourceUrl })
    if (evaluated.error) return this.showError(evaluated.error)
    const Edited = evaluated.component!
    this.update({
      result: (
        <PreviewBoundary key={++this.key}>
          <Edited />
        </PreviewBoundary>
      ),
      status: '',
    })
  }
}
