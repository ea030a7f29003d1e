/**
 * The tags by which content hast names the MDX content modules of docs and blog posts whose content needs components
 * (src/routes/route-modules.ts lists a route's modules in its data; the theme renders them, templates/markdown).
 */

/** the hast element standing for an MDX content module; its `module` property is the module's registry key */
export const MDX_CONTENT_TAG = 'hd-mdx-content'

/**
 * the element an MDX content module wraps what follows `{/* truncate *\/}` in (compile-mdx-module.ts): the theme
 * renders its children, or nothing in an excerpt (`<hd-mdx-content excerpt>`)
 */
export const MDX_AFTER_TRUNCATE_TAG = 'hd-after-truncate'
