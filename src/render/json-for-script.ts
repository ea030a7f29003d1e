/** JSON inside an HTML `<script>` element. */

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/** JSON that is safe inside a <script> element (no `</script>`, no `<!--`, no line separators). */
export function jsonForScript(value: unknown): string {
  return escapeJsonForScript(JSON.stringify(value))
}

/** JSON text made safe inside a <script> element, as jsonForScript() */
export function escapeJsonForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c])
}
