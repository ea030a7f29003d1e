/**
 * What the MDX stage renders, as one sentence for the hints of its errors (what it lowers to static markup,
 * remark-lower-mdx.ts, and what it compiles to a component module), and the `@theme/*` components it lowers.
 */

export const THEME_COMPONENTS = ['Tabs', 'TabItem', 'CodeBlock', 'Admonition', 'Details'] as const
export type ThemeComponent = (typeof THEME_COMPONENTS)[number]

export function isThemeComponent(name: string): name is ThemeComponent {
  return (THEME_COMPONENTS as readonly string[]).includes(name)
}

export const MDX_SUPPORT_HINT =
  'An .mdx file is MDX 3: imports (@theme/*, @docusaurus/*, @site/… and relative paths, installed npm packages), ' +
  'exports, JSX and {expressions}. Content that uses only <Tabs>, <TabItem>, <CodeBlock>, <Admonition> and ' +
  '<Details> from @theme/*, HTML elements and literal props is rendered to static markup; anything else is compiled ' +
  'to a component module, server-rendered and hydrated.'

/**
 * The error codes of the static lowering that mean "this page needs MDX compiled as a component module"
 * (compile-mdx-module.ts), as opposed to mistakes the author must fix in any case (a TabItem without a value, an
 * MDX syntax error…): the build will send such files to the component-module path instead of failing.
 */
export const COMPONENT_MODULE_CODES: ReadonlySet<string> = new Set([
  'mdx-import-not-supported',
  'mdx-export-not-supported',
  'mdx-expression-not-supported',
  'mdx-component-not-supported',
  'mdx-html-element-not-supported',
  'mdx-html-prop-not-supported',
])

/**
 * The module MDX compiled as a component module imports `useMDXComponents` from: the theme's
 * (templates/markdown/mdx-components.tsx), resolved by the bundle (bundle/mdx-module-plugin.ts)
 */
export const MDX_PROVIDER_SPECIFIER = 'hd:mdx-components'

/**
 * The registry key of an `.mdx` doc's or blog post's content module (`file`: relative to the site folder): unlike a
 * React page's key (its path in the pages folder), it has a colon, so the two never meet.
 */
export function contentModuleKey(file: string): string {
  return `mdx:${file
    .split('\\')
    .join('/')
    .replace(/\.mdx$/i, '')}`
}
