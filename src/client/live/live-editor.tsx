/**
 * The live code editor chunk, imported only when a reader shows the intent to edit a live block: the pointer
 * enters its code, or the code gets the focus or a click (templates/live/LiveCodeBlock.tsx; when the browser is
 * idle after load the chunk is only prefetched, not run: prefetch-live-editor.ts). It holds react-live's Editor
 * (prism-react-renderer highlighting, use-editable), sucrase to compile edited code (evaluate-live-code.ts) and each
 * block's editing state (live-edit-session.tsx).
 */
import { memo, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { Editor } from 'react-live'
import { LiveEditSession, type LiveEditSessionOptions } from './live-edit-session.js'

export { LiveEditSession, type LiveEditSnapshot } from './live-edit-session.js'

/**
 * The editor's accessible name: a page has several live blocks, so each name says which one it is (the block's
 * title, else its number on the page: `live-2` → "Live code editor, example 2").
 */
export function liveEditorLabel(blockId: string, title?: string): string {
  if (title) return `Live code editor: ${title}`
  const number = /^live-(\d+)$/.exec(blockId)?.[1]
  return number ? `Live code editor, example ${number}` : 'Live code editor'
}

/**
 * Where the editor puts the caret when it replaces the static code `pre`: where the reader clicked into it (or 0),
 * when the reader clicked or focused it; undefined (the editor does not take the focus) for a mere hover.
 */
export function caretRequest(pre: HTMLElement | null, clicked: boolean): number | undefined {
  if (!pre || !(clicked || pre.contains(document.activeElement))) return undefined
  const selection = window.getSelection()
  if (!selection || selection.rangeCount === 0 || !pre.contains(selection.focusNode)) return 0
  const range = document.createRange()
  range.selectNodeContents(pre)
  range.setEnd(selection.focusNode!, selection.focusOffset)
  return range.toString().length
}

/**
 * A block's editing starts (this chunk has loaded): where the caret goes when the editor replaces the static code
 * `pre` (see caretRequest), and the block's session.
 */
export function startEditing(
  options: LiveEditSessionOptions,
  pre: HTMLElement | null,
  clicked: boolean,
): { focusAt: number | undefined; session: LiveEditSession } {
  const focusAt = caretRequest(pre, clicked)
  return { focusAt, session: new LiveEditSession(options) }
}

/** A block's editable code, bound to its editing session (in place of the static code). */
export function EditedCode({
  session,
  blockId,
  title,
  language,
  describedBy,
  focusAt,
}: { session: LiveEditSession; blockId: string; title?: string } & Omit<
  LiveCodeEditorProps,
  'code' | 'onChange' | 'label'
>) {
  const { code } = useSyncExternalStore(session.subscribe, session.getSnapshot)
  return (
    <LiveCodeEditor
      code={code}
      language={language}
      onChange={session.change}
      label={liveEditorLabel(blockId, title)}
      describedBy={describedBy}
      focusAt={focusAt}
    />
  )
}

/** The playground's toolbar while editing: how to use and leave the editor (the editor's description), and Reset. */
export function EditingToolbar({ session, hintId }: { session: LiveEditSession; hintId: string }) {
  const { code, result } = useSyncExternalStore(session.subscribe, session.getSnapshot)
  return (
    <>
      <p className="live-preview__note" id={hintId}>
        Edit the code above: the result updates as you type. Escape, then Tab, leaves the editor.
      </p>
      <button
        type="button"
        className="live-preview__reset"
        onClick={session.reset}
        disabled={code === session.original && result === null}
      >
        Reset
      </button>
    </>
  )
}

/**
 * No colours of its own: the site's Prism CSS colours the token classes, so the editor follows light/dark.
 * (`plain` is spread into the editor's inline style: `white-space: pre` keeps long lines unwrapped, like the
 * static code, and stops use-editable from switching to pre-wrap.)
 */
const CLASS_ONLY_THEME = { plain: { whiteSpace: 'pre' }, styles: [] } as unknown as NonNullable<
  Parameters<typeof Editor>[0]['theme']
>

export interface LiveCodeEditorProps {
  code: string
  language: string
  onChange: (code: string) => void
  /** accessible name of the editor */
  label: string
  /** id of the text describing how to leave the editor */
  describedBy?: string
  /** focus the editor on mount and put the caret at this offset of the code */
  focusAt?: number
}

/**
 * The editable code. Tab indents; Escape, then Tab, moves the focus on (Escape switches Tab to its usual meaning
 * until another key is pressed or the editor loses focus).
 *
 * Memoised: the block re-renders when an edit's result comes in (after the debounce), and a render of the editor
 * puts the caret back where use-editable last recorded it; between a key's input and its keyup, that moved the
 * caret and the next characters landed elsewhere (seen on a loaded machine, where key events came > 300 ms apart).
 */
export const LiveCodeEditor = memo(function LiveCodeEditor({
  code,
  language,
  onChange,
  label,
  describedBy,
  focusAt,
}: LiveCodeEditorProps) {
  const wrapper = useRef<HTMLDivElement>(null)
  const [tabMode, setTabMode] = useState<'indentation' | 'focus'>('indentation')

  // react-live's Editor copies its `code` prop into its own state in an effect. Fed back the code it just reported,
  // that effect left one more render pending per key, which React counts as a nested update until it runs; input is
  // handled first, so ~50 keys typed without a pause threw "Maximum update depth exceeded" inside use-editable's key
  // handler and the next character was lost. The Editor is therefore given code only when it changes from outside
  // (Reset): it is mounted again with that code. Typed code flows one way, out through onChange.
  const [reported, setReported] = useState(code)
  const [given, setGiven] = useState({ code, revision: 0 })
  if (code !== reported) {
    setReported(code)
    setGiven((previous) => ({ code, revision: previous.revision + 1 }))
  }
  const report = useCallback(
    (next: string) => {
      setReported(next)
      onChange(next)
    },
    [onChange],
  )

  useEffect(() => {
    const pre = wrapper.current?.querySelector('pre')
    if (!pre) return
    pre.setAttribute('role', 'textbox')
    pre.setAttribute('aria-multiline', 'true')
    pre.setAttribute('aria-label', label)
    if (describedBy) pre.setAttribute('aria-describedby', describedBy)
    pre.setAttribute('autocapitalize', 'off')
    pre.setAttribute('autocorrect', 'off')
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount: later renders must not move the caret
  useEffect(() => {
    if (focusAt === undefined) return
    // react-live's editor re-renders once after mounting, and use-editable then re-attaches (the element is briefly
    // not editable, which drops the focus): focus now and again shortly, while nothing else has taken the focus
    let timer: ReturnType<typeof setTimeout> | undefined
    let tries = 0
    const attempt = () => {
      const pre = wrapper.current?.querySelector('pre')
      const free = document.activeElement === null || document.activeElement === document.body
      if (pre && free) {
        pre.focus({ preventScroll: true })
        placeCaret(pre, focusAt)
      }
      if (++tries < 6) timer = setTimeout(attempt, 25)
    }
    attempt()
    return () => clearTimeout(timer)
  }, [])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only follows the editor's keys (Escape, then Tab, leaves it)
    <div
      ref={wrapper}
      className="live-editor"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setTabMode('focus')
        else if (event.key !== 'Tab' && event.key !== 'Shift') setTabMode('indentation')
      }}
      onBlur={() => setTabMode('indentation')}
    >
      <Editor
        key={given.revision}
        code={given.code}
        language={language}
        onChange={report}
        theme={CLASS_ONLY_THEME}
        tabMode={tabMode}
        className="live-editor__code"
      />
    </div>
  )
})

/** Puts a collapsed caret at a text offset of an element. */
function placeCaret(element: HTMLElement, offset: number): void {
  const selection = window.getSelection()
  if (!selection) return
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  let remaining = offset
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0
    if (remaining <= length) {
      const range = document.createRange()
      range.setStart(node, remaining)
      range.collapse(true)
      selection.removeAllRanges()
      selection.addRange(range)
      return
    }
    remaining -= length
  }
}
