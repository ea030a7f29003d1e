/**
 * The only search code in the page shell: opens the search modal on a click on `[data-search-button]`,
 * Ctrl+K / Cmd+K (which also closes it), or `/` when focus is not in a text field. The modal's code is
 * loaded with a dynamic import on first use (and warmed up when the pointer or focus reaches the button);
 * the search index or client only when the reader searches.
 */
import type { SiteData } from '../../shared/types.js'

type ModalModule = typeof import('./modal/open-search-modal.js')

let modal: Promise<ModalModule> | undefined
function loadModal(): Promise<ModalModule> {
  modal ??= import('./modal/open-search-modal.js').catch((error: unknown) => {
    modal = undefined
    throw error
  })
  return modal
}

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

let installed = false

/** Whether the modal is on screen (without loading its code to ask). */
function modalIsOpen(): boolean {
  return !!document.querySelector('[data-search-modal]')
}

export function installSearchShortcuts(site: SiteData | undefined = readSite()): void {
  if (installed || !site) return
  installed = true
  const withModal = (use: (m: ModalModule) => void) =>
    loadModal().then(use, (error: unknown) => console.error('The search modal failed to load:', error))
  const selection = () => (window.getSelection?.()?.toString() ?? '').replace(/\s+/g, ' ').trim()

  /** Opens the modal; what the reader types while its code is still loading becomes the query. */
  let typedWhileLoading: string | null = null
  const open = (selected: string) => {
    if (typedWhileLoading !== null) return
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
    void loadModal().then(
      (m) => {
        const typed = done()
        const initialQuery = typed || selected
        m.openSearchModal(site, initialQuery ? { initialQuery } : {})
      },
      (error: unknown) => {
        done()
        console.error('The search modal failed to load:', error)
      },
    )
  }

  window.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.isComposing) return
    const key = event.key.toLowerCase()
    if (key === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
      event.preventDefault()
      const selected = isEditableTarget(event.target) ? '' : selection()
      if (modalIsOpen()) void withModal((m) => m.toggleSearchModal(site))
      else open(selected)
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
    if (event.target instanceof Element && event.target.closest('[data-search-button]')) void loadModal().catch(() => {})
  }
  document.addEventListener('pointerover', warmUp, { passive: true })
  document.addEventListener('focusin', warmUp)
}
