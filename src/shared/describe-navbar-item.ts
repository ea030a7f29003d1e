// TEMPORARY: the config types come from src/config/ until they are schemas in src/shared/ (see .dependency-cruiser.cjs)
import type { NavbarItemConfig } from './schemas/navbar-schema.js'

/**
 * The position, type and label that identify a navbar item config in error reports: the browser's console report of
 * an item that failed to render (templates/navbar/navbar-model.ts) and the build's warning (src/render/render-warnings.ts).
 */
export function describeNavbarItem(item: NavbarItemConfig): { position: string; type: string; label: string | null } {
  return { position: item.position ?? 'right', type: item.type ?? 'default', label: item.label ?? null }
}
