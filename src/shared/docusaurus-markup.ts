/**
 * Docusaurus' markup where a Docusaurus site's stylesheets expect it (MarkdownOptions.markup: 'docusaurus').
 *
 * Admonitions: the markup stylesheets written against Docusaurus target (an interface, so its
 * class names and nesting are Docusaurus' own), made by the markdown stage for `:::note` (src/markdown/
 * remark-admonitions.ts) and by `@theme/Admonition` (templates/docusaurus/theme/Admonition.tsx):
 *
 *   <div class="theme-admonition theme-admonition-tip admonition_hd alert alert--success">
 *     <div class="admonitionHeading_hd"><span class="admonitionIcon_hd"><svg …/></span>tip</div>
 *     <div class="admonitionContent_hd">…</div>
 *   </div>
 *
 * Docusaurus' three inner classes are CSS-module names (`admonitionHeading_Gvgb`): ours keep the local name and a
 * fixed suffix, so selectors such as `[class*='admonitionHeading']` match. The icons are this theme's own drawings.
 */

/** an admonition type's look: Infima's alert modifier, its default title (Docusaurus' lower-case label), its icon */
export interface DocusaurusAdmonitionKind {
  alert: 'secondary' | 'success' | 'info' | 'warning' | 'danger'
  title: string
  icon: AdmonitionIconName
}

export type AdmonitionIconName = 'note' | 'tip' | 'info' | 'warning' | 'danger'

/** Docusaurus' types, and the older names it still accepts (`secondary`, `important`, `success`) */
export const DOCUSAURUS_ADMONITION_KINDS: Readonly<Record<string, DocusaurusAdmonitionKind>> = {
  note: { alert: 'secondary', title: 'note', icon: 'note' },
  tip: { alert: 'success', title: 'tip', icon: 'tip' },
  info: { alert: 'info', title: 'info', icon: 'info' },
  warning: { alert: 'warning', title: 'warning', icon: 'warning' },
  caution: { alert: 'warning', title: 'caution', icon: 'warning' },
  danger: { alert: 'danger', title: 'danger', icon: 'danger' },
  secondary: { alert: 'secondary', title: 'secondary', icon: 'note' },
  important: { alert: 'info', title: 'important', icon: 'info' },
  success: { alert: 'success', title: 'success', icon: 'tip' },
}

/** The kind of a type; Docusaurus shows an unknown type as info. */
export function docusaurusAdmonitionKind(type: string): DocusaurusAdmonitionKind {
  return DOCUSAURUS_ADMONITION_KINDS[type] ?? DOCUSAURUS_ADMONITION_KINDS.info!
}

export const ADMONITION_CLASSES = {
  container: 'admonition_hd',
  heading: 'admonitionHeading_hd',
  icon: 'admonitionIcon_hd',
  content: 'admonitionContent_hd',
} as const

/** The container's classes, in Docusaurus' order. */
export function admonitionContainerClasses(type: string): string[] {
  const { alert } = docusaurusAdmonitionKind(type)
  return ['theme-admonition', `theme-admonition-${type}`, ADMONITION_CLASSES.container, 'alert', `alert--${alert}`]
}

/** The icons' box; each is one filled path (even-odd, so the inner marks are cut out), coloured by CSS `fill`. */
export const ADMONITION_ICON_VIEWBOX = '0 0 24 24'

export const ADMONITION_ICON_PATHS: Readonly<Record<AdmonitionIconName, string>> = {
  // a sheet with a folded corner and two lines of text
  note: 'M5 2h10l4 4v16H5zM8 10h8v2H8zM8 14h8v2H8zM8 18h5v2H8z',
  // a light bulb and its base
  tip: 'M12 2a7 7 0 00-4 12.7V17h8v-2.3A7 7 0 0012 2zM8 19h8v3H8z',
  // a ring with an "i"
  info: 'M12 2a10 10 0 110 20 10 10 0 010-20zm0 2a8 8 0 100 16 8 8 0 000-16zM11 7h2v2h-2zM11 11h2v6h-2z',
  // a triangle with an exclamation mark
  warning: 'M12 2l11 20H1zM11 9h2v6h-2zM11 17h2v2h-2z',
  // an octagon with an exclamation mark
  danger: 'M8 2h8l6 6v8l-6 6H8l-6-6V8zM11 6h2v8h-2zM11 16h2v2h-2z',
}

/**
 * The container of a live block (@docusaurus/theme-live-codeblock's playground): the markdown stage wraps a live
 * `<pre>` in it (src/markdown/rehype-code-blocks.ts), `@theme/CodeBlock live` renders it; the Infima layer lays out
 * what the theme's LiveCodeBlock renders inside as Docusaurus' playground (header, code, "Result", preview).
 */
export const PLAYGROUND_CONTAINER_CLASS = 'playgroundContainer_hd'
