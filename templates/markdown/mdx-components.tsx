import type { ComponentType, ReactNode } from 'react'
import { markdownComponents } from './markdown-components.js'
import { MDX_AFTER_TRUNCATE_TAG } from '../../src/shared/route-modules.js'

/**
 * The components MDX compiled as a component module (src/markdown/compile-mdx-module.ts, its provider import)
 * renders with: the same ones as Markdown content (code blocks, links, images, tabs), and a `wrapper` that frames
 * the content like a Markdown page. Components passed to the content (`components` prop) win.
 */
export function useMDXComponents(components?: Record<string, ComponentType<never>>): Record<string, unknown> {
  return { ...MDX_COMPONENTS, wrapper: MdxPageFrame, ...components }
}

/** what follows `{/* truncate *\/}` (compile-mdx-module.ts): shown in full on the content's own page */
function Children({ children }: { children?: ReactNode }) {
  return <>{children}</>
}

/**
 * The theme's components for MDX content, as `@theme-original/MDXComponents` gives them to a site's
 * `src/theme/MDXComponents` (which adds its own: bundle/mdx-module-plugin.ts merges them)
 */
export const MDX_COMPONENTS: Record<string, unknown> = { ...markdownComponents, [MDX_AFTER_TRUNCATE_TAG]: Children }

function MdxPageFrame({ children }: { children?: ReactNode }) {
  return (
    <div className="markdown-page container">
      <article className="markdown-page__article">
        <div className="markdown">{children}</div>
      </article>
    </div>
  )
}
