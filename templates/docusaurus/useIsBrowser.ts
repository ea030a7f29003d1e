import { useHydrated } from '../hooks/useHydrated.js'

/** `@docusaurus/useIsBrowser`: false on the server and during hydration, true after. */
export default function useIsBrowser(): boolean {
  return useHydrated()
}
