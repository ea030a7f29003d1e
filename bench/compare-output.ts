/**
 * `node --import tsx bench/compare-output.ts <before> <after>`: compares two build folders file by file with the
 * content hashes set aside (hashed asset names such as `app.DW3NU4FP.js` or `index.docs-default-current.1ef3ff0289.json`,
 * and the build id), for refactors whose output must not change. Prints every file that differs (first differing
 * line, both sides) and exits 1 when any does; files present on one side only count as differences.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** `name.HASH8.ext` (esbuild, uppercase base32) and `name.hash10.ext` (the build's own hex hashes) */
const HASHED_NAME = /\.(?:[A-Z0-9]{8}|[0-9a-f]{10})(?=\.(?:js|css|json|woff2?|svg|png)\b)/g
const BUILD_ID = /"buildId":"[0-9a-f]+"/g

function listFiles(root: string, dir = root, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) listFiles(root, full, out)
    else out.push(path.relative(root, full))
  }
  return out
}

/** The file's name and text with every content hash replaced by `#`. */
export function normalized(text: string): string {
  return text.replace(HASHED_NAME, '.#').replace(BUILD_ID, '"buildId":"#"')
}

/** Normalized name → the normalized texts of the files with that name (several chunks share `chunk.#.js`). */
function byNormalizedName(root: string): Map<string, Array<{ file: string; text: string }>> {
  const groups = new Map<string, Array<{ file: string; text: string }>>()
  for (const file of listFiles(root)) {
    const name = normalized(file)
    const group = groups.get(name) ?? []
    group.push({ file, text: normalized(readFileSync(path.join(root, file), 'latin1')) })
    groups.set(name, group)
  }
  return groups
}

function firstDifference(a: string, b: string): string {
  const left = a.split('\n')
  const right = b.split('\n')
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i] === right[i]) continue
    let at = 0
    while (left[i]?.[at] === right[i]?.[at]) at++
    const around = (line = '') => line.slice(Math.max(0, at - 60), at + 100)
    return `line ${i + 1}, column ${at + 1}:\n    - ${around(left[i])}\n    + ${around(right[i])}`
  }
  return ''
}

/**
 * Every difference: files of one side whose text no file of the other side with the same name has. Files that
 * share a normalized name are matched by their text; an unmatched pair is shown with its first differing line.
 */
export function compareOutputs(before: string, after: string): string[] {
  const left = byNormalizedName(before)
  const right = byNormalizedName(after)
  const problems: string[] = []
  for (const name of new Set([...left.keys(), ...right.keys()])) {
    const unmatchedRight = [...(right.get(name) ?? [])]
    const unmatchedLeft = (left.get(name) ?? []).filter(({ text }) => {
      const twin = unmatchedRight.findIndex((other) => other.text === text)
      if (twin >= 0) unmatchedRight.splice(twin, 1)
      return twin < 0
    })
    unmatchedLeft.forEach(({ file, text }, i) => {
      const other = unmatchedRight[i]
      problems.push(other ? `${file} differs at ${firstDifference(text, other.text)}` : `only in ${before}: ${file}`)
    })
    for (const { file } of unmatchedRight.slice(unmatchedLeft.length)) problems.push(`only in ${after}: ${file}`)
  }
  return problems
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [before, after] = process.argv.slice(2)
  if (!before || !after) {
    console.error('usage: node --import tsx bench/compare-output.ts <before-build> <after-build>')
    process.exit(2)
  }
  const problems = compareOutputs(before, after)
  for (const problem of problems) console.log(problem)
  console.log(problems.length === 0 ? 'identical apart from content hashes' : `${problems.length} file(s) differ`)
  process.exitCode = problems.length === 0 ? 0 : 1
}
