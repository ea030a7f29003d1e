/**
 * Reads a content file (Markdown, `_category_.json`, `authors.yml`) as UTF-8. A file that is not valid UTF-8
 * (saved as Latin-1 or Windows-1252, say) is an error naming the line and byte offset of its first invalid
 * sequence, instead of text with U+FFFD where the author's characters were, published without a word.
 */
import { readFileSync } from 'node:fs'
import { isUtf8 } from 'node:buffer'
import { BuildError } from '../errors.js'

/** `absolute`: the file; `file`: the same, relative to the site dir, as messages show it. */
export function readSourceFile(absolute: string, file: string): string {
  const bytes = readFileSync(absolute)
  if (isUtf8(bytes)) return bytes.toString('utf8')
  const at = firstInvalidSequence(bytes)
  const shown = [...bytes.subarray(at.offset, at.offset + 4)]
    .map((b) => b.toString(16).toUpperCase().padStart(2, '0'))
    .join(' ')
  throw new BuildError(
    'file-not-utf8',
    `The file is not valid UTF-8: the bytes at offset ${at.offset} (${shown}…) are not a UTF-8 character`,
    {
      file,
      line: at.line,
      column: at.column,
      hint: 'Save the file as UTF-8 (in an editor: "Save with encoding"; or iconv -f windows-1252 -t utf-8), then check the characters at that place.',
    },
  )
}

/** Where the first invalid sequence of `bytes` starts (they are known not to be valid UTF-8). */
function firstInvalidSequence(bytes: Uint8Array): { offset: number; line: number; column: number } {
  // the decoder puts U+FFFD in place of each invalid sequence; everything before the first one decoded cleanly,
  // so its UTF-8 length is the offset. A U+FFFD written in the file (EF BF BD) is valid: skip it.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
  for (let index = text.indexOf('\uFFFD'); index !== -1; index = text.indexOf('\uFFFD', index + 1)) {
    const before = text.slice(0, index)
    const offset = Buffer.byteLength(before)
    if (bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd) continue
    const lineStart = before.lastIndexOf('\n') + 1
    return { offset, line: before.split('\n').length, column: index - lineStart + 1 }
  }
  return { offset: 0, line: 1, column: 1 }
}
