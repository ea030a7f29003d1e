/**
 * A `live` code block: the highlighted code, then the playground (`.live-preview`): the editor's controls
 * (`[data-live-editor]`) and the result (`[data-live-result]`).
 *
 * - The result is the block's precompiled module (`moduleUrl`, built by src/live). Its preview is rendered by the
 *   build in isolation and comes as HTML (`previewHtml`), which the page puts in the result container. The
 *   container is a React root of its own (src/client/live/preview-root.tsx): in the browser it hydrates in place
 *   as soon as the module has loaded (the page head modulepreloads it), so the example's hotkeys work once the page
 *   is interactive, with no transpiler in the page. Whatever the block shows later (the edited result, an error
 *   box) is rendered into that root.
 * - The editor chunk (react-live + sucrase, src/client/live/live-editor.tsx) is prefetched when the browser is idle
 *   after load, and imported (run) only at the first sign that the reader wants to edit: the pointer enters the
 *   code, or the code gets the focus or a click. It then takes the place of the static code. Everything that only
 *   matters once editing starts (the edited code, re-running it, its result and errors, Reset) is in that chunk
 *   (LiveEditSession); the precompiled preview keeps its place in the tree, and its state, until the first edit.
 */
import { type ReactNode } from 'react'
export interface LiveCodeBlockProps {
  /** `live-1`… (unique within the page's content) */
  id: string
  language: string
  title?: string
  /** extra classes of the code's `<pre>` */
  className?: string
  noInline: boolean
  /** URL of the block's compiled module (hast `dataLiveModule`, added by the build) */
  moduleUrl?: string
  /** the server-rendered HTML of its preview (hast `dataLivePreview`, added by the build) */
  previewHtml?: string
  /** the highlighted code */
  children?: ReactNode
}
export declare function LiveCodeBlock({
  id,
  language,
  title,
  className,
  noInline,
  moduleUrl,
  previewHtml,
  children,
}: LiveCodeBlockProps): import('react/jsx-runtime').JSX.Element
