/** The live code editor's chunk (react-live, sucrase and the editing session): imported at the first sign of editing. */
export type EditorChunk = typeof import('./live-editor.js')

/** Per page load: the chunk's import, shared by every block of the page (dropped when it fails, so a retry imports again). */
let editorChunk: Promise<EditorChunk> | undefined

export function loadEditorChunk(): Promise<EditorChunk> {
  editorChunk ??= import('./live-editor.js').catch((error: unknown) => {
    editorChunk = undefined
    throw error
  })
  return editorChunk
}
