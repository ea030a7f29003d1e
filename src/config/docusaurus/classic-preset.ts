/**
 * The classic preset of a Docusaurus config (`presets: [['classic' | '@docusaurus/preset-classic', options]]`): its
 * options and where they are written. No preset is a site without docs, blog or pages plugins; another preset is a
 * problem naming it.
 */
import type { ConfigPath } from '../config-error.js'
import { type DocusaurusProblem, isRecord } from './docusaurus-problem.js'

export const CLASSIC_PRESET_NAMES = ['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic'] as const

export interface ClassicPreset {
  /** the preset's options (`{}` when written as a bare name) */
  options: Record<string, unknown>
  /** where the options are written: `['presets', 0, 1]` */
  at: ConfigPath
}

/** The classic preset's options, or undefined when the config has none (problems: other presets). */
export function classicPreset(presets: unknown, problems: DocusaurusProblem[]): ClassicPreset | undefined {
  if (presets === undefined) return undefined
  if (!Array.isArray(presets)) {
    problems.push({
      at: ['presets'],
      message: 'presets must be an array',
      hint: "Write presets: [['classic', { … }]].",
    })
    return undefined
  }
  let found: ClassicPreset | undefined
  presets.forEach((entry: unknown, index) => {
    if (entry === false || entry === null || entry === undefined) return
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined]
    if (typeof name !== 'string' || !(CLASSIC_PRESET_NAMES as readonly string[]).includes(name)) {
      problems.push({
        at: ['presets', index],
        message: `The preset ${typeof name === 'string' ? `"${name}"` : '(a function or object)'} is not supported`,
        hint: "hotkeys-docs builds Docusaurus' classic preset only (presets: [['classic', { docs, blog, pages, theme }]]); remove this one.",
      })
      return
    }
    if (found) {
      problems.push({ at: ['presets', index], message: 'The classic preset is listed twice', hint: 'Keep one.' })
      return
    }
    if (options !== undefined && !isRecord(options)) {
      problems.push({ at: ['presets', index, 1], message: "The classic preset's options must be an object" })
      return
    }
    found = { options: options ?? {}, at: ['presets', index, 1] }
  })
  return found
}
