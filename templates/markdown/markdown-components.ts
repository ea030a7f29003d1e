import type { HastComponents } from './hast-to-react.js'
import { CodeBlock } from './CodeBlock.js'
import { MarkdownImage } from './MarkdownImage.js'
import { MarkdownLink } from './MarkdownLink.js'
import { TabItem } from './TabItem.js'
import { Tabs } from './Tabs.js'
import { MdxContent } from './MdxContent.js'
import { MDX_CONTENT_TAG } from '../../src/shared/route-modules.js'

/**
 * Tag name → component for rendering content hast. The server render and the browser (hydration and client-side
 * navigation) must use this same map, or hydration will not match.
 */
export const markdownComponents: HastComponents = {
  pre: CodeBlock,
  a: MarkdownLink,
  img: MarkdownImage,
  'hd-tabs': Tabs,
  'hd-tab': TabItem,
  [MDX_CONTENT_TAG]: MdxContent,
}
