import type { SearchItem } from './search-sections.js'
import type { OpenModifiers } from './useSearchKeyboard.js'

/**
 * Enter on a result: with Ctrl/⌘ in a new tab, with Shift in a new window (both kept as recent searches here), else
 * a click on its link (which the link's own handler records, and the router takes).
 */
export function openSearchItem(item: SearchItem, modifiers: OpenModifiers, select: (item: SearchItem) => void): void {
  if (modifiers.ctrlKey || modifiers.metaKey) {
    select(item)
    window.open(item.url, '_blank', 'noopener')
  } else if (modifiers.shiftKey) {
    select(item)
    window.open(item.url, '_blank', 'noopener,popup')
  } else {
    document.getElementById(item.id)?.querySelector('a')?.click()
  }
}
