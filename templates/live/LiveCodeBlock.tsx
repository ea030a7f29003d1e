/**
 * A `live` code block: the highlighted code, then the playground (`.live-preview`): the editor's controls
 * (`[data-live-editor]`) and the result (`[data-live-result]`).
 *
 * - The result is the block's precompiled module (`moduleUrl`, built by src/live), server-rendered into the
 *   HTML. In the browser it hydrates in place as soon as its module has loaded (the page head modulepreloads it):
 *   the Suspense boundary keeps the server HTML until then, so the example's hotkeys work once the page is
 *   interactive, with no transpiler in the page.
 * - The editor chunk (react-live + sucrase) is imported only when the reader focuses or clicks the code, or when
 *   the browser is idle after load; it then takes the place of the static code. Edits re-run after a short
 *   debounce in the block's own scope; errors show in a box, Reset restores the original.
 */
import {
  Component,
  Suspense,
  isValidElement,
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { CopyButton } from '../common/CopyButton.js'
import { loadLiveModule, loadedLiveModule } from '../../src/client/live/live-modules.js'
import { previewComponent } from '../../src/client/live/preview-component.js'
import { runLiveFunction, type LiveModule } from '../../src/live/live-code.js'
import type { LiveEvaluation } from '../../src/client/live/live-editor.js'

type EditorChunk = typeof import('../../src/client/live/live-editor.js')

/** Delay between the last edit and re-running the code. */
export const LIVE_EDIT_DEBOUNCE_MS = 300

let editorChunk: Promise<EditorChunk> | undefined
function loadEditorChunk(): Promise<EditorChunk> {
  editorChunk ??= import('../../src/client/live/live-editor.js').catch((error: unknown) => {
    editorChunk = undefined
    throw error
  })
  return editorChunk
}

/** Runs `callback` once the page has loaded and the browser is idle (never on slow or data-saving connections). */
function whenIdleAfterLoad(callback: () => void): () => void {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection
  if (connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return () => {}
  let idleHandle: number | undefined
  let timeoutHandle: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(callback, { timeout: 5000 })
    else timeoutHandle = setTimeout(callback, 1500)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle)
    clearTimeout(timeoutHandle)
  }
}

/** The text of rendered code (the highlighted lines' text is exactly the source). */
function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return ''
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node)
  if (Array.isArray(node)) return node.map(nodeText).join('')
  if (isValidElement(node)) return nodeText((node.props as { children?: ReactNode }).children)
  return ''
}

/** Offset of the caret inside `element`, or 0 when the selection is elsewhere. */
function caretOffset(element: HTMLElement | null): number {
  const selection = typeof window === 'undefined' ? null : window.getSelection()
  if (!element || !selection || selection.rangeCount === 0 || !element.contains(selection.focusNode)) return 0
  const range = document.createRange()
  range.selectNodeContents(element)
  range.setEnd(selection.focusNode!, selection.focusOffset)
  return range.toString().length
}

interface LiveError {
  kind: 'syntax' | 'runtime'
  message: string
  line?: number
}

function ErrorBox({ error }: { error: LiveError }) {
  const title = error.kind === 'syntax' ? 'Syntax error' : 'Error'
  return (
    <div className="live-preview__error" data-live-error={error.kind}>
      <p className="live-preview__error-title">
        {title}
        {error.line ? ` on line ${error.line}` : ''}
      </p>
      <pre className="live-preview__error-message">{error.message}</pre>
    </div>
  )
}

/** Shows an error box instead of a preview that throws while rendering; the page goes on. */
class PreviewBoundary extends Component<{ children: ReactNode }, { error: LiveError | null }> {
  override state: { error: LiveError | null } = { error: null }
  static getDerivedStateFromError(error: unknown): { error: LiveError } {
    return { error: { kind: 'runtime', message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) } }
  }
  override render() {
    return this.state.error ? <ErrorBox error={this.state.error} /> : this.props.children
  }
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

