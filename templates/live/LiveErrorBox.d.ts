/**
 * How a live block shows a failing example (the precompiled one in LiveCodeBlock, edited code in the editor chunk):
 * a readable box in place of the result, and an error boundary that puts one there when the example throws while
 * rendering. The page goes on.
 */
import { Component, type ReactNode } from 'react'
export interface LiveError {
  kind: 'syntax' | 'runtime'
  message: string
  line?: number
}
/** "Syntax error on line 3", "Error" (the box's title, and what the block's live region announces). */
export declare function liveErrorTitle(error: LiveError): string
export declare function ErrorBox({ error }: { error: LiveError }): import('react/jsx-runtime').JSX.Element
/** Shows an error box instead of a preview that throws while rendering. */
export declare class PreviewBoundary extends Component<
  {
    children: ReactNode
  },
  {
    error: LiveError | null
  }
> {
  state: {
    error: LiveError | null
  }
  static getDerivedStateFromError(error: unknown): {
    error: LiveError
  }
  render():
    | string
    | number
    | bigint
    | boolean
    | import('react/jsx-runtime').JSX.Element
    | Iterable<ReactNode>
    | Promise<
        | string
        | number
        | bigint
        | boolean
        | import('react').ReactPortal
        | import('react').ReactElement<unknown, string | import('react').JSXElementConstructor<any>>
        | Iterable<ReactNode>
        | null
        | undefined
      >
    | null
    | undefined
}
