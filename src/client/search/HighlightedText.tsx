/**
 * Renders a highlight or snippet value (escaped text with `<mark>` markers) as React text and `<mark>`
 * elements. Never HTML: markup in the index or the query is shown as the characters it is.
 */
import { parseHighlight } from './highlight.js'

export function HighlightedText({ value, text }: { value?: string; text?: string | null }) {
  if (value === undefined) return <>{text ?? ''}</>
  return (
    <>
      {parseHighlight(value).map((segment, i) =>
        segment.highlighted ? <mark key={i}>{segment.text}</mark> : segment.text,
      )}
    </>
  )
}
