import { Children, cloneElement, isValidElement, type ReactNode } from 'react'
import { type TabItemProps, Tabs, type TabsProps } from '../../markdown/Tabs.js'

export interface Props extends TabsProps {
  /** the tabs' labels by value (a TabItem's own label otherwise) */
  values?: Array<{ value: string; label?: string }>
  /** the value of the tab selected first (else the TabItem marked `default`, else the first) */
  defaultValue?: string | null
}

/**
 * The children with `values`' labels and `defaultValue` written into their props, in the order of `values` when
 * given (Docusaurus shows the tabs in that order, whatever the TabItems' order; pure: unit-tested). Here, in the
 * chunk of the pages that use `@theme/Tabs`, rather than in the Markdown path's Tabs, which every page loads.
 */
export function withTabValues(children: ReactNode, values: Props['values'], defaultValue: Props['defaultValue']) {
  if (!values && defaultValue == null) return children
  const items = Children.toArray(children).filter(isValidElement<TabItemProps>)
  const tabValue = (item: (typeof items)[number]) => item.props.value ?? item.props.label
  const position = (item: (typeof items)[number]) => values?.findIndex((v) => v.value === tabValue(item)) ?? 0
  return [...items]
    .sort((a, b) => position(a) - position(b))
    .map((child) => {
      const value = tabValue(child)
      const label = values?.find((v) => v.value === value)?.label
      return cloneElement(child, {
        ...(label !== undefined ? { label } : {}),
        ...(defaultValue != null ? { default: value === defaultValue } : {}),
      })
    })
}

/**
 * `@theme/Tabs`: our Tabs (the `.md` path's, so both render alike), with Docusaurus' props: values, defaultValue,
 * groupId, queryString, lazy, className.
 */
export default function DocusaurusTabs({ values, defaultValue, children, ...props }: Props) {
  return <Tabs {...props}>{withTabValues(children as ReactNode, values, defaultValue)}</Tabs>
}
