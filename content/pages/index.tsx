/**
 * The home page (route `/`). Rendered inside the site layout by App through the component-page registry.
 */
import { useState, type ReactNode } from 'react'
import { useHotkeys } from 'rhh5'
import { CopyButton, RouteLink, StaticCode } from '../../templates/index.js'

export const meta = {
  description: 'React Hotkeys Hook: declare keyboard shortcuts in React components with one hook.',
}

const INSTALL_COMMAND = 'npm install react-hotkeys-hook'

const HERO_CODE = `import { useHotkeys } from 'react-hotkeys-hook'

function Toolbar({ onSave, onPalette }) {
  // open the command palette from anywhere on the page
  useHotkeys('ctrl+k', onPalette)
  // save, and keep the browser's own dialog away
  useHotkeys('ctrl+s', onSave, { preventDefault: true })

  return <p>Ctrl+K to search, Ctrl+S to save</p>
}`

const DEMO_CODE = `function Tasks() {
  const [tasks, setTasks] = useState(['Read the quick start'])
  const [done, setDone] = useState(0)

  // one hook, two keys; the ref limits them to the focused list
  const ref = useHotkeys('n, d', (_, { hotkey }) => {
    if (hotkey === 'n') setTasks((list) => [...list, 'New task'])
    else setDone((count) => count + 1)
  })

  return <ul ref={ref} tabIndex={0}>…</ul>
}`

interface Feature {
  label: string
  title: string
  description: ReactNode
  code: string
}

const FEATURES: Feature[] = [
  {
    label: 'API',
    title: 'Simple & Declarative',
    description: (
      <>
        Name a key combination and pass a callback. There is nothing to set up first: no provider to wrap the app in, no
        context, no central registry of shortcuts.
      </>
    ),
    code: `function Draft() {
  useHotkeys('ctrl+s', () => saveDraft())

  return <Editor />
}`,
  },
  {
    label: 'Focus',
    title: 'Scoped to Components',
    description: (
      <>
        Put the ref the hook returns on an element and the shortcut only fires while focus is inside it. Editors,
        dialogs and split panes can reuse the same keys without stepping on each other.
      </>
    ),
    code: `function Notes() {
  const [bold, setBold] = useState(false)
  const ref = useHotkeys('ctrl+b', () => setBold((b) => !b))

  return (
    <div ref={ref} tabIndex={-1}>
      Bold is {bold ? 'on' : 'off'}
    </div>
  )
}`,
  },
  {
    label: 'Power',
    title: 'Sequences & Combinations',
    description: (
      <>
        Mix modifiers, chain keys into sequences and register shortcuts that overlap. That is enough for vim-like
        navigation, command palettes and multi-step flows.
      </>
    ),
    code: `function Shortcuts() {
  useHotkeys('ctrl+shift+k', () => removeLine())
  useHotkeys('g>s', () => openSettings())

  return null
}`,
  },
  {
    label: 'Record',
    title: 'Record Custom Hotkeys',
    description: (
      <>
        <code>useRecordHotkeys</code> listens to what the user presses and hands you the keys, so people can pick their
        own shortcuts on a settings screen.
      </>
    ),
    code: `function ShortcutPicker() {
  const [keys, { start, stop, isRecording }] = useRecordHotkeys()

  return (
    <div>
      <p>Shortcut: {Array.from(keys).join(' + ')}</p>
      <button onClick={isRecording ? stop : start}>
        {isRecording ? 'Done' : 'Record'}
      </button>
    </div>
  )
}`,
  },
]

const START_TASKS = ['Read the quick start', 'Bind a first shortcut', 'Ship the feature']

