import { useEffect, useState } from 'react'

/** False during server rendering and the hydration pass, true once React runs in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    setHydrated(true)
  }, [])
  return hydrated
}
