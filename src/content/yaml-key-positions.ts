/**
 * The top-level keys of a YAML mapping, where each is written and its value's text as written (a scalar's, before
 * YAML reads it), found by the `yaml` package's parser. It is loaded on first use: only messages, and the rare value
 * that must be read as written, need positions (js-yaml reads the values).
 */
import { createRequire } from 'node:module'
import type * as Yaml from 'yaml'

export interface YamlKey {
  /** 1-based */
  line: number
  written?: string
}

const requireFromHere = createRequire(import.meta.url)

/** `firstLine`: the line of the file where `text` starts. */
export function yamlTopLevelKeys(text: string, firstLine = 1): Map<string, YamlKey> {
  const { LineCounter, isMap, isScalar, parseDocument } = requireFromHere('yaml') as typeof Yaml
  const keys = new Map<string, YamlKey>()
  const lineCounter = new LineCounter()
  const contents = parseDocument(text, { lineCounter }).contents
  if (!isMap(contents)) return keys
  for (const { key, value } of contents.items) {
    if (!isScalar(key) || !key.range || keys.has(String(key.value))) continue
    const line = lineCounter.linePos(key.range[0]).line + firstLine - 1
    keys.set(String(key.value), { line, written: isScalar(value) ? value.source : undefined })
  }
  return keys
}
