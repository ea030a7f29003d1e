import { Children, isValidElement, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { useTabChoice } from './useTabChoice.js'

/** Props of one `<hd-tab label value default>` element (Docusaurus' `<TabItem>`: the same, and a className). */
export interface TabItemProps {
  label?: string
  value?: string
  default?: boolean | string
  className?: string
  children?: ReactNode
}

/**
 * Props of `<hd-tabs>`, and of Docusaurus' `<Tabs>` (templates/docusaurus/theme/Tabs.tsx turns its `values` and
 * `defaultValue` into the items' labels and default): `groupId` keeps the choice in sync with the group's other
 * Tabs (stored under Docusaurus' key), `queryString` in the URL's query (useTabChoice.ts), `lazy` renders only the
 * selected panel.
 */
export interface TabsProps {
  children?: ReactNode
  groupId?: string
  queryString?: boolean | string
  lazy?: boolean
  className?: string
}

interface TabModel {
  label: string
  value: string
  content: ReactNode
  className?: string
}

function readTabs(children: ReactNode): { tabs: TabModel[]; defaultIndex: number } {
  const items = Children.toArray(children).filter(isValidElement<TabItemProps>)
  const tabs = items.map((item, index) => {
    const label = item.props.label ?? item.props.value ?? `Tab ${index + 1}`
    return { label, value: item.props.value ?? label, content: item.props.children, className: item.props.className }
  })
  const marked = items.findIndex((item) => item.props.default === true || item.props.default === '')
  return { tabs, defaultIndex: Math.max(marked, 0) }
}

/**
 * `<hd-tabs>`: an ARIA tab list (arrow keys, Home and End move between tabs) over the panels of its `<hd-tab>`
 * children. Without JavaScript every panel is shown with its label (see tabs.css), so nothing is unreadable.
 */
export function Tabs({ children, groupId, queryString, lazy, className }: TabsProps) {
  const { tabs, defaultIndex } = readTabs(children)
  const [selectedValue, choose] = useTabChoice({
    values: tabs.map((tab) => tab.value),
    defaultValue: tabs[defaultIndex]?.value ?? '',
    groupId,
    queryString,
  })
  const selected = Math.max(
    tabs.findIndex((tab) => tab.value === selectedValue),
    0,
  )
  const setSelected = (index: number) => choose(tabs[index]!.value)
  const baseId = useId()
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])

  const select = (index: number) => {
    setSelected(index)
    tabRefs.current[index]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (target === null) return
    event.preventDefault()
    select(target)
  }

  return (
    <div className={`tabs-container${className ? ` ${className}` : ''}`}>
      <div className="tabs" role="tablist" aria-orientation="horizontal">
        {tabs.map((tab, index) => (
          <button
            key={`${tab.value}-${index}`}
            ref={(el) => {
              tabRefs.current[index] = el
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={`tabs__item${index === selected ? ' tabs__item--active' : ''}`}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) =>
        lazy && index !== selected ? null : (
          <div
            key={`${tab.value}-${index}`}
            role="tabpanel"
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            className={`tabs__panel${tab.className ? ` ${tab.className}` : ''}`}
            hidden={index !== selected}
          >
            <p className="tabs__panel-label">{tab.label}</p>
            {tab.content}
          </div>
        ),
      )}
    </div>
  )
}
