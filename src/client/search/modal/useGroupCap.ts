import { useEffect, useState } from 'react'
import {
  SEARCH_GROUP_CAP,
  SEARCH_SMALL_SCREEN_GROUP_CAP,
  SEARCH_SMALL_SCREEN_MAX_WIDTH,
} from '../../../shared/constants.js'

/** How many hits a group shows: fewer on a small screen (followed as the screen changes). */
export function useGroupCap(): number {
  const query = `(max-width: ${SEARCH_SMALL_SCREEN_MAX_WIDTH}px)`
  const [small, setSmall] = useState(() => window.matchMedia?.(query).matches ?? false)
  useEffect(() => {
    const list = window.matchMedia?.(query)
    if (!list) return
    const update = () => setSmall(list.matches)
    list.addEventListener('change', update)
    return () => list.removeEventListener('change', update)
  }, [query])
  return small ? SEARCH_SMALL_SCREEN_GROUP_CAP : SEARCH_GROUP_CAP
}
