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
import {
  isValidElement,
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react'
import { CopyButton } from '../common/CopyButton.js'
import { useOptionalSiteContext } from '../SiteContext.js'
import {
  claimLiveErrors,
  loadEditorChunk,
  loadLiveModule,
  precompiledPreview,
  prefetchLiveEditorWhenIdle,
  thrownMessage,
  usePreviewRoot,
  type EditorChunk,
} from '../../src/client/index.js'
import { previewComponent } from '../../src/shared/live/preview-component.js'
import { livePreviewIdPrefix, runLiveFunction } from '../../src/shared/live/run-live-function.js'
import { ErrorBox, type LiveError } from './LiveErrorBox.js'

type LiveEditSession = InstanceType<EditorChunk['LiveEditSession']>

/** The text of rendered code (the highlighted lines' text is exactly the source). */
function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return ''
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node)
  if (Array.isArray(node)) return node.map(nodeText).join('')
  if (isValidElement(node)) return nodeText((node.props as { children?: ReactNode }).children)
  return ''
}

/**
 * The result container: the preview root's element, holding the server's HTML of the preview. Memoised on that
 * HTML, so the page's re-renders never touch it (React sets innerHTML again whenever the object changes).
 */
const ResultContainer = memo(function ResultContainer({
  html,
  containerRef,
}: {
  html: string
  containerRef: RefObject<HTMLDivElement | null>
}) {
  const inner = useMemo(() => ({ __html: html }), [html])
  return <div ref={containerRef} className="live-preview__result" data-live-result="" dangerouslySetInnerHTML={inner} />
})

/** The block's precompiled example once its module has loaded, or why it cannot be shown. */
type LoadedPreview = { Preview: ComponentType } | { error: LiveError }

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

type EditorState = 'idle' | 'loading' | 'ready' | 'failed'

const NO_EDITS = () => () => {}

export function LiveCodeBlock({
  id,
  language,
  title,
  className,
  noInline,
  moduleUrl,
  previewHtml,
  children,
}: LiveCodeBlockProps) {
  const original = useMemo(() => nodeText(children), [children])
  const [editorState, setEditorState] = useState<EditorState>('idle')
  const [editor, setEditor] = useState<{ chunk: EditorChunk; session: LiveEditSession } | null>(null)
  const [ready, setReady] = useState(false)
  /** an error the precompiled example threw outside rendering (an event handler, a hotkey callback) */
  const [previewError, setPreviewError] = useState<LiveError | null>(null)
  const [loaded, setLoaded] = useState<LoadedPreview | null>(null)
  const preRef = useRef<HTMLPreElement>(null)
  const previewRef = useRef<HTMLDivElement>(null)
  const resultRef = useRef<HTMLDivElement>(null)
  const state = useRef({
    requested: false,
    wantsFocus: false,
    focusAt: undefined as number | undefined,
    unmounted: false,
  })
  const hintId = `${useId()}-live-hint`
  const editorChunks = useOptionalSiteContext()?.site.liveEditor
  const session = editor?.session
  const edited = useSyncExternalStore(
    session?.subscribe ?? NO_EDITS,
    () => session?.getSnapshot(),
    () => undefined,
  )

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

  // the block's module (modulepreloaded by the page head): its example, hydrated into the result container
  useEffect(() => {
    if (!moduleUrl) return
    let active = true
    const failed = (error: unknown, doing: string) =>
      active && setLoaded({ error: { kind: 'runtime', message: `${doing}${thrownMessage(error)}` } })
    loadLiveModule(moduleUrl)?.then(
      (module) => {
        if (!active) return
        try {
          setLoaded({ Preview: previewComponent(runLiveFunction(module.run, noInline)) })
        } catch (error) {
          failed(error, '')
        }
      },
      (error: unknown) => failed(error, 'The example could not be loaded: '),
    )
    return () => {
      active = false
    }
  }, [moduleUrl, noInline])

  // created once per module, so the page's re-renders never disturb the example or its state
  const precompiled = useMemo(
    () => (loaded && 'Preview' in loaded ? precompiledPreview(loaded.Preview, onReady) : null),
    [loaded, onReady],
  )
  const previewErrorBox = useMemo(() => (previewError ? <ErrorBox error={previewError} /> : null), [previewError])
  const loadErrorBox = useMemo(() => (loaded && 'error' in loaded ? <ErrorBox error={loaded.error} /> : null), [loaded])
  const shown = edited?.result ?? previewErrorBox ?? loadErrorBox ?? precompiled
  usePreviewRoot(resultRef, moduleUrl ? shown : null, {
    identifierPrefix: livePreviewIdPrefix(id),
    // the server's HTML is the precompiled example's: hydrated when that is what the root shows first
    hydrate: previewHtml !== undefined && shown === precompiled,
  })

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
            <editor.chunk.EditedCode
              session={editor.session}
              blockId={id}
              title={title}
              language={language}
              describedBy={hintId}
              focusAt={state.current.focusAt}
            />
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
          <CopyButton
            className="code-block__copy"
            label="Copy code to clipboard"
            getText={() => edited?.code ?? original}
          />
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
        {moduleUrl ? (
          <ResultContainer html={previewHtml ?? ''} containerRef={resultRef} />
        ) : (
          <div className="live-preview__result" data-live-result="">
            <p className="live-preview__note live-preview__note--js">This example has no compiled preview.</p>
            <p className="live-preview__note live-preview__note--no-js">
              The result appears here when JavaScript is enabled.
            </p>
          </div>
        )}
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
