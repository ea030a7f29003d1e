// @vitest-environment jsdom
/**
 * Claims of the docs that an audit found wrong or missing, checked twice: against the published package of the
 * version (rendering the hook under jsdom and pressing keys), and against the page that states them. A page that
 * goes back to the wrong statement, or a package that behaves differently from what the page says, fails here.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as React from 'react'
import { createRoot, type Root } from 'react-dom/client'
import hotkeys from 'hotkeys-js'
import * as rhh3 from 'rhh3'
import * as rhh4 from 'rhh4'
import * as rhh5 from 'rhh5'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { extractCodeBlocks } from './extract-examples.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const page = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8')

/** Markdown without its front matter and fenced code blocks. */
function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1[ \t]*$/gm, ' ')
}

/** The page's prose: front matter and fenced code removed, backticks dropped, whitespace collapsed. */
function prose(markdown: string): string {
  return withoutCodeBlocks(markdown).replace(/`/g, '').replace(/\s+/g, ' ')
}

/** Text of the section that starts at the heading `heading` (any level), up to the next heading of that level or higher. */
function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n')
  const start = lines.findIndex(
    (l) => /^#{2,6} /.test(l) && l.replace(/^#+ /, '').replace(/\s*\{#[^}]*\}$/, '') === heading,
  )
  if (start < 0) throw new Error(`no heading "${heading}"`)
  const level = /^#+/.exec(lines[start]!)![0].length
  let inFence = false
  let end = lines.length
  for (let i = start + 1; i < lines.length; i++) {
    if (/^(```|~~~)/.test(lines[i]!)) inFence = !inFence
    const m = /^(#+) /.exec(lines[i]!)
    if (!inFence && m && m[1]!.length <= level) {
      end = i
      break
    }
  }
  return lines.slice(start, end).join('\n')
}

/**
 * The h3/h4 sections of a migration page, each checked for a code block titled "Before …" and one titled
 * "After …" (a heading whose only content is sub-headings holds no change itself). Returns the headings.
 */
