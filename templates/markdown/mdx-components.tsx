import type { ComponentType, ReactNode } from 'react'
import { markdownComponents } from './markdown-components.js'
import { MDX_AFTER_TRUNCATE_TAG } from '../../src/shared/route-modules.js'

/**
 * The components MDX compiled as a component module (src/markdown/compile-mdx-module.ts, its provider import)
 * renders with: the same ones as Markdown content (code blocks, links, images, tabs). No `wrapper`: the content is
 * bare wherever it is rendered (the frame of its doc, post or page is the route's; an `.mdx` partial imported into
 * another MDX file or a React page is part of that content). Components passed to the content (`components` prop) win.
 */
export function useMDXComponents(components?: Record<string, ComponentType<never>>): Record<string, unknown> {
  return { ...MDX_COMPONENTS, ...components }
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
