import { type ComponentType, createContext, type ReactNode, useContext } from 'react'
import { MDX_AFTER_TRUNCATE_TAG } from '../../src/shared/route-modules.js'

/** The page modules loaded for the route (its React page, its MDX content modules), by registry key: RoutePage. */
const PageModules = createContext<Record<string, ComponentType>>({})
export const PageModulesProvider = PageModules.Provider

/** inside a doc's or post's frame, the MDX content renders bare (a page's content has the page frame instead) */
function ContentWrapper({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
const Nothing = () => null
const CONTENT_COMPONENTS = { wrapper: ContentWrapper, [MDX_AFTER_TRUNCATE_TAG]: ContentWrapper }
/** a blog list's excerpt: the content up to its `{/* truncate *\/}` */
const EXCERPT_COMPONENTS = { wrapper: ContentWrapper, [MDX_AFTER_TRUNCATE_TAG]: Nothing }

/**
 * `<hd-mdx-content module="key">` in content hast (src/markdown/render-content-module.ts): the MDX content of a doc
 * or blog post compiled as a component module, rendered from the route's loaded modules (`excerpt`: up to its
 * truncate marker).
 */
export function MdxContent({ module, excerpt }: { module?: string; excerpt?: boolean }) {
  const Content = useContext(PageModules)[module ?? ''] as ComponentType<{ components?: object }> | undefined
  if (!Content) throw new Error(`The MDX content module "${module}" of this page is not loaded`)
  return <Content components={excerpt ? EXCERPT_COMPONENTS : CONTENT_COMPONENTS} />
}
