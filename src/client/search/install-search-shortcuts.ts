/**
 * The only search code in the page shell: opens the search modal on a click on `[data-search-button]`,
 * Ctrl+K / Cmd+K (which also closes it), or `/` when focus is not in a text field. The modal's code is
 * loaded on first use as a lazy view with the loader's spinner, error text and Retry (search-modal-chunk.tsx),
 * and warmed up when the pointer or focus reaches the button; the search index or client only when the reader
 * searches.
 */
import type { SiteData } from '../../shared/types.js'
import { isModalLoading, loadedModal, loadModal, loadModalWithLoader, type ModalModule } from './search-modal-chunk.js'

/** Inputs, textareas, selects and contenteditable elements take '/' as text. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  const tag = target.tagName
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true
  if (tag !== 'INPUT') return false
  const type = (target as HTMLInputElement).type
  return !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file', 'image'].includes(type)
}

function readSite(): SiteData | undefined {
  const element = document.getElementById('__HD_SITE__')
  return element?.textContent ? (JSON.parse(element.textContent) as SiteData) : undefined
}

/** Per page load: the document's shortcut listeners are installed once, whoever asks first. */
let installed = false

/** Whether the modal is on screen (without loading its code to ask). */
function modalIsOpen(): boolean {
  return !!document.querySelector('[data-search-modal]')
}

export function installSearchShortcuts(site: SiteData | undefined = readSite()): void {
  if (installed || !site) return
  installed = true
  const selection = () => (window.getSelection?.()?.toString() ?? '').replace(/\s+/g, ' ').trim()

  /** Opens the modal; what the reader types while its code is still loading becomes the query. */
  let typedWhileLoading: string | null = null
  const open = (selected: string) => {
    if (typedWhileLoading !== null) return
    const ready = loadedModal()
    if (ready) {
      ready.openSearchModal(site, selected ? { initialQuery: selected } : {})
      return
    }
    typedWhileLoading = ''
    const capture = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return
      if (event.key.length === 1) typedWhileLoading += event.key
      else if (event.key === 'Backspace') typedWhileLoading = (typedWhileLoading ?? '').slice(0, -1)
      else return
      event.preventDefault()
      event.stopPropagation()
    }
    window.addEventListener('keydown', capture, true)
    const done = () => {
      window.removeEventListener('keydown', capture, true)
      const typed = typedWhileLoading
      typedWhileLoading = null
      return typed
    }
    loadModalWithLoader((m: ModalModule) => {
      const typed = done()
      const initialQuery = typed || selected
      m.openSearchModal(site, initialQuery ? { initialQuery } : {})
    }, done)
    // a failed load shows its error and Retry: keys go to the page (and the Retry button) again
    loadModal().catch(() => done())
  }

  window.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.isComposing) return
    const key = event.key.toLowerCase()
    if (key === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
      event.preventDefault()
      const selected = isEditableTarget(event.target) ? '' : selection()
      const ready = loadedModal()
      if (ready && modalIsOpen()) ready.toggleSearchModal(site)
      else if (!isModalLoading()) open(selected)
    } else if (key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditableTarget(event.target)) {
      event.preventDefault()
      open(selection())
    }
  })

  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-search-button]') : null
    if (!button) return
    event.preventDefault()
    open(selection())
  })

  const warmUp = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('[data-search-button]'))
      void loadModal().catch(() => {})
  }
  document.addEventListener('pointerover', warmUp, { passive: true })
  document.addEventListener('focusin', warmUp)
}
