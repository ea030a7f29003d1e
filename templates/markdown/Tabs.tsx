import { Children, isValidElement, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

/** Props of one `<hd-tab label value default>` element. */
export interface TabItemProps {
  label?: string
  value?: string
  default?: boolean | string
  children?: ReactNode
}

interface TabModel {
  label: string
  value: string
  content: ReactNode
}

function readTabs(children: ReactNode): { tabs: TabModel[]; defaultIndex: number } {
  const items = Children.toArray(children).filter(isValidElement<TabItemProps>)
  const tabs = items.map((item, index) => {
    const label = item.props.label ?? item.props.value ?? `Tab ${index + 1}`
    return { label, value: item.props.value ?? label, content: item.props.children }
  })
  const marked = items.findIndex((item) => item.props.default === true || item.props.default === '')
  return { tabs, defaultIndex: Math.max(marked, 0) }
}

/**
 * `<hd-tabs>`: an ARIA tab list (arrow keys, Home and End move between tabs) over the panels of its `<hd-tab>`
 * children. Without JavaScript every panel is shown with its label (see tabs.css), so nothing is unreadable.
 */
export function Tabs({ children }: { children?: ReactNode }) {
  const { tabs, defaultIndex } = readTabs(children)
  const [selected, setSelected] = useState(defaultIndex)
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
    <div className="tabs-container">
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
      {tabs.map((tab, index) => (
        <div
          key={`${tab.value}-${index}`}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          className="tabs__panel"
          hidden={index !== selected}
        >
          <p className="tabs__panel-label">{tab.label}</p>
          {tab.content}
        </div>
      ))}
    </div>
  )
}
