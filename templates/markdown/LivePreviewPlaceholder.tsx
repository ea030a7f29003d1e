/**
 * Where a live playground will appear under a `live` code block. The playground code finds it by
 * `data-live-id` and fills the editor and result areas; until then it explains what is missing.
 */
export function LivePreviewPlaceholder({ id, noInline }: { id: string; noInline: boolean }) {
  return (
    <div className="live-preview" data-live-id={id} data-no-inline={noInline ? 'true' : undefined}>
      <div className="live-preview__header">Live Editor</div>
      <div className="live-preview__editor" data-live-editor="">
        <p className="live-preview__note live-preview__note--js">Loading the editor…</p>
        <p className="live-preview__note live-preview__note--no-js">Enable JavaScript to edit and run this example.</p>
      </div>
      <div className="live-preview__header">Result</div>
      <div className="live-preview__result" data-live-result="">
        <p className="live-preview__note live-preview__note--js">Loading the result…</p>
        <p className="live-preview__note live-preview__note--no-js">The result appears here when JavaScript is enabled.</p>
      </div>
    </div>
  )
}
