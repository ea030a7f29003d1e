/**
 * The live code editor chunk, loaded with `import()` only when a reader starts editing or the browser is idle
 * after load (see templates/live/LiveCodeBlock.tsx): react-live's Editor (prism-react-renderer highlighting,
 * use-editable), and sucrase to compile edited code, which runs with `new Function` in the block's own scope
 * (the scope object of its precompiled module: React + its exports + the docs version's library).
 *
 * Content-Security-Policy: evaluating edited code needs `'unsafe-eval'` (README); the precompiled previews do not.
 */
import { memo, useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { Editor } from 'react-live'
import { transform } from 'sucrase'
import {
  LIVE_FUNCTION,
  LiveCodeError,
  MODULE_SYNTAX_HINT,
  blockLine,
  findModuleSyntax,
  referencedScopeNames,
  runLiveFunction,
  scopePrelude,
  wrapLiveCode,
  type LiveScope,
} from '../../live/live-code.js'
import { previewComponent } from './preview-component.js'

export interface LiveEvaluation {
  component?: ComponentType
  error?: { kind: 'syntax' | 'runtime'; message: string; line?: number }
}

const TYPESCRIPT = new Set(['ts', 'tsx', 'typescript'])

/** Compiles and runs edited code like the build compiles the original (see src/live/live-code.ts). */
export function evaluateLiveCode(code: string, options: { noInline: boolean; language: string; scope: LiveScope }): LiveEvaluation {
  const moduleSyntax = findModuleSyntax(code)
  if (moduleSyntax) return { error: { kind: 'syntax', message: `\`${moduleSyntax.keyword}\` is not available. ${MODULE_SYNTAX_HINT}`, line: moduleSyntax.line } }
  let compiled: string
  try {
    compiled = transform(wrapLiveCode(code, options.noInline), {
      transforms: TYPESCRIPT.has(options.language) ? ['jsx', 'typescript'] : ['jsx'],
      jsxRuntime: 'classic',
      production: true,
    }).code
  } catch (error) {
    const loc = (error as { loc?: { line: number } }).loc
    const message = (error as Error).message.replace(/\s*\(\d+:\d+\)$/, '')
    return { error: { kind: 'syntax', message, line: loc ? blockLine(loc.line, code) : undefined } }
  }
  try {
    const names = referencedScopeNames(code, Object.keys(options.scope))
    const run = new Function('scope', `${scopePrelude(names)}\n${compiled}\nreturn ${LIVE_FUNCTION};`)(options.scope) as (render: (node: unknown) => void) => unknown
    return { component: previewComponent(runLiveFunction(run, options.noInline)) }
  } catch (error) {
    if (error instanceof SyntaxError) return { error: { kind: 'syntax', message: error.message } }
    const message = error instanceof LiveCodeError ? error.message : error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    return { error: { kind: 'runtime', message, line: error instanceof LiveCodeError ? error.blockLine : undefined } }
  }
}

/**
 * No colours of its own: the site's Prism CSS colours the token classes, so the editor follows light/dark.
 * (`plain` is spread into the editor's inline style: `white-space: pre` keeps long lines unwrapped, like the
 * static code, and stops use-editable from switching to pre-wrap.)
 */
const CLASS_ONLY_THEME = { plain: { whiteSpace: 'pre' }, styles: [] } as unknown as NonNullable<Parameters<typeof Editor>[0]['theme']>

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
export const LiveCodeEditor = memo(function LiveCodeEditor({ code, language, onChange, label, describedBy, focusAt }: LiveCodeEditorProps) {
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
    // only on mount: later renders must not move the caret
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <div
      ref={wrapper}
      className="live-editor"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setTabMode('focus')
        else if (event.key !== 'Tab' && event.key !== 'Shift') setTabMode('indentation')
      }}
      onBlur={() => setTabMode('indentation')}
    >
      <Editor key={given.revision} code={given.code} language={language} onChange={report} theme={CLASS_ONLY_THEME} tabMode={tabMode} className="live-editor__code" />
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
