import type { SidebarItem } from '../../src/shared/types.js'
import { DocSidebarMenu } from './DocSidebarMenu.js'

/** The left column of a docs page (hidden on small screens, where the mobile menu shows the same tree). */
export function DocSidebar({ items, activePath }: { items: SidebarItem[]; activePath: string }) {
  return (
    <aside className="doc-sidebar">
      <nav className="menu doc-sidebar__menu" aria-label="Docs sidebar">
        <DocSidebarMenu items={items} activePath={activePath} />
      </nav>
    </aside>
  )
}
