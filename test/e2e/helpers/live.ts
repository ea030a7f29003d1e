/** Helpers for the live playground browser tests (test/e2e/live-*.test.ts). */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'

/** The nth playground on the page: its code block, preview, editor (once loaded) and result. */
export function playground(page: Page, index = 0) {
  const preview = page.locator('.live-preview').nth(index)
  const code = page.locator('.code-block--live').nth(index)
  return {
    preview,
    code,
    result: preview.locator('[data-live-result]'),
    editor: code.getByRole('textbox'),
    reset: preview.getByRole('button', { name: 'Reset' }),
    /** the precompiled preview has hydrated (its module loaded, effects ran) */
    ready: () => preview.and(page.locator('[data-live-ready="true"]')).waitFor(),
    /** the editor chunk loaded and the editor replaced the static code */
    editorReady: () => preview.and(page.locator('[data-live-editor-state="ready"]')).waitFor(),
    /** shows the intent to edit (the pointer enters the code) and waits for the editor */
    async openEditor() {
      await code.locator('pre').hover()
      await preview.and(page.locator('[data-live-editor-state="ready"]')).waitFor()
    },
  }
}

/** Selects `text` (its first occurrence) inside the editor, so the next typed keys replace it. */
export async function selectInEditor(editor: Locator, text: string): Promise<void> {
  await editor.evaluate((pre, wanted) => {
    const full = pre.textContent ?? ''
    const start = full.indexOf(wanted)
    if (start < 0) throw new Error(`"${wanted}" is not in the editor: ${full}`)
    const end = start + wanted.length
    const range = document.createRange()
    const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT)
    let offset = 0
    let started = false
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent?.length ?? 0
      if (!started && start <= offset + length) {
        range.setStart(node, start - offset)
        started = true
      }
      if (started && end <= offset + length) {
        range.setEnd(node, end - offset)
        break
      }
      offset += length
    }
    ;(pre as HTMLElement).focus()
    const selection = window.getSelection()!
    selection.removeAllRanges()
    selection.addRange(range)
  }, text)
}

/** The site's JS files (URL paths) and the chunks each imports statically, read from the output folder. */
function staticImportGraph(outDir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.name.endsWith('.js')) {
        const url = '/' + path.relative(outDir, file).split(path.sep).join('/')
        const source = readFileSync(file, 'utf8')
        const imports = [...source.matchAll(/(?:from|import)\s*"(\.\.?\/[^"]+\.js)"/g)].map((m) =>
          path.posix.join(path.posix.dirname(url), m[1]),
        )
        graph.set(url, imports)
      }
    }
  }
  walk(path.join(outDir, 'assets'))
  return graph
}

function closure(graph: Map<string, string[]>, roots: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (url: string) => {
    if (seen.has(url)) return
    seen.add(url)
    for (const next of graph.get(url) ?? []) visit(next)
  }
  roots.forEach(visit)
  return seen
}

export interface LiveAssets {
  /** the shell entry and everything it imports statically */
  shell: Set<string>
  /** the compiled live-block modules, by library alias */
  modules: Record<string, string[]>
  /** chunks only live modules load (scope + library), by library alias */
  libraryChunks: Record<string, Set<string>>
  /** the editor chunk */
  editor: string
}

/** Which output files are the live modules, each major's library chunks and the editor (from the import graph). */
export function liveAssets(outDir: string): LiveAssets {
  const graph = staticImportGraph(outDir)
  const urls = [...graph.keys()]
  const app = urls.find((u) => /^\/assets\/app\.[^/]+\.js$/.test(u))!
  const shell = closure(graph, [app])
  const modules: Record<string, string[]> = {}
  for (const url of urls) {
    const match = /^\/assets\/live-(rhh\d)-[^/]+\.js$/.exec(url)
    if (!match) continue
    modules[match[1]] ??= []
    modules[match[1]].push(url)
  }
  const libraryChunks: Record<string, Set<string>> = {}
  for (const [alias, list] of Object.entries(modules)) {
    libraryChunks[alias] = new Set([...closure(graph, list)].filter((u) => !shell.has(u) && !list.includes(u)))
  }
  const editor = urls.find((u) => /\/live-editor\.[^/]+\.js$/.test(u))
  if (!editor) throw new Error(`The build in ${outDir} has no live-editor chunk`)
  return { shell, modules, libraryChunks, editor }
}

/** The same-origin asset paths a page requested. */
export function recordAssetRequests(page: Page, baseUrl: string): string[] {
  const requested: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (url.startsWith(baseUrl)) requested.push(new URL(url).pathname)
  })
  return requested
}
