/**
 * What the MDX stage can lower to static markup today (remark-lower-mdx.ts), as one sentence for the hints of
 * its errors, and the `@theme/*` components it knows.
 */

export const THEME_COMPONENTS = ['Tabs', 'TabItem', 'CodeBlock', 'Admonition', 'Details'] as const
export type ThemeComponent = (typeof THEME_COMPONENTS)[number]

export function isThemeComponent(name: string): name is ThemeComponent {
  return (THEME_COMPONENTS as readonly string[]).includes(name)
}

export const MDX_SUPPORT_HINT =
  'hotkeys-docs renders the MDX whose JSX it can lower to static markup: <Tabs>, <TabItem>, <CodeBlock>, ' +
  '<Admonition> and <Details> imported from @theme/*, HTML elements such as <details> or <div className="…">, ' +
  'and props with literal values; site components, exports and expressions are not supported yet.'
