/** A problem of a Docusaurus config found while mapping it: where it is written and what to do. */
import type { ConfigPath } from '../config-error.js'

export interface DocusaurusProblem {
  /** the path in the Docusaurus config (`['plugins', 2]`) */
  at: ConfigPath
  message: string
  hint?: string
  /** absolute path of the file it is written in, when not the config (sidebars.js, versions.json) */
  file?: string
  /** an option accepted without its effect (ignored-options.ts): reported, the build goes on */
  warning?: true
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
