/**
 * A live block's preview is a React root of its own (the page's root does not render it): the build renders the
 * preview in isolation (src/live/live-renderer.ts), the page puts that HTML in the block's result container, and
 * once the block's module has loaded this root hydrates the container with the same element (the same React, the
 * same structure: see src/live/live-realm-harness.ts; the same `identifierPrefix`). After that it renders whatever
 * the block shows there: the example, the edited code's result, an error box.
 */
import { Suspense, useEffect, useRef, type ComponentType, type ReactNode, type RefObject } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { PreviewBoundary } from '../../../templates/index.js'

/** Calls `onReady` once its children have committed (their effects, e.g. the example's hotkeys, have run). */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady])
  return children
}

/**
 * The precompiled example as the root shows it. Its host structure is the server's (a Suspense boundary around
 * the component); the wrappers render nothing of their own and add no siblings, so hydration and `useId`s match.
 */
export function precompiledPreview(Preview: ComponentType, onReady: () => void): ReactNode {
  return (
    <PreviewBoundary>
      <Ready onReady={onReady}>
        <Suspense fallback={<p className="live-preview__note">Loading the result…</p>}>
          <Preview />
        </Suspense>
      </Ready>
    </PreviewBoundary>
  )
}

export interface PreviewRootOptions {
  identifierPrefix: string
  /** the container holds the server's HTML of `content` (the first content is then hydrated, not rendered) */
  hydrate: boolean
}

/**
 * Renders `content` into the container as a root of its own, from the first non-null content on: hydrating it when
 * `hydrate` says the server's HTML is that content's. The root is unmounted (the example's effects cleaned up) when
 * the calling component unmounts.
 */
export function usePreviewRoot(
  container: RefObject<HTMLElement | null>,
  content: ReactNode | null,
  { identifierPrefix, hydrate }: PreviewRootOptions,
): void {
  const root = useRef<Root | null>(null)
  const unmounting = useRef(false)
  useEffect(() => {
    const element = container.current
    if (content === null || !element) return
    if (root.current) root.current.render(content)
    else if (hydrate) {
      root.current = hydrateRoot(element, content, {
        identifierPrefix,
        // unmounting a root whose hydration has not finished (the reader navigated on at once) is an "early update"
        // to React (error 424), reported as a recoverable error; it is the intended end of that root, not a problem
        onRecoverableError: (error) => {
          if (!unmounting.current) reportError(error)
        },
      })
    } else {
      root.current = createRoot(element, { identifierPrefix })
      root.current.render(content)
    }
  }, [container, content, identifierPrefix, hydrate])
  useEffect(
    () => () => {
      const ended = root.current
      root.current = null
      // not while React is still committing the page's update that unmounts the block
      if (ended)
        queueMicrotask(() => {
          unmounting.current = true
          ended.unmount()
        })
    },
    [],
  )
}
