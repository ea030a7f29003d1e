/**
 * `@docusaurus/Translate`: the site has one language here, so a message is shown as written (its `{name}`
 * placeholders filled from `values`). `translate({ message, id }, values)` returns the string.
 */
import type { ReactNode } from 'react'
import { interpolate } from './Interpolate.js'

export interface TranslateProps {
  id?: string
  description?: string
  values?: Record<string, ReactNode>
  children?: string
}

export function translate(
  { message, id }: { message?: string; id?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  return String(interpolate(message ?? id ?? '', values))
}

export default function Translate({ children, id, values }: TranslateProps) {
  return interpolate(children ?? id ?? '', values)
}
