import type { RefObject } from 'react'
import { SEARCH_INPUT_MAX_LENGTH } from '../../../shared/constants.js'
import type { SearchKeyboard } from './useSearchKeyboard.js'

export interface SearchFormProps {
  /** the modal's id prefix */
  id: string
  inputRef: RefObject<HTMLInputElement | null>
  query: string
  setQuery(query: string): void
  stalled: boolean
  /** the results grid the combobox controls */
  gridId: string
  keyboard: Pick<SearchKeyboard, 'items' | 'active' | 'onInputKeyDown'>
  onCancel(): void
}

/** The search form: the magnifier (a spinner while stalled) labelling the combobox input, Clear, and Cancel. */
export function SearchForm(props: SearchFormProps) {
  const { id, inputRef, query, setQuery, keyboard } = props
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <form> (its reset button clears the query), the search landmark by its role
    <form className="hd-search__form" role="search" onSubmit={(e) => e.preventDefault()}>
      {/* the label's text names the input; a <label> may not carry aria-label itself */}
      <label className="hd-search__magnifier" htmlFor={`${id}-input`}>
        {props.stalled ? <span className="hd-search__spinner" aria-hidden="true" /> : <MagnifierIcon />}
        <span className="hd-search__visually-hidden">Search docs</span>
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="hd-search__input"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={keyboard.items.length > 0}
        aria-haspopup="grid"
        aria-controls={props.gridId}
        aria-activedescendant={keyboard.active?.id}
        placeholder="Search docs"
        maxLength={SEARCH_INPUT_MAX_LENGTH}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        value={query}
        onChange={(e) => setQuery(e.target.value.slice(0, SEARCH_INPUT_MAX_LENGTH))}
        onKeyDown={keyboard.onInputKeyDown}
      />
      {query && (
        <button
          type="reset"
          className="hd-search__reset"
          aria-label="Clear the query"
          onClick={() => {
            setQuery('')
            inputRef.current?.focus()
          }}
        >
          ×
        </button>
      )}
      <button type="button" className="hd-search__cancel" onClick={props.onCancel}>
        Cancel
      </button>
    </form>
  )
}

/** Shown from SEARCH_STALL_THRESHOLD_MS into a search that has no answer yet. */
export function StalledNote() {
  return (
    <p className="hd-search__stalled" role="status" data-search-stalled="">
      <span className="hd-search__spinner" aria-hidden="true" /> Searching…
    </p>
  )
}

function MagnifierIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
