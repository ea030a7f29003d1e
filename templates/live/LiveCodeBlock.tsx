/**
 * A `live` code block: the highlighted code, then the playground (`.live-preview`): the editor's controls
 * (`[data-live-editor]`) and the result (`[data-live-result]`).
 *
 * - The result is the block's precompiled module (`moduleUrl`, built by src/live), server-rendered into the
 *   HTML. In the browser it hydrates in place as soon as its module has loaded (the page head modulepreloads it):
 *   the Suspense boundary keeps the server HTML until then, so the example's hotkeys work once the page is
 *   interactive, with no transpiler in the page.
 * - The editor chunk (react-live + sucrase, src/client/live/live-editor.tsx) is prefetched when the browser is idle
 *   after load, and imported (run) only at the first sign that the reader wants to edit: the pointer enters the
 *   code, or the code gets the focus or a click. It then takes the place of the static code. Everything that only
 *   matters once editing starts (the edited code, re-running it, its result and errors, Reset) is in that chunk
 *   (LiveEditSession); the precompiled preview keeps its place in the tree, and its state, until the first edit.
 */
import { Suspense, isValidElement, use, useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { CopyButton } from '../common/CopyButton.js'
import { useOptionalSiteContext } from '../SiteContext.js'
import { loadLiveModule } from '../../src/client/live/live-modules.js'
import { claimLiveErrors, thrownMessage } from '../../src/client/live/live-error-owners.js'
import { prefetchLiveEditorWhenIdle } from '../../src/client/live/prefetch-live-editor.js'
import { previewComponent } from '../../src/client/live/preview-component.js'
import { runLiveFunction, type LiveModule } from '../../src/live/run-live-function.js'
import { ErrorBox, PreviewBoundary, type LiveError } from './LiveErrorBox.js'

type EditorChunk = typeof import('../../src/client/live/live-editor.js')
type LiveEditSession = InstanceType<EditorChunk['LiveEditSession']>

let editorChunk: Promise<EditorChunk> | undefined
function loadEditorChunk(): Promise<EditorChunk> {
  editorChunk ??= import('../../src/client/live/live-editor.js').catch((error: unknown) => {
    editorChunk = undefined
    throw error
  })
  return editorChunk
}

/** The text of rendered code (the highlighted lines' text is exactly the source). */
function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return ''
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node)
  if (Array.isArray(node)) return node.map(nodeText).join('')
  if (isValidElement(node)) return nodeText((node.props as { children?: ReactNode }).children)
  return ''
}

/** The precompiled preview: suspends until the block's module has loaded (during hydration the server HTML stays). */
function ModulePreview({ url, noInline, onReady }: { url: string; noInline: boolean; onReady: () => void }) {
  const thenable = loadLiveModule(url)
  // only on the server, for a module the build did not register
  if (!thenable) return <p className="live-preview__note">This example has no compiled preview.</p>
  return <LoadedPreview module={use(thenable)} noInline={noInline} onReady={onReady} />
}

function LoadedPreview({ module, noInline, onReady }: { module: LiveModule; noInline: boolean; onReady: () => void }) {
  const Preview = useMemo(() => previewComponent(runLiveFunction(module.run, noInline)), [module, noInline])
  useEffect(onReady, [onReady])
  return <Preview />
}

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
  /** the highlighted code */
  children?: ReactNode
}

type EditorState = 'idle' | 'loading' | 'ready' | 'failed'

const NO_EDITS = () => () => {}

