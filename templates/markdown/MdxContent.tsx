import type { ReactNode } from 'react'
import { MDX_AFTER_TRUNCATE_TAG } from '../../src/shared/route-modules.js'
import { usePageModule } from '../page-modules.js'

/** inside a doc's or post's frame, the MDX content renders bare (a page's content has the page frame instead) */
const Bare = ({ children }: { children?: ReactNode }) => children
const CONTENT_COMPONENTS = { wrapper: Bare, [MDX_AFTER_TRUNCATE_TAG]: Bare }
/** a blog list's excerpt: the content up to its `{/* truncate *\/}` */
const EXCERPT_COMPONENTS = { wrapper: Bare, [MDX_AFTER_TRUNCATE_TAG]: () => null }

/**
 * `<hd-mdx-content module="key">` in content hast (src/markdown/render-content-module.ts): the MDX content of a doc
 * or blog post compiled as a component module, rendered from the route's loaded modules (`excerpt`: up to its
 * truncate marker).
 */
export function MdxContent({ module, excerpt }: { module?: string; excerpt?: boolean }) {
  const Content = usePageModule<{ components?: object }>(module ?? '')
  return <Content components={excerpt ? EXCERPT_COMPONENTS : CONTENT_COMPONENTS} />
}