function breakingChanges(markdown: string, before: RegExp, after: RegExp): string[] {
  const headings = markdown.split('\n').flatMap((l) => (/^#{3,4} /.test(l) ? [l.replace(/^#+ /, '')] : []))
  expect(headings.length).toBeGreaterThanOrEqual(8)
  const missing: string[] = []
  for (const title of headings) {
    const body = section(markdown, title)
    const own = body
      .split('\n')
      .slice(1)
      .join('\n')
      .split(/\n#{4,} /)[0]!
    if (!/\S/.test(own)) continue
    const titles = extractCodeBlocks(body).map((b) => b.meta.title ?? '')
    const problems = [
      titles.some((t) => before.test(t)) ? '' : 'no Before block',
      titles.some((t) => after.test(t)) ? '' : 'no After block',
    ]
    if (problems.some(Boolean)) missing.push(`${title}: ${problems.filter(Boolean).join(', ')}`)
  }
  expect(missing).toEqual([])
  return headings
}

// ---------------------------------------------------------------------------------------------------------------
// Rendering hooks and pressing keys
// ---------------------------------------------------------------------------------------------------------------

let mounted: Root[] = []

async function mount(element: React.ReactElement): Promise<Root> {
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  await React.act(async () => root.render(element))
  mounted.push(root)
  return root
}

/** keydown + keyup on the document; returns the keydown event. `keyCode` is for hotkeys-js (3.x). */
function press(init: KeyboardEventInit & { keyCode?: number }): KeyboardEvent {
  const down = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
  document.dispatchEvent(down)
  document.dispatchEvent(
    new KeyboardEvent('keyup', {
      bubbles: true,
      cancelable: true,
      ...init,
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      altKey: false,
    }),
  )
  return down
}

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

afterEach(async () => {
  for (const root of mounted) await React.act(async () => root.unmount())
  mounted = []
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

// ---------------------------------------------------------------------------------------------------------------
// 5.0: Migrate from 4.x to 5.x
// ---------------------------------------------------------------------------------------------------------------

describe('docs 5.0: Migrate from 4.x to 5.x', () => {
  const file = 'content/docs/current/migrate-to-5.md'
  const markdown = page(file)

  it('shows Before (4.x) and After (5.x) code for every breaking change', () => {
    const headings = breakingChanges(markdown, /^Before \((4\.x|4\.0 to 4\.5\.0)\)/, /^After \(5\.x\)/)
    for (const change of [
      'ES modules only',
      '`mod` follows the platform (5.3.0)',
      'The returned ref',
      "`enabled` as a function no longer blocks the browser's default action (5.3.0)",
      '`handler.hotkey` is lowercased',
      'Scoped hotkeys need a `HotkeysProvider`',
      'More elements count as form fields',
    ]) {
      expect(headings, change).toContain(change)
    }
  })

  it('says 4.5.1 and later return a ref callback, like 5.3.0 and later, and only 4.0–4.5.0 and 5.0–5.2.x a ref object', async () => {
    const refs: Record<string, unknown> = {}
    function Probe() {
      refs.v3 = rhh3.useHotkeys('a', () => {})
      refs.v4 = rhh4.useHotkeys('a', () => {})
      refs.v5 = rhh5.useHotkeys('a', () => {})
      return null
    }
    await mount(<Probe />)
    expect(typeof refs.v4).toBe('function')
    expect(typeof refs.v5).toBe('function')
    expect(refs.v3).toHaveProperty('current')

    const text = prose(section(markdown, 'The returned ref'))
    expect(text).toContain('Coming from 4.5.1 or later, such as 4.6.2, there is nothing to change.')
    expect(text).toContain('4.0 to 4.5.0, and 5.0 to 5.2.x (5.3.0 went back to a ref callback)')
    expect(prose(markdown)).not.toMatch(/Earlier versions returned a ref object/)
  })

  it("says that 4.x needed 'shift+!' where '!' takes Shift, and that 5.x matches letters by their US position only", async () => {
    const presses: [string, KeyboardEventInit][] = [
      ['US Shift+1', { key: '!', code: 'Digit1', shiftKey: true }],
      ['AZERTY ! key', { key: '!', code: 'Slash' }],
      ['AZERTY key typing a', { key: 'a', code: 'KeyQ' }],
      ['AZERTY key typing q', { key: 'q', code: 'KeyA' }],
    ]
    const fired: Record<string, string[]> = {}
    for (const [lib, name] of [
      [rhh4, '4'],
      [rhh5, '5'],
    ] as const) {
      let current: string[] = []
      function Probe() {
        lib.useHotkeys('!', () => current.push('!'))
        lib.useHotkeys('shift+!', () => current.push('shift+!'))
        lib.useHotkeys('a', () => current.push('a'))
        return null
      }
      const root = await mount(<Probe />)
      for (const [label, init] of presses) {
        current = []
        press(init)
        fired[`${name}: ${label}`] = current
      }
      await React.act(async () => root.unmount())
      mounted = mounted.filter((r) => r !== root)
    }
    expect(fired).toEqual({
      // 4.x: the character or the code, modifiers compared exactly
      '4: US Shift+1': ['shift+!'],
      '4: AZERTY ! key': ['!'],
      '4: AZERTY key typing a': ['a'],
      '4: AZERTY key typing q': ['a'],
      // 5.x: the code only
      '5: US Shift+1': [],
      '5: AZERTY ! key': [],
      '5: AZERTY key typing a': [],
      '5: AZERTY key typing q': ['a'],
    })

    const text = prose(section(markdown, '`useHotkeys` listens to physical keys by default'))
    expect(text).not.toMatch(/fired in 4\.x/)
    expect(text).not.toMatch(/letters, digits[^.]*behave as before/i)
    expect(text).toContain('on US and German keyboards, where ! needs Shift, you had to write shift+!')
    expect(text).toContain('on a French AZERTY keyboard \'a\' now fires for the key that types "q"')
    // the 4.x page says the same about its own release
    expect(prose(page('content/docs/4.x/documentation/useHotkeys/basic-usage.md'))).toContain(
      "'!' needs Shift on most layouts, so write shift+!",
    )
    // and Keyboard Layouts does not play the move down
    const layouts = prose(page('content/docs/current/documentation/useHotkeys/ignore-layouts.md'))
    expect(layouts).not.toContain('you rarely notice this')
    expect(layouts).toContain('on a French AZERTY keyboard, \'a\' fires for the key that types "q"')
  })

  it('describes what 4.6.2 and 5.4.0 really do', async () => {
    const log: string[] = []
    vi.spyOn(console, 'warn').mockImplementation(
      (message: unknown) => void log.push(`warn: ${String(message).slice(0, 25)}`),
    )
    const probe = (lib: typeof rhh4 | typeof rhh5, name: string) =>
      function Probe() {
        lib.useHotkeys('ctrl+s', () => log.push(`${name} save`), { enabled: () => false })
        lib.useHotkeys(
          ['Ctrl+O', ' Shift+P'],
          (_event, handler) => void log.push(`${name} hotkey ${JSON.stringify(handler.hotkey)}`),
        )
        lib.useHotkeys('x', () => log.push(`${name} scoped x`), { scopes: 'editor' })
        lib.useHotkeys('mod+k', () => log.push(`${name} mod+k`))
        return null
      }
    for (const [lib, name] of [
      [rhh4, '4'],
      [rhh5, '5'],
    ] as const) {
      const Probe = probe(lib, name)
      const root = await mount(<Probe />)
      log.push(`${name} save prevented: ${press({ key: 's', code: 'KeyS', ctrlKey: true }).defaultPrevented}`)
      press({ key: 'o', code: 'KeyO', ctrlKey: true })
      press({ key: 'P', code: 'KeyP', shiftKey: true })
      press({ key: 'x', code: 'KeyX' })
      press({ key: 'k', code: 'KeyK', metaKey: true }) // jsdom's user agent is not macOS
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', code: 'ArrowUp' }))
      log.push(`${name} pressed: up ${lib.isHotkeyPressed('up')}, arrowup ${lib.isHotkeyPressed('arrowup')}`)
      document.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowUp', code: 'ArrowUp' }))
      await React.act(async () => root.unmount())
      mounted = mounted.filter((r) => r !== root)
    }
    expect(log).toEqual([
      'warn: A hotkey has the "scopes"',
      // enabled: () => false cancels the event in 4.x ...
      '4 save prevented: true',
      // ... hotkey as written ...
      '4 hotkey "Ctrl+O"',
      '4 hotkey " Shift+P"',
      // ... a scoped hotkey without provider warns and fires, mod accepts meta everywhere, arrows are "up"
      '4 scoped x',
      '4 mod+k',
      '4 pressed: up true, arrowup false',
      '5 save prevented: false',
      '5 hotkey "ctrl+o"',
      '5 hotkey "shift+p"',
      '5 pressed: up false, arrowup true',
    ])

    // disabling the last scope: 4.x falls back to '*', 5.x leaves nothing
    const scopes: Record<string, string[]> = {}
    let context4: ReturnType<typeof rhh4.useHotkeysContext> | undefined
    let context5: ReturnType<typeof rhh5.useHotkeysContext> | undefined
    function Four() {
      context4 = rhh4.useHotkeysContext()
      return null
    }
    function Five() {
      context5 = rhh5.useHotkeysContext()
      return null
    }
    await mount(
      <rhh4.HotkeysProvider initiallyActiveScopes={['modal']}>
        <Four />
      </rhh4.HotkeysProvider>,
    )
    await mount(
      <rhh5.HotkeysProvider initiallyActiveScopes={['modal']}>
        <Five />
      </rhh5.HotkeysProvider>,
    )
    await React.act(async () => {
      context4!.disableScope('modal')
      context5!.disableScope('modal')
    })
    scopes.v4 = context4!.enabledScopes
    scopes.v5 = context5!.activeScopes
    expect(scopes).toEqual({ v4: ['*'], v5: [] })
  })
})

// ---------------------------------------------------------------------------------------------------------------
// 5.0: Grouping hotkeys (HotkeysProvider)
// ---------------------------------------------------------------------------------------------------------------

describe('docs 5.0: HotkeysProvider', () => {
  it('says that enableScope and toggleScope replace the whole list while * is active, not just *', async () => {
    const after: Record<string, string[]> = {}
    for (const [lib, name] of [
      [rhh4, '4'],
      [rhh5, '5'],
    ] as const) {
      for (const change of ['enableScope', 'toggleScope'] as const) {
        let context:
          | {
              activeScopes?: string[]
              enabledScopes?: string[]
              enableScope: (s: string) => void
              toggleScope: (s: string) => void
            }
          | undefined
        function Probe() {
          context = lib.useHotkeysContext()
          return null
        }
        await mount(
          <lib.HotkeysProvider initiallyActiveScopes={['editor', '*']}>
            <Probe />
          </lib.HotkeysProvider>,
        )
        await React.act(async () => context![change]('beta'))
        after[`${name} ${change}`] = (context!.activeScopes ?? context!.enabledScopes)!
      }
    }
    expect(after).toEqual({
      '4 enableScope': ['beta'],
      '4 toggleScope': ['beta'],
      '5 enableScope': ['beta'],
      '5 toggleScope': ['beta'],
    })

    const text = prose(page('content/docs/current/documentation/hotkeys-provider.md'))
    expect(text).not.toContain('it **replaces** *:')
    expect(text).not.toContain('removes * again')
    expect(text).toContain("so ['editor', '*'] becomes ['beta'] after enableScope('beta')")
    expect(text).toContain("['alpha', '*'] becomes ['beta'], not ['alpha', 'beta']")
    expect(text).toContain('if * is in the list, the new scope replaces all of it')
    const text4 = prose(page('content/docs/4.x/documentation/hotkeys-provider.md'))
    expect(text4).toContain('afterwards only the new scope is enabled')
    expect(text4).toContain('replacing the whole list if * is enabled, like enableScope')
  })
})

// ---------------------------------------------------------------------------------------------------------------
// 5.0: Keyboard Layouts (AltGr)
// ---------------------------------------------------------------------------------------------------------------

describe('docs 5.0: Keyboard Layouts', () => {
  it('states the AltGr rule as the behavior of 5.4.0, and that ignoreModifiers turns it off', async () => {
    const fired: string[] = []
    function Probe() {
      rhh5.useHotkeys('q', () => fired.push('q'))
      rhh5.useHotkeys('q', () => fired.push('q, ignoreModifiers'), { ignoreModifiers: true })
      return null
    }
    await mount(<Probe />)
    press({ key: '@', code: 'KeyQ', modifierAltGraph: true })
    expect(fired).toEqual(['q, ignoreModifiers'])
    press({ key: 'q', code: 'KeyQ' })
    expect(fired).toEqual(['q, ignoreModifiers', 'q', 'q, ignoreModifiers'])

    const text = prose(page('content/docs/current/documentation/useHotkeys/ignore-layouts.md'))
    const altGr = text.slice(text.indexOf('AltGr'), text.indexOf('Option 2 — '))
    expect(altGr).toContain('In 5.4.0, the release these pages document,')
    expect(altGr).toContain('switches it off')
    // the reference gives no version that introduced it: the page must not claim one
    expect(altGr).not.toMatch(/since \d|introduced|added in/i)
  })

  it('says that the code names of one modifier key, like ShiftLeft, never match, and that the modifier word covers both', async () => {
    const fired: string[] = []
    function Probe() {
      // a loop over a constant list: the same hooks in the same order on every render
      for (const name of ['ShiftLeft', 'shiftleft', 'ControlRight', 'AltLeft', 'MetaRight']) {
        // biome-ignore lint/correctness/useHookAtTopLevel: called in the same order on every render (see above)
        rhh5.useHotkeys(name, () => void fired.push(name))
        // biome-ignore lint/correctness/useHookAtTopLevel: called in the same order on every render (see above)
        rhh5.useHotkeys(name, () => void fired.push(`${name} (useKey)`), { useKey: true })
      }
      rhh5.useHotkeys('shift', (event) => void fired.push(`shift: ${event.code}`))
      return null
    }
    await mount(<Probe />)
    press({ key: 'Shift', code: 'ShiftLeft', shiftKey: true })
    press({ key: 'Shift', code: 'ShiftRight', shiftKey: true })
    press({ key: 'Control', code: 'ControlRight', ctrlKey: true })
    press({ key: 'Alt', code: 'AltLeft', altKey: true })
    press({ key: 'Meta', code: 'MetaRight', metaKey: true })
    expect(fired).toEqual(['shift: ShiftLeft', 'shift: ShiftRight'])

    const api = prose(page('content/docs/current/api/use-hotkeys.md'))
    expect(api).not.toMatch(/any KeyboardEvent\.code/)
    expect(api).toContain(
      'The code names of the modifier keys (ShiftLeft, ControlRight, AltLeft, MetaRight and so on) never match',
    )
    expect(prose(page('content/docs/current/documentation/useHotkeys/ignore-layouts.md'))).toContain(
      'The code names of the modifier keys are the exception: ShiftLeft, ControlRight, AltLeft, MetaRight and the like never match.',
    )
    expect(prose(page('content/docs/current/documentation/useHotkeys/basic-usage.md'))).toContain(
      'The code names of one side, such as ShiftLeft or ControlRight, are not modifier words and never match.',
    )
  })
})

// ---------------------------------------------------------------------------------------------------------------
// 5.0: version history
// ---------------------------------------------------------------------------------------------------------------

describe('docs 5.0: React version', () => {
  it('asks for React 16.14, because the build imports react/jsx-runtime although package.json says 16.8', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/rhh5/package.json'), 'utf8')) as {
      main: string
      peerDependencies: Record<string, string>
    }
    const build = readFileSync(path.join(ROOT, 'node_modules/rhh5', pkg.main), 'utf8')
    expect(build).toMatch(/from ["']react\/jsx-runtime["']/)
    expect(pkg.peerDependencies.react).toBe('>=16.8.0')

    const installation = prose(page('content/docs/current/documentation/installation.md'))
    expect(installation).toContain('so you need React 16.14 or newer')
    expect(prose(page('content/docs/current/intro.md'))).toContain('The library needs React 16.14 or newer')
  })
})

/**
 * Release history the pages state. The installed packages are only the latest of each major, so these facts were
 * checked once against the published tarballs (`npm pack react-hotkeys-hook@<version>`, then pressing keys under
 * jsdom): the scopes warning is in 5.0.0–5.2.1 and gone in 5.2.2; the metadata option and handler.metadata appear in
 * 5.2.2; useRecordHotkeys(useKey) appears in 5.0.1; a single useKey key checks modifiers in 5.2.2–5.2.3 and from
 * 5.3.3 on, not in 5.0.0–5.2.1 and 5.2.4–5.3.2; 4.x ignoreModifiers appears in 4.3.2 (4.3.0 lacks it, there is no
 * 4.3.1). This keeps the pages from going back to the versions an audit found wrong.
 */
describe('docs: release history', () => {
  const current = (file: string): string => prose(page(`content/docs/current/${file}`))

  it('names the releases where 5.x behavior changed', () => {
    expect(current('documentation/hotkeys-provider.md')).toContain(
      '(Up to 5.2.1, it logged a warning and fired anyway.)',
    )
    expect(current('migrate-to-5.md')).toContain('Since 5.2.2, it silently never fires')
    expect(current('api/use-hotkeys.md')).toContain(
      '| metadata | Record<string, unknown> \\| undefined | the [metadata](#metadata) option (since 5.2.2) |',
    )
    expect(current('documentation/advanced-usage.md')).toContain('(metadata, like the option itself, since 5.2.2)')
    expect(current('api/use-record-hotkeys.md')).toMatch(
      /## useKey \*\*Type:\*\* boolean\. \*\*Default:\*\* false\. \*\*Since:\*\* 5\.0\.1\./,
    )
    expect(current('documentation/use-record-hotkeys.md')).toContain('The useKey argument was added in 5.0.1.')
    expect(current('documentation/useHotkeys/ignore-layouts.md')).toContain(
      "5.0 to 5.2.1 ignored the modifiers of a single useKey key, so '!' worked without ignoreModifiers. 5.2.2 and 5.2.3 checked them, 5.2.4 to 5.3.2 ignored them again, and 5.3.3 brought the check back.",
    )
    expect(current('api/use-hotkeys.md')).toContain(
      'This holds since 5.3.3 and held in 5.2.2 and 5.2.3; 5.0 to 5.2.1 and 5.2.4 to 5.3.2 ignored',
    )
    const all = [
      'migrate-to-5.md',
      'api/use-hotkeys.md',
      'documentation/advanced-usage.md',
      'documentation/hotkeys-provider.md',
      'documentation/useHotkeys/ignore-layouts.md',
    ]
      .map(current)
      .join(' ')
    expect(all).not.toMatch(/since 5\.2\.3|up to 5\.2\.2|5\.0 to 5\.3\.2/i)
  })

  it('names 4.3.2 as the first 4.x release with ignoreModifiers', () => {
    expect(prose(page('content/docs/4.x/api/use-hotkeys.md'))).toContain(
      '#### ignoreModifiers {#ignoremodifiers} boolean, default false, since 4.3.2',
    )
  })
})

// ---------------------------------------------------------------------------------------------------------------
// 4.x pages
// ---------------------------------------------------------------------------------------------------------------

describe('docs 4.x: Migrate from 3.x to 4.x', () => {
  it('shows Before (3.x) and After (4.x) code, complete programs, for every breaking change', () => {
    const markdown = page('content/docs/4.x/migrate-to-4.md')
    breakingChanges(markdown, /^Before \(3\.x\)$/, /^After \(4\.x\)$/)
    expect(extractCodeBlocks(markdown).filter((b) => b.meta.fragment)).toEqual([])
  })

  it("says that 3.x could bind 'ctrl+,' and that 4.x needs another splitKey or the code name", async () => {
    const fired: string[] = []
    function Three() {
      rhh3.useHotkeys('ctrl+,, ctrl+.', (event) => void fired.push(`3 ${event.key}`))
      return null
    }
    function Four() {
      rhh4.useHotkeys('ctrl+,', (event) => void fired.push(`4 default ${event.key}`))
      rhh4.useHotkeys('ctrl+,|ctrl+.', (event) => void fired.push(`4 splitKey ${event.key}`), { splitKey: '|' })
      rhh4.useHotkeys('ctrl+comma, ctrl+period', (event) => void fired.push(`4 names ${event.key}`))
      return null
    }
    await mount(<Three />)
    await mount(<Four />)
    press({ key: ',', code: 'Comma', keyCode: 188, ctrlKey: true })
    press({ key: '.', code: 'Period', keyCode: 190, ctrlKey: true })
    expect(fired).toEqual(['3 ,', '4 splitKey ,', '4 names ,', '3 .', '4 splitKey .', '4 names .'])

    const text = prose(
      section(page('content/docs/4.x/migrate-to-4.md'), 'Old `splitKey` behavior is now found under `combinationKey`'),
    )
    expect(text).not.toContain('which 3.x could not do')
    expect(text).toContain(
      "a hotkey for the comma key such as 'ctrl+,' never fires with the default separator. 3.x could bind it",
    )
  })

  it('does not list keyup and keydown as new: 3.x has them', () => {
    const types3 = readFileSync(path.join(ROOT, 'node_modules/rhh3/dist/useHotkeys.d.ts'), 'utf8')
    expect(types3).toMatch(/keyup\?: boolean/)
    expect(types3).toMatch(/keydown\?: boolean/)
    const newOptions = page('content/docs/4.x/migrate-to-4.md')
      .split('\n')
      .find((l) => l.startsWith('- New options:'))!
    const listed = newOptions.slice(0, newOptions.indexOf('.'))
    expect(listed).not.toMatch(/keyup|keydown/)
    expect(newOptions).toContain('`keyup` and `keydown` are not new: 3.x had them already')
  })
})

describe('docs 4.x: Disable/Enable Hotkeys', () => {
  it('describes enabled: () => canSave in both states, as 4.6.2 behaves', async () => {
    const saved: boolean[] = []
    function Save({ canSave }: { canSave: boolean }) {
      rhh4.useHotkeys('mod+s', () => saved.push(canSave), { enabled: () => canSave, preventDefault: true })
      return null
    }
    const root = await mount(<Save canSave={false} />)
    expect(press({ key: 's', code: 'KeyS', ctrlKey: true }).defaultPrevented).toBe(true)
    await React.act(async () => root.render(<Save canSave={true} />))
    expect(press({ key: 's', code: 'KeyS', ctrlKey: true }).defaultPrevented).toBe(true)
    expect(saved).toEqual([true])

    const markdown = page('content/docs/4.x/documentation/useHotkeys/disable-hotkeys.md')
    const lines = markdown.split('\n')
    const example = lines.findIndex((l) => l.includes('enabled: () => canSave'))
    const lead = lines
      .slice(0, example)
      .reverse()
      .find((l) => l.trim() !== '' && !l.startsWith('```') && !/^\s|^(import|export|\})/.test(l))!
    expect(lead).not.toContain('never runs its callback')
    expect(lead).toContain('While `canSave` is `false`, this hotkey skips its callback')
    expect(lead).toContain('While `canSave` is `true`, the callback runs')
  })
})

// ---------------------------------------------------------------------------------------------------------------
// 3.x pages
// ---------------------------------------------------------------------------------------------------------------

describe('docs 3.x: useHotkeys API', () => {
  it('says that a change of keys or enabled registers the listener again, as 3.4.7 does', async () => {
    const pressed: string[] = []
    function Probe({ keys, enabled }: { keys: string; enabled: boolean }) {
      rhh3.useHotkeys(keys, (event) => void pressed.push(event.key), { enabled })
      return null
    }
    const a = { key: 'a', code: 'KeyA', keyCode: 65 }
    const b = { key: 'b', code: 'KeyB', keyCode: 66 }
    const root = await mount(<Probe keys="a" enabled={true} />)
    press(a)
    await React.act(async () => root.render(<Probe keys="b" enabled={true} />))
    press(a)
    press(b)
    await React.act(async () => root.render(<Probe keys="b" enabled={false} />))
    press(b)
    await React.act(async () => root.render(<Probe keys="b" enabled={true} />))
    press(b)
    expect(pressed).toEqual(['a', 'b', 'b'])

    const caution = page('content/docs/3.x/api/use-hotkeys.md')
      .split(':::caution[Options are read when the hotkey is registered]')[1]!
      .split('\n:::')[0]!
    expect(caution).toContain(
      'registers a new one whenever the `keys` string, `enabled`, `filter`, `enableOnTags` or a dependency changes',
    )
  })
})

describe('docs 3.x: the scope option', () => {
  it('says that a hotkey with scope fires after hotkeys.setScope() of hotkeys-js, and that removing one depends on the active scope', async () => {
    const fired: string[] = []
    const k = { key: 'k', code: 'KeyK', keyCode: 75 }
    const j = { key: 'j', code: 'KeyJ', keyCode: 74 }
    const pressBoth = (): string[] => {
      fired.length = 0
      press(k)
      press(j)
      return [...fired]
    }
    const unmount = async (root: Root): Promise<void> => {
      await React.act(async () => root.unmount())
      mounted = mounted.filter((r) => r !== root)
    }
    function Scoped() {
      rhh3.useHotkeys('k', () => void fired.push('scoped k'), { scope: 'editor' })
      return null
    }
    function Plain() {
      rhh3.useHotkeys('j', () => void fired.push('plain j'))
      return null
    }
    try {
      const scoped = await mount(<Scoped />)
      const plain = await mount(<Plain />)
      expect(pressBoth()).toEqual(['plain j'])
      // the hook and this test share one hotkeys-js
      hotkeys.setScope('editor')
      expect(pressBoth()).toEqual(['scoped k', 'plain j'])
      // a hook without scope unmounted while 'editor' is active stays registered
      await unmount(plain)
      expect(pressBoth()).toEqual(['scoped k', 'plain j'])
      // a hook with scope unmounted while 'all' is active stays registered, and fires again in 'editor'
      hotkeys.setScope('all')
      await unmount(scoped)
      expect(pressBoth()).toEqual(['plain j'])
      hotkeys.setScope('editor')
      expect(pressBoth()).toEqual(['scoped k', 'plain j'])
    } finally {
      hotkeys.setScope('all')
      hotkeys.unbind('k', 'editor')
      hotkeys.unbind('j', 'all')
    }
    expect(pressBoth()).toEqual([])

    const api = prose(section(page('content/docs/3.x/api/use-hotkeys.md'), '`scope`'))
    expect(api).not.toContain('never fires')
    expect(api).toContain('Use hotkeys.setScope() of hotkeys-js')
    expect(api).toContain(
      'A hotkey with the scope option that unmounts while another hotkeys-js scope is active stays registered',
    )
    expect(api).toContain('a hook **without** the option leaves its registration behind as well')
    const note = prose(page('content/docs/3.x/documentation/useHotkeys/scoping-hotkeys.md'))
    expect(note).not.toContain('explains why you should leave it unset')
    expect(note).toContain('You switch it with setScope of hotkeys-js')
    const installation = prose(page('content/docs/3.x/documentation/installation.md'))
    expect(installation).not.toContain('You never import it yourself')
    expect(installation).toContain('npm install hotkeys-js@3.9.4')
  })
})

describe('docs 3.x: the word "scope"', () => {
  it('is used only for the scope option of hotkeys-js; an element a hotkey is tied to is its focus area', () => {
    const dir = path.join(ROOT, 'content/docs/3.x')
    const files = [
      'documentation/useHotkeys/scoping-hotkeys.md',
      'documentation/useHotkeys/disable-hotkeys.md',
      'documentation/useHotkeys/setting-callback-dependencies.md',
      'documentation/advanced-usage.md',
      'api/use-hotkeys.md',
    ]
    const loose: string[] = []
    for (const file of files) {
      const markdown = readFileSync(path.join(dir, file), 'utf8')
      // sentences of the prose that use the word "scope(s)" outside inline code (`scope` in code is the option)
      const text = withoutCodeBlocks(markdown)
        .replace(/`[^`\n]*`/g, '(code)')
        .replace(/\{#[^}]*\}/g, '')
        .replace(/\s+/g, ' ')
      for (const sentence of text.split(/(?<=[.!?:])\s/)) {
        if (!/\bscopes?\b/i.test(sentence)) continue
        if (/hotkeys-js|4\.x and 5\.x|option/.test(sentence)) continue
        loose.push(`${file}: ${sentence}`)
      }
    }
    expect(loose).toEqual([])
    expect(page('content/docs/3.x/documentation/useHotkeys/scoping-hotkeys.md')).toContain(
      'the element is its **focus area**',
    )
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------------------------------------------

describe('blog: New Documentation and Support Channel', () => {
  it('tells the 2021 story without claiming this site runs on Docusaurus', () => {
    const text = page('content/blog/2021-09-24-new-documentation.md')
    expect(text).not.toMatch(/docusaurus|dinosaur/i)
    expect(text).toContain('The documentation now has a site of its own.')
    expect(text).toContain('The package has no logo yet')
  })
})
