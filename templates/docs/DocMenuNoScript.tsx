import type { SidebarItem } from '../../src/shared/types.js'
import { DocSidebarMenu } from './DocSidebarMenu.js'

/**
 * The docs sidebar for small screens without JavaScript: there the sidebar column is hidden and the mobile menu
 * cannot open, so this native disclosure ("Docs menu", above the content) holds the same tree. CSS shows it only
 * at ≤ 996 px while `<html>` has no `js` class (the head script adds it), so readers with JavaScript never see it.
 */
export function DocMenuNoScript({ items, activePath }: { items: SidebarItem[]; activePath: string }) {
  return (
    <details className="doc-menu-no-script">
      <summary className="doc-menu-no-script__button">Docs menu</summary>
      <nav className="menu doc-menu-no-script__menu" aria-label="Docs menu">
        <DocSidebarMenu items={items} activePath={activePath} />
      </nav>
    </details>
  )
}
