/**
 * A live block's result, as its preview root shows it (src/client/live/preview-root.tsx): the precompiled example
 * once the block's module (modulepreloaded by the page head) has loaded, hydrated over the build's HTML, or the box
 * saying why it cannot be shown; in their place an error the example threw later, or the edited code's result.
 */
import { type ComponentType, type ReactNode, type RefObject, useCallback, useEffect, useMemo, useState } from 'react'
import {
  claimLiveErrors,
  loadLiveModule,
  precompiledPreview,
  thrownMessage,
  usePreviewRoot,
} from '../../src/client/index.js'
import { previewComponent } from '../../src/shared/live/preview-component.js'
import { livePreviewIdPrefix, runLiveFunction } from '../../src/shared/live/run-live-function.js'
import { ErrorBox, type LiveError } from './LiveErrorBox.js'

/** The block's precompiled example once its module has loaded, or why it cannot be shown. */
type LoadedPreview = { Preview: ComponentType } | { error: LiveError }

/**
 * Renders the block's result into the result container (`resultRef`): the edited code's result when there is one,
 * else an error the precompiled example threw outside rendering (an event handler, a hotkey callback: its module is
 * in the stack) until `clearExampleError` (the editor's Reset), else the precompiled example or why it failed. Also
 * returns whether the example has committed (its effects, e.g. its hotkeys, have run).
 */
export function useLiveResult(
  block: { id: string; noInline: boolean; moduleUrl?: string; previewHtml?: string },
  previewRef: RefObject<HTMLDivElement | null>,
  resultRef: RefObject<HTMLDivElement | null>,
  editedResult: ReactNode | undefined,
): [ready: boolean, clearExampleError: () => void] {
  const { id, moduleUrl, noInline, previewHtml } = block
  const [ready, setReady] = useState(false)
  const [loaded, setLoaded] = useState<LoadedPreview | null>(null)
  const [thrown, setThrown] = useState<LiveError | null>(null)
  const onReady = useCallback(() => setReady(true), [])

  useEffect(() => {
    if (!moduleUrl) return
    return claimLiveErrors({
      owns: (stack) => stack.includes(moduleUrl),
      element: () => previewRef.current,
      show: (error) => setThrown({ kind: 'runtime', message: thrownMessage(error) }),
    })
  }, [moduleUrl, previewRef])

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
  const example = useMemo(
    () => (loaded && 'Preview' in loaded ? precompiledPreview(loaded.Preview, onReady) : null),
    [loaded, onReady],
  )
  const thrownBox = useErrorBox(thrown)
  const failureBox = useErrorBox(loaded && 'error' in loaded ? loaded.error : null)
  const shown = editedResult ?? thrownBox ?? failureBox ?? example
  usePreviewRoot(resultRef, moduleUrl ? shown : null, {
    identifierPrefix: livePreviewIdPrefix(id),
    // the server's HTML is the precompiled example's: hydrated when that is what the root shows first
    hydrate: previewHtml !== undefined && shown === example,
  })
  return [ready, () => setThrown(null)]
}

/** The error box of an error (the same element while the error is the same). */
function useErrorBox(error: LiveError | null): ReactNode | null {
  return useMemo(() => (error ? <ErrorBox error={error} /> : null), [error])
}
