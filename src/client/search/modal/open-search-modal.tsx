/**
 * The modal's chunk entry, loaded by the shortcut listener on first use. Mounts one React root for the
 * modal next to the page's, opens and closes it, restores focus, and keeps the last query for the next
 * opening: Escape closes the modal, and a second Escape (with the modal closed) clears that query.
 */
import { useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import { SEARCH_INPUT_MAX_LENGTH } from '../../../shared/constants.js'
import type { SiteData } from '../../../shared/types.js'
import { SearchModal, type CloseReason } from './SearchModal.js'
import { injectSearchModalStyles } from './search-modal-styles.js'

interface ModalState {
  open: boolean
  /** counts openings: each opening mounts a fresh modal */
  opening: number
  initialQuery: string
}

// Per page load: the document's one search modal, shared by the navbar button, the shortcuts and the modal's root.
let state: ModalState = { open: false, opening: 0, initialQuery: '' }
const listeners = new Set<() => void>()
let mountedFor: SiteData | undefined
/** the query of the last closed modal, offered again on the next opening */
let keptQuery = ''
/** the open modal's query */
let liveQuery = ''
let escapeArmed = false
let returnFocusTo: HTMLElement | null = null
let previousOverflow = ''

function setState(next: Partial<ModalState>): void {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function ModalHost({ site }: { site: SiteData }) {
  const current = useSyncExternalStore(subscribe, () => state)
  if (!current.open) return null
  return (
    <SearchModal
      key={current.opening}
      site={site}
      initialQuery={current.initialQuery}
      onClose={closeSearchModal}
      onQueryChange={trackQuery}
    />
  )
}

function trackQuery(query: string): void {
  liveQuery = query
}

function mount(site: SiteData): void {
  if (mountedFor) return
  mountedFor = site
  injectSearchModalStyles()
  const container = document.createElement('div')
  container.id = 'hd-search-root'
  document.body.appendChild(container)
  createRoot(container).render(<ModalHost site={site} />)
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented || state.open || !escapeArmed) return
    keptQuery = ''
    escapeArmed = false
  })
}

/** The text selected on the page (not inside a form field), whitespace collapsed, cut to 64 characters. */
export function selectedText(): string {
  const active = document.activeElement
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return ''
  return (window.getSelection?.()?.toString() ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_INPUT_MAX_LENGTH)
}

export function isSearchModalOpen(): boolean {
  return state.open
}

export function openSearchModal(site: SiteData, options: { initialQuery?: string } = {}): void {
  mount(site)
  if (state.open) return
  escapeArmed = false
  returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
  previousOverflow = document.body.style.overflow
  document.body.style.overflow = 'hidden'
  const initialQuery = (options.initialQuery ?? (selectedText() || keptQuery)).slice(0, SEARCH_INPUT_MAX_LENGTH)
  setState({ open: true, opening: state.opening + 1, initialQuery })
}

export function closeSearchModal(reason: CloseReason = 'dismiss', query = ''): void {
  if (!state.open) return
  keptQuery = reason === 'select' ? '' : query
  escapeArmed = reason === 'escape'
  document.body.style.overflow = previousOverflow
  setState({ open: false })
  const target = returnFocusTo
  returnFocusTo = null
  if (target?.isConnected) target.focus()
}

/** Ctrl/Cmd+K: opens the modal, or closes it when it is open. */
export function toggleSearchModal(site: SiteData): void {
  if (state.open) closeSearchModal('dismiss', liveQuery)
  else openSearchModal(site)
}
