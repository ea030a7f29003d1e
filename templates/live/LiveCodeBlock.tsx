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
 *
 * The parts: useLiveEditor (the editor chunk and the edit session), useLiveResult (what the result root shows: the
 * precompiled example, its errors, the edited result), CodeBlockFrame (the title bar, code and copy button it shares
 * with static code blocks). The rest is the playground's markup, kept in this component: as components of their own
 * its parts cost about 100 bytes gzip in the shell, which /docs/intro's budget does not have.
 */
import { isValidElement, memo, type ReactNode, type RefObject, useId, useMemo, useRef } from 'react'
import { CodeBlockFrame, codePreClassName } from '../markdown/CodeBlockFrame.js'
import { useLiveEditor } from './useLiveEditor.js'
import { useLiveResult } from './useLiveResult.js'

/** The text of rendered code (the highlighted lines' text is exactly the source). */
export function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return ''
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node)
  if (Array.isArray(node)) return node.map(nodeText).join('')
  if (isValidElement(node)) return nodeText((node.props as { children?: ReactNode }).children)
  return ''
}

/**
 * The result container: the preview root's element, holding the server's HTML of the preview. Memoised on that
 * HTML, so the page's re-renders never touch it (React sets innerHTML again whenever the object changes, and the
 * object is made again only when this renders again: for new HTML).
 */
const ResultContainer = memo(function ResultContainer({
  html,
  containerRef,
}: {
  html: string
  containerRef: RefObject<HTMLDivElement | null>
}) {
  return (
    <div
      ref={containerRef}
      className="live-preview__result"
      data-live-result=""
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own server render of the example, hydrated in place
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
})

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

export function LiveCodeBlock(props: LiveCodeBlockProps) {
  const { id, language, title, noInline, moduleUrl, children } = props
  const original = useMemo(() => nodeText(children), [children])
  const preRef = useRef<HTMLPreElement>(null)
  const previewRef = useRef<HTMLDivElement>(null)
  const resultRef = useRef<HTMLDivElement>(null)
  const hintId = `${useId()}-live-hint`
  // the editor's Reset clears an error the example threw (the session calls it, once both are set up)
  const [editorState, loaded, edited, request] = useLiveEditor(props, original, preRef, previewRef, () =>
    clearExampleError(),
  )
  const [ready, clearExampleError] = useLiveResult(props, previewRef, resultRef, edited?.result)

  return (
    <>
      <CodeBlockFrame
        className={`code-block code-block--live${loaded ? ' code-block--editing' : ''}`}
        data-language={language}
        data-live="true"
        data-live-id={id}
        data-no-inline={noInline ? 'true' : undefined}
        title={title}
        getText={() => edited?.code ?? original}
      >
        {loaded ? (
          <loaded.chunk.EditedCode
            session={loaded.session}
            blockId={id}
            title={title}
            language={language}
            describedBy={hintId}
            focusAt={loaded.focusAt}
          />
        ) : (
          <pre
            ref={preRef}
            className={codePreClassName(props.className, language)}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the code scrolls sideways, and focusing it starts editing
            tabIndex={0}
            onPointerEnter={() => request(false)}
            onFocus={() => request(true)}
            onPointerDown={() => request(true)}
          >
            {children}
          </pre>
        )}
      </CodeBlockFrame>
      <div
        ref={previewRef}
        className="live-preview"
        data-live-id={id}
        data-no-inline={noInline ? 'true' : undefined}
        data-live-ready={ready ? 'true' : undefined}
        data-live-editor-state={editorState}
      >
        <div className="live-preview__header">Live Editor</div>
        <div className="live-preview__editor" data-live-editor="">
          <div className="live-preview__toolbar">
            {loaded ? (
              <loaded.chunk.EditingToolbar session={loaded.session} hintId={hintId} />
            ) : (
              <p className="live-preview__note" id={hintId}>
                {editorState === 'loading' ? (
                  'Loading the editor…'
                ) : editorState === 'failed' ? (
                  'The editor could not be loaded; the example below still runs.'
                ) : (
                  <>
                    <span className="live-preview__note--js">Click the code to edit it.</span>
                    <span className="live-preview__note--no-js">Enable JavaScript to edit and run this example.</span>
                  </>
                )}
              </p>
            )}
          </div>
        </div>
        <div className="live-preview__header">Result</div>
        {moduleUrl ? (
          <ResultContainer html={props.previewHtml ?? ''} containerRef={resultRef} />
        ) : (
          <div className="live-preview__result" data-live-result="">
            <p className="live-preview__note live-preview__note--js">This example has no compiled preview.</p>
            <p className="live-preview__note live-preview__note--no-js">
              The result appears here when JavaScript is enabled.
            </p>
          </div>
        )}
        <p className="live-preview__hint">
          {/\bref=\{|tabIndex/.test(original)
            ? 'This example listens only while it has focus: click into the result first, then press the keys.'
            : 'Press the keys with the focus outside the editor, e.g. after clicking the result.'}
        </p>
        <p className="sr-only" aria-live="polite">
          {edited?.status}
        </p>
      </div>
    </>
  )
}
