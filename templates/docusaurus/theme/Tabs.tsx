/** `@theme/Tabs`: our Tabs (the `.md` path's), which has Docusaurus' props (values, defaultValue, groupId, queryString, lazy). */
import { Tabs, type TabsProps } from '../../markdown/Tabs.js'

export type Props = TabsProps
export default Tabs
