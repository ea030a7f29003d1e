import type { ReactNode } from 'react'
import { useHydrated } from '../hooks/useHydrated.js'

export interface Props {
  /** called in the browser only, once the page is hydrated */
  children: () => ReactNode
  /** shown on the server and until then */
  fallback?: ReactNode
}

/** `@docusaurus/BrowserOnly`: its children (a function) run only in the browser, after hydration. */
export default function BrowserOnly({ children, fallback = null }: Props) {
  return useHydrated() ? children() : fallback
}
