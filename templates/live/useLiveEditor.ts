/**
 * A live block's editor: the chunk (react-live + sucrase, src/client/live/live-editor.tsx) prefetched when the
 * browser is idle, imported at the first sign that the reader wants to edit, then an edit session for the block
 * (the edited code, re-running it, its result and errors, Reset). Until then the block shows its static code.
 */
import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { type EditorChunk, loadEditorChunk, prefetchLiveEditorWhenIdle } from '../../src/client/index.js'
import { useOptionalSiteContext } from '../SiteContext.js'

type LiveEditSession = InstanceType<EditorChunk['LiveEditSession']>

export type EditorState = 'idle' | 'loading' | 'ready' | 'failed'

/** The editor chunk and the block's session, once loaded, and where the caret goes when the editor replaces the code. */
export interface LoadedEditor {
  chunk: EditorChunk
  session: LiveEditSession
  focusAt: number | undefined
}

/** The session's edited code, result and status (undefined before the editor). */
export type EditedCode = ReturnType<LiveEditSession['getSnapshot']> | undefined

/** `request`: the reader shows the intent to edit (`wantsFocus`: the code got the focus or a click). */
export type LiveEditor = [
  state: EditorState,
  loaded: LoadedEditor | null,
  edited: EditedCode,
  request: (wantsFocus: boolean) => void,
]

export interface LiveEditorBlock {
  id: string
  noInline: boolean
  language: string
  moduleUrl?: string
}

const NO_EDITS = () => () => {}

export function useLiveEditor(
  block: LiveEditorBlock,
  /** the block's code as written */
  original: string,
  preRef: RefObject<HTMLPreElement | null>,
  previewRef: RefObject<HTMLDivElement | null>,
  onReset: () => void,
): LiveEditor {
  const [state, setState] = useState<EditorState>('idle')
  const [loaded, setLoaded] = useState<LoadedEditor | null>(null)
  const progress = useRef({ requested: false, wantsFocus: false, unmounted: false })
  const editorChunks = useOptionalSiteContext()?.site.liveEditor
  const session = loaded?.session
  const edited = useSyncExternalStore(
    session?.subscribe ?? NO_EDITS,
    () => session?.getSnapshot(),
    () => undefined,
  )
  const { moduleUrl } = block

  const request = (wantsFocus: boolean) => {
    const p = progress.current
    if (wantsFocus) p.wantsFocus = true
    if (p.requested || !moduleUrl) return
    p.requested = true
    setState('loading')
    loadEditorChunk().then(
      (chunk) => {
        if (p.unmounted) return
        const options = {
          blockId: block.id,
          original,
          noInline: block.noInline,
          language: block.language,
          moduleUrl,
          element: () => previewRef.current,
          onReset,
        }
        setLoaded({ chunk, ...chunk.startEditing(options, preRef.current, p.wantsFocus) })
        setState('ready')
      },
      (error: unknown) => {
        if (p.unmounted) return
        p.requested = false
        console.warn('The live code editor could not be loaded; the example still runs.', error)
        setState('failed')
      },
    )
  }

  useEffect(() => {
    const p = progress.current
    p.unmounted = false
    const stopPrefetch = moduleUrl && editorChunks ? prefetchLiveEditorWhenIdle(editorChunks) : undefined
    return () => {
      p.unmounted = true
      stopPrefetch?.()
    }
  }, [moduleUrl, editorChunks])

  useEffect(() => () => session?.dispose(), [session])

  return [state, loaded, edited, request]
}