export function LiveCodeBlock({ id, language, title, className, noInline, moduleUrl, children }: LiveCodeBlockProps) {
  const original = useMemo(() => nodeText(children), [children])
  const [editorState, setEditorState] = useState<EditorState>('idle')
  const [editor, setEditor] = useState<{ chunk: EditorChunk; session: LiveEditSession } | null>(null)
  const [ready, setReady] = useState(false)
  /** an error the precompiled example threw outside rendering (an event handler, a hotkey callback) */
  const [previewError, setPreviewError] = useState<LiveError | null>(null)
  const preRef = useRef<HTMLPreElement>(null)
  const previewRef = useRef<HTMLDivElement>(null)
  const state = useRef({ requested: false, wantsFocus: false, focusAt: undefined as number | undefined, unmounted: false })
  const hintId = `${useId()}-live-hint`
  const editorChunks = useOptionalSiteContext()?.site.liveEditor
  const session = editor?.session
  const edited = useSyncExternalStore(session?.subscribe ?? NO_EDITS, () => session?.getSnapshot(), () => undefined)

  const onReady = useCallback(() => setReady(true), [])

  const requestEditor = (wantsFocus: boolean) => {
    const s = state.current
    if (wantsFocus) s.wantsFocus = true
    if (s.requested || !moduleUrl) return
    s.requested = true
    setEditorState('loading')
    loadEditorChunk().then(
      (chunk) => {
        if (s.unmounted) return
        s.focusAt = chunk.caretRequest(preRef.current, s.wantsFocus)
        const session = new chunk.LiveEditSession({
          blockId: id,
          original,
          noInline,
          language,
          moduleUrl,
          element: () => previewRef.current,
          onReset: () => setPreviewError(null),
        })
        setEditor({ chunk, session })
        setEditorState('ready')
      },
      (error: unknown) => {
        if (s.unmounted) return
        s.requested = false
        console.warn('The live code editor could not be loaded; the example still runs.', error)
        setEditorState('failed')
      },
    )
  }

  useEffect(() => {
    const s = state.current
    s.unmounted = false
    const stopPrefetch = moduleUrl && editorChunks ? prefetchLiveEditorWhenIdle(editorChunks) : undefined
    const release = moduleUrl
      ? claimLiveErrors({
          owns: (stack) => stack.includes(moduleUrl),
          element: () => previewRef.current,
          show: (error) => setPreviewError({ kind: 'runtime', message: thrownMessage(error) }),
        })
      : undefined
    return () => {
      s.unmounted = true
      stopPrefetch?.()
      release?.()
    }
  }, [moduleUrl, editorChunks])

  useEffect(() => () => session?.dispose(), [session])

  // the precompiled result: created once, so re-renders of this block never disturb its hydration or its state
  const precompiled = useMemo(
    () =>
      moduleUrl ? (
        <PreviewBoundary>
          <Suspense fallback={<p className="live-preview__note">Loading the result…</p>}>
            <ModulePreview url={moduleUrl} noInline={noInline} onReady={onReady} />
          </Suspense>
        </PreviewBoundary>
      ) : (
        <>
          <p className="live-preview__note live-preview__note--js">This example has no compiled preview.</p>
          <p className="live-preview__note live-preview__note--no-js">The result appears here when JavaScript is enabled.</p>
        </>
      ),
    [moduleUrl, noInline, onReady],
  )

  const focusMatters = /\bref=\{|tabIndex/.test(original)

  return (
    <>
      <div
        className={`code-block code-block--live${editor ? ' code-block--editing' : ''}`}
        data-language={language}
        data-live="true"
        data-live-id={id}
        data-no-inline={noInline ? 'true' : undefined}
      >
        {title ? <div className="code-block__title">{title}</div> : null}
        <div className="code-block__body">
          {editor ? (
            <editor.chunk.EditedCode session={editor.session} blockId={id} title={title} language={language} describedBy={hintId} focusAt={state.current.focusAt} />
          ) : (
            <pre
              ref={preRef}
              className={`code-block__pre${className ? ` ${className}` : ''}${language ? ` language-${language}` : ''}`}
              tabIndex={0}
              onPointerEnter={() => requestEditor(false)}
              onFocus={() => requestEditor(true)}
              onPointerDown={() => requestEditor(true)}
            >
              {children}
            </pre>
          )}
          <CopyButton className="code-block__copy" label="Copy code to clipboard" getText={() => edited?.code ?? original} />
        </div>
      </div>
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
            {editor ? (
              <editor.chunk.EditingToolbar session={editor.session} hintId={hintId} />
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
        <div className="live-preview__result" data-live-result="">
          {edited?.result ?? (previewError ? <ErrorBox error={previewError} /> : precompiled)}
        </div>
        <p className="live-preview__hint">
          {focusMatters
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
