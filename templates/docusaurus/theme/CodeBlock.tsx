import type { ReactNode } from 'react'
import { StaticCode } from '../../code/StaticCode.js'
import { CodeBlock as MarkdownCodeBlock } from '../../markdown/CodeBlock.js'
import { findLivePre } from '../../live/find-live-pre.js'
import { useOptionalSiteContext } from '../../SiteContext.js'
import { textOf } from '../../docusaurus-internal/text-of.js'
import { PLAYGROUND_CONTAINER_CLASS } from '../../../src/shared/docusaurus-markup.js'
import { applyMagicComments } from '../../../src/shared/magic-comments.js'

export interface Props {
  /** the code: a string (or elements whose text is the code) */
  children?: ReactNode
  /** `language-jsx` (as Markdown writes it) */
  className?: string
  language?: string
  title?: string
  showLineNumbers?: boolean
  /**
   * a live playground (Docusaurus' theme-live-codeblock): the build compiled the block from the page's source
   * (src/content/react-page-live-blocks.ts) and the route data has its module and preview, found by its code
   */
  live?: boolean
  noInline?: boolean
}

/**
 * `@theme/CodeBlock`: our highlighted code block (StaticCode: title bar, copy button, the site's Prism colours); with
 * `live`, the live block the build compiled for it (the Markdown path's playground) in the container of Docusaurus'
 * playground, as Markdown's live blocks are in a Docusaurus site (src/shared/docusaurus-markup.ts).
 */
export default function CodeBlock({ children, className, language, title, showLineNumbers, live }: Props) {
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1] ?? 'text'
  const code = textOf(children)
  const route = useOptionalSiteContext()?.route
  const block = live ? findLivePre(route, code.replace(/\n$/, '')) : undefined
  if (block) {
    const { properties } = block
    return (
      <div className={PLAYGROUND_CONTAINER_CLASS}>
        <MarkdownCodeBlock
          data-live
          data-live-id={String(properties.dataLiveId)}
          data-language={String(properties.dataLanguage ?? lang)}
          data-title={title}
          data-no-inline={properties.dataNoInline === true ? true : undefined}
          data-live-module={String(properties.dataLiveModule)}
          data-live-preview={String(properties.dataLivePreview ?? '')}
        >
          {code.replace(/\n$/, '')}
        </MarkdownCodeBlock>
      </div>
    )
  }
  // Docusaurus' `// highlight-next-line` comments (src/shared/magic-comments.ts)
  const magic = applyMagicComments(code.replace(/\n$/, ''))
  return (
    <StaticCode
      code={magic.code}
      language={lang}
      title={title}
      showLineNumbers={showLineNumbers}
      highlightedLines={magic.highlighted}
    />
  )
}