export function LiveCodeBlock({ id, language, title, className, noInline, moduleUrl, children }: LiveCodeBlockProps) {
  const original = useMemo(() => nodeText(children), [children])
  const [code, setCode] = useState(original)
  const [editorState, setEditorState] = useState<EditorState>('idle')
  const [editor, setEditor] = useState<EditorChunk | null>(null)
  const [edited, setEdited] = useState<(LiveEvaluation & { generation: number }) | null>(null)
  const [ready, setReady] = useState(false)
  const preRef = useRef<HTMLPreElement>(null)
  const codeRef = useRef(code)
  codeRef.current = code
  const state = useRef({ editorState, wantsFocus: false, focusAt: undefined as number | undefined, timer: undefined as ReturnType<typeof setTimeout> | undefined, unmounted: false })
  state.current.editorState = editorState
  const hintId = `${useId()}-live-hint`

  const onReady = useCallback(() => setReady(true), [])

  const requestEditor = useCallback((wantsFocus: boolean) => {
    const s = state.current
    if (wantsFocus) s.wantsFocus = true
    if (s.editorState === 'loading' || s.editorState === 'ready' || !moduleUrl) return
    s.editorState = 'loading'
    setEditorState('loading')
    loadEditorChunk().then(
      (chunk) => {
        if (s.unmounted) return
        const pre = preRef.current
        const hasFocus = !!pre && pre.contains(document.activeElement)
        s.focusAt = s.wantsFocus || hasFocus ? caretOffset(pre) : undefined
        setEditor(() => chunk)
        setEditorState('ready')
      },
      (error: unknown) => {
        if (s.unmounted) return
        console.warn('The live code editor could not be loaded; the example still runs.', error)
        setEditorState('failed')
      },
    )
  }, [moduleUrl])

  useEffect(() => {
    const s = state.current
    s.unmounted = false
    const cancel = moduleUrl ? whenIdleAfterLoad(() => requestEditor(false)) : () => {}
    return () => {
      s.unmounted = true
      cancel()
      clearTimeout(s.timer)
    }
  }, [moduleUrl, requestEditor])

  const evaluate = useCallback(
    async (next: string) => {
      if (!editor || !moduleUrl) return
      let module = loadedLiveModule(moduleUrl)
      try {
        module ??= await loadLiveModule(moduleUrl)
      } catch (error) {
        setEdited((previous) => ({ error: { kind: 'runtime', message: `The example's scope could not be loaded: ${String(error)}` }, generation: (previous?.generation ?? 0) + 1 }))
        return
      }
      if (!module || state.current.unmounted) return
      const result = editor.evaluateLiveCode(next, { noInline, language, scope: module.scope })
      setEdited((previous) => ({ ...result, generation: (previous?.generation ?? 0) + 1 }))
    },
    [editor, moduleUrl, noInline, language],
  )

  const onChange = useCallback(
    (next: string) => {
      setCode(next)
      clearTimeout(state.current.timer)
      state.current.timer = setTimeout(() => void evaluate(next), LIVE_EDIT_DEBOUNCE_MS)
    },
    [evaluate],
  )

  const reset = () => {
    clearTimeout(state.current.timer)
    setCode(original)
    setEdited(null)
  }

  // the precompiled result: created once, so re-renders of this block never disturb its hydration
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

  let result: ReactNode = precompiled
  if (edited?.error) result = <ErrorBox error={edited.error} />
  else if (edited?.component) {
    const Edited: ComponentType = edited.component
    result = (
      <PreviewBoundary key={edited.generation}>
        <Edited />
      </PreviewBoundary>
    )
  }

  const focusMatters = /\bref=\{|tabIndex/.test(original)
  const isEditing = editorState === 'ready' && editor !== null
  const status = edited?.error ? `${edited.error.kind === 'syntax' ? 'Syntax error' : 'Error'}${edited.error.line ? ` on line ${edited.error.line}` : ''}` : ''

  return (
    <>
      <div
        className={`code-block code-block--live${isEditing ? ' code-block--editing' : ''}`}
        data-language={language}
        data-live="true"
        data-live-id={id}
        data-no-inline={noInline ? 'true' : undefined}
      >
        {title ? <div className="code-block__title">{title}</div> : null}
        <div className="code-block__body">
          {isEditing ? (
            <editor.LiveCodeEditor
              code={code}
              language={language}
              onChange={onChange}
              label={title ? `Live code editor: ${title}` : 'Live code editor'}
              describedBy={hintId}
              focusAt={state.current.focusAt}
            />
          ) : (
            <pre
              ref={preRef}
              className={`code-block__pre${className ? ` ${className}` : ''}${language ? ` language-${language}` : ''}`}
              tabIndex={0}
              onFocus={() => requestEditor(true)}
              onPointerDown={() => requestEditor(true)}
            >
              {children}
            </pre>
          )}
          <CopyButton className="code-block__copy" label="Copy code to clipboard" getText={() => codeRef.current} />
        </div>
      </div>
      <div
        className="live-preview"
        data-live-id={id}
        data-no-inline={noInline ? 'true' : undefined}
        data-live-ready={ready ? 'true' : undefined}
        data-live-editor-state={editorState}
      >
        <div className="live-preview__header">Live Editor</div>
        <div className="live-preview__editor" data-live-editor="">
          <div className="live-preview__toolbar">
            <p className="live-preview__note" id={hintId}>
              {editorState === 'ready' ? (
                'Edit the code above: the result updates as you type. Escape, then Tab, leaves the editor.'
              ) : editorState === 'loading' ? (
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
            {isEditing ? (
              <button type="button" className="live-preview__reset" onClick={reset} disabled={code === original && edited === null}>
                Reset
              </button>
            ) : null}
          </div>
        </div>
        <div className="live-preview__header">Result</div>
        <div className="live-preview__result" data-live-result="">
          {result}
        </div>
        <p className="live-preview__hint">
          {focusMatters
            ? 'This example listens only while it has focus: click into the result first, then press the keys.'
            : 'Press the keys with the focus outside the editor, e.g. after clicking the result.'}
        </p>
        <p className="sr-only" aria-live="polite">
          {status}
        </p>
      </div>
    </>
  )
}
