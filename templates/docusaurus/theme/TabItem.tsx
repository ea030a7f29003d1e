/** `@theme/TabItem`: one tab of a `@theme/Tabs` (which reads its props); alone, its label and content. */
import { TabItem } from '../../markdown/TabItem.js'
import type { TabItemProps } from '../../markdown/Tabs.js'

export type Props = TabItemProps
export default TabItem
