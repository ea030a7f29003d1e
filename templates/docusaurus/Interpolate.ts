import { Fragment, type ReactNode, createElement, isValidElement } from 'react'

/** Docusaurus' message placeholders: `{name}`. */
const PLACEHOLDER = /\{(\w+)\}/g

/** The message with its `{name}` placeholders filled from `values`; elements among them make a fragment. */
export function interpolate(message: string, values?: Record<string, ReactNode>): ReactNode {
  if (!values) return message
  const parts: ReactNode[] = []
  let last = 0
  for (const match of message.matchAll(PLACEHOLDER)) {
    const name = match[1]!
    if (!(name in values)) continue
    parts.push(message.slice(last, match.index))
    parts.push(values[name])
    last = match.index! + match[0].length
  }
  parts.push(message.slice(last))
  if (parts.every((part) => !isValidElement(part))) return parts.map((part) => String(part ?? '')).join('')
  return createElement(Fragment, null, ...parts)
}

/** `@docusaurus/Interpolate`: its children (a message) with `values` filled in. */
export default function Interpolate({ children, values }: { children: string; values?: Record<string, ReactNode> }) {
  return interpolate(children, values)
}