/** The live demo: a task list whose shortcuts only work while it has focus. */
function TaskDemo() {
  const [{ tasks, done }, setState] = useState({ tasks: START_TASKS, done: 0 })
  const [focused, setFocused] = useState(false)
  // one hook for both keys, so the returned ref scopes both to the list
  const ref = useHotkeys<HTMLDivElement>('n, d', (_, { hotkey }) => {
    if (hotkey === 'n') setState((s) => ({ ...s, tasks: [...s.tasks, `New task ${s.tasks.length + 1}`] }))
    else setState((s) => ({ ...s, done: Math.min(s.done + 1, s.tasks.length) }))
  })
  const onFocus = () => setFocused(true)
  const onBlur = () => setFocused(false)

  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable group of a list and its status, not a form's fieldset
    <div
      ref={ref}
      className={`task-demo${focused ? ' task-demo--focused' : ''}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the demo's hotkeys listen only while focus is in it (the hook's ref scopes them), so it takes focus from the keyboard too
      tabIndex={0}
      role="group"
      aria-label="Task list demo. Press N to add a task, D to complete the next one."
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <p className="task-demo__status">
        {focused ? (
          <>
            Listening: press <kbd>N</kbd> to add a task, <kbd>D</kbd> to complete the next one.
          </>
        ) : (
          <>Click here (or Tab to it) to give the demo focus.</>
        )}
      </p>
      <ul className="task-demo__list">
        {tasks.map((task, index) => (
          <li
            key={`${task}-${index}`}
            className={index < done ? 'task-demo__task task-demo__task--done' : 'task-demo__task'}
          >
            <span className="task-demo__check" aria-hidden="true">
              {index < done ? '✓' : ''}
            </span>
            {task}
            {index < done ? <span className="sr-only"> (done)</span> : null}
          </li>
        ))}
      </ul>
      <p className="task-demo__count" aria-live="polite">
        {tasks.length - done} open, {done} done
      </p>
    </div>
  )
}

export default function Home() {
  return (
    <div className="home">
      <header className="hero">
        <div className="container hero__inner">
          <div className="hero__text">
            <h1 className="hero__title">React Hotkeys Hook</h1>
            <p className="hero__tagline">Use hotkeys in a declarative way</p>
            <p className="hero__subtitle">
              Keyboard shortcuts for React, declared with one hook right where they are used: modifier combos, key
              sequences, scopes and focus-bound shortcuts included.
            </p>
            <div className="install-pill">
              <code>{INSTALL_COMMAND}</code>
              <CopyButton iconOnly label="Copy install command" getText={() => INSTALL_COMMAND} />
            </div>
            <div className="hero__buttons">
              <RouteLink className="button button--primary button--lg" href="/docs/intro">
                Get started
              </RouteLink>
              <RouteLink className="button button--secondary button--lg" href="/docs/documentation/installation">
                Documentation
              </RouteLink>
            </div>
            <p className="hero__hint">
              <kbd>Ctrl</kbd> + <kbd>K</kbd> <span className="hero__hint-text">to search the docs</span>
            </p>
          </div>
          <div className="hero__code">
            <StaticCode code={HERO_CODE} language="tsx" title="Toolbar.tsx" />
          </div>
        </div>
      </header>

      <section className="home-stats" aria-label="At a glance">
        <ul className="container home-stats__list">
          <li className="home-stats__item">
            <span className="home-stats__value">~3KB</span>
            <span className="home-stats__label">minified and gzipped</span>
          </li>
          <li className="home-stats__item">
            <span className="home-stats__value">0</span>
            <span className="home-stats__label">dependencies (React is a peer)</span>
          </li>
          <li className="home-stats__item">
            <span className="home-stats__value">TypeScript</span>
            <span className="home-stats__label">types included</span>
          </li>
        </ul>
      </section>

      <section className="home-section home-demo" aria-labelledby="try-it-live">
        <div className="container">
          <h2 id="try-it-live">Try it live</h2>
          <p className="home-section__lead">
            Click the task list first, then press <kbd>N</kbd> to add a task or <kbd>D</kbd> to tick one off. This runs
            the real library; the shortcuts are scoped to the list, so they do nothing anywhere else on the page.
          </p>
          <div className="home-demo__panes">
            <div className="home-demo__pane">
              <p className="home-demo__pane-title">Code</p>
              <StaticCode code={DEMO_CODE} language="tsx" />
            </div>
            <div className="home-demo__pane">
              <p className="home-demo__pane-title">Preview</p>
              <TaskDemo />
            </div>
          </div>
        </div>
      </section>

      {FEATURES.map((feature, index) => (
        <section
          key={feature.label}
          className={`home-section home-feature${index % 2 === 1 ? ' home-feature--reversed' : ''}`}
          aria-labelledby={`feature-${feature.label.toLowerCase()}`}
        >
          <div className="container home-feature__grid">
            <div className="home-feature__text">
              <p className="home-feature__label">{feature.label}</p>
              <h2 id={`feature-${feature.label.toLowerCase()}`}>{feature.title}</h2>
              <p>{feature.description}</p>
            </div>
            <div className="home-feature__code">
              <StaticCode code={feature.code} language="jsx" />
            </div>
          </div>
        </section>
      ))}
    </div>
  )
}
