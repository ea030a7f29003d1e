import type { MarkdownPageRouteData } from '../../src/shared/types.js'
import { MarkdownContent } from '../markdown/MarkdownContent.js'
import { TableOfContents } from '../toc/TableOfContents.js'

/** A standalone Markdown page: title (unless hidden or empty), content, and a TOC on wide screens. */
export function MarkdownPage({ route }: { route: MarkdownPageRouteData }) {
  const showToc = !route.hideTableOfContents && route.toc.length > 0
  return (
    <div className={`markdown-page container${showToc ? ' markdown-page--with-toc' : ''}`}>
      <article className="markdown-page__article">
        {!route.hideTitle && route.title ? <h1>{route.title}</h1> : null}
        <MarkdownContent content={route.content} />
      </article>
      {showToc ? (
        <div className="markdown-page__toc">
          <TableOfContents toc={route.toc} />
        </div>
      ) : null}
    </div>
  )
}
