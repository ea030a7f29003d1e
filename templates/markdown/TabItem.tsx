import type { TabItemProps } from './Tabs.js'

/**
 * `<hd-tab>` outside of `<hd-tabs>` (Tabs reads its children's props and renders the panels itself, so this only
 * runs for a stray tab): its label and content, so nothing is lost.
 */
export function TabItem({ label, children }: TabItemProps) {
  return (
    <div className="tabs__panel tabs__panel--standalone">
      {label ? <p className="tabs__panel-label tabs__panel-label--visible">{label}</p> : null}
      {children}
    </div>
  )
}
