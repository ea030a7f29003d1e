import { isValidElement, type ComponentType } from 'react'
import { LiveCodeError } from './run-live-function.js'

/**
 * What a live block's value shows (the same rule on the server, for the precompiled preview and for edited
 * code): a function is the component; an element is wrapped in one.
 */
export function previewComponent(value: unknown): ComponentType {
  if (typeof value === 'function') return value as ComponentType
  if (isValidElement(value))
    // biome-ignore lint/correctness/noComponentHookFactories: wraps one evaluated value, made once per evaluation (kept in state, never during a render)
    return function LiveElement() {
      return value
    }
  throw new LiveCodeError(
    'The code must be one function component or one JSX element (or, with noInline, call render(<Example />)).',
  )
}
