/**
 * The search modal's chunk (modal/open-search-modal.tsx), loaded on first use as a lazy view (lazy-view.tsx), so
 * its loading states are the spec's (§2, §8): nothing for the loader delay, then the spinner; when the chunk fails
 * to load, the error text and a Retry button that loads it again. Both show in a small box where the modal opens
 * (`.search-modal-loading`, in the page shell's CSS); once the chunk is there the box goes away and the modal opens.
 * Escape or Ctrl/Cmd+K closes the box.
 */
import { useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { lazyView } from '../lazy-view.js'

export type ModalModule = typeof import('./modal/open-search-modal.js')

/** Per page load: the modal's chunk, imported once (again after a failed load). */
let modal: Promise<ModalModule> | undefined
let loaded: ModalModule | undefined

/** Imports the modal's chunk (once; again after a failure). */
export function loadModal(): Promise<ModalModule> {
  modal ??= import('./modal/open-search-modal.js').then(
    (m) => (loaded = m),
    (error: unknown) => {
      modal = undefined
      throw error
    },
  )
  return modal
}

/** The chunk if it has loaded already (then the modal opens without a render in between). */
export function loadedModal(): ModalModule | undefined {
  return loaded
}

/** Per page load: the one box shown while the modal's chunk loads (or failed to). */
let overlay: { root: Root; container: HTMLElement; onKeyDown(event: KeyboardEvent): void } | undefined

/** Whether the loading (or failed-to-load) box is showing. */
export function isModalLoading(): boolean {
  return overlay !== undefined
}

function closeOverlay(): void {
  if (!overlay) return
  const { root, container, onKeyDown } = overlay
  overlay = undefined
  window.removeEventListener('keydown', onKeyDown, true)
  // not from inside a render or an effect of that root
  queueMicrotask(() => {
    root.unmount()
    container.remove()
  })
}

/**
 * Loads the modal's chunk with the loading box, then calls `onLoaded` with it. `onClose` is told when the box is
 * closed without the chunk (Escape, Ctrl/Cmd+K). A box already showing is replaced (a new load attempt).
 */
export function loadModalWithLoader(onLoaded: (module: ModalModule) => void, onClose: () => void): void {
  closeOverlay()
  const container = document.createElement('div')
  container.id = 'hd-search-loading'
  document.body.appendChild(container)
  const onKeyDown = (event: KeyboardEvent) => {
    const toggle = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)
    if (event.key !== 'Escape' && !toggle) return
    event.preventDefault()
    event.stopPropagation()
    closeOverlay()
    onClose()
  }
  window.addEventListener('keydown', onKeyDown, true)
  // a new lazy view per attempt: a failed one would show its error at once
  const ModalChunk = lazyView(() =>
    loadModal().then((m) => {
      // biome-ignore lint/correctness/noComponentHookFactories: one component per load attempt (it closes over the loaded chunk and its callback), made when the chunk arrives, never during a render
      function ChunkLoaded() {
        useEffect(() => {
          closeOverlay()
          onLoaded(m)
        }, [])
        return null
      }
      return ChunkLoaded
    }),
  )
  const root = createRoot(container)
  overlay = { root, container, onKeyDown }
  root.render(
    <div className="search-modal-loading" data-search-modal-loading="">
      <ModalChunk />
    </div>,
  )
}
