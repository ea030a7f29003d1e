/**
 * Running a compiled live block (README "Live code blocks"): the part of the live-code contract the page's
 * precompiled previews need, kept apart from the wrapping and scope helpers (live-code.ts) that only the build and
 * the editor chunk use, so the shell's JavaScript carries no more than this. Pure: no Node or DOM API.
 */

/** React + named React exports + the library's named exports of one major. */
export type LiveScope = Readonly<Record<string, unknown>>

/** What a compiled block's browser module exports. */
export interface LiveModule {
  /** the block's function: returns the inline value, or calls `render` (noInline) */
  run: (render: (node: unknown) => void) => unknown
  /** the scope the block was compiled against, for evaluating edited code */
  scope: LiveScope
}

/** A problem with a block's code, with its line inside the block when known. */
export class LiveCodeError extends Error {
  readonly blockLine?: number
  constructor(message: string, blockLine?: number) {
    super(message)
    this.name = 'LiveCodeError'
    this.blockLine = blockLine
  }
}

/**
 * Runs a compiled block: inline blocks return their value, noInline blocks must call `render(…)` (the last call
 * wins). Throws a LiveCodeError when a noInline block never renders.
 */
export function runLiveFunction(run: (render: (node: unknown) => void) => unknown, noInline: boolean): unknown {
  if (!noInline) {
    return run(() => {
      throw new LiveCodeError(
        'render(…) is only available in noInline blocks; an inline block is one component or element.',
      )
    })
  }
  let called = false
  let rendered: unknown
  run((node) => {
    called = true
    rendered = node
  })
  if (!called) throw new LiveCodeError('A noInline block must end with render(<Example />).')
  return rendered
}

/**
 * The `identifierPrefix` of a block's preview root (`live-2-`), on the server and in the browser alike: each
 * preview is a React root of its own, and its `useId`s must differ from the page's and the other blocks'.
 */
export function livePreviewIdPrefix(blockId: string): string {
  return `${blockId}-`
}
