import type { ReactNode } from 'react'
import { useHeadTagsCollector } from '../../docusaurus-internal/head-tags.js'
import Head from '../Head.js'

export interface Props {
  title?: string
  description?: string
  /** a class for the page's wrapper */
  wrapperClassName?: string
  /** the site's footer is hidden on this page (infima.css: the frame's footer is the site's, outside the page) */
  noFooter?: boolean
  children?: ReactNode
}

/**
 * `@theme/Layout`: a page in the site's frame. The frame (navbar, main landmark, footer) is already around every
 * page (templates/Layout.tsx, rendered by App), so this sets the page's title and description and wraps its content.
 * As in Docusaurus, its title is followed by the site's (`Title | Site`), unlike a `<Head><title>`, written as given.
 */
export default function Layout({ title, description, wrapperClassName, noFooter, children }: Props) {
  const collector = useHeadTagsCollector()
  // the page's title, suffixed with the site's; a `<Head><title>` of the page, written as given, comes first
  if (collector && title) collector.layoutTitle = title
  return (
    <>
      <Head>{description ? <meta name="description" content={description} /> : null}</Head>
      <div
        className={`docusaurus-page${noFooter ? ' docusaurus-page--no-footer' : ''}${wrapperClassName ? ` ${wrapperClassName}` : ''}`}
      >
        {children}
      </div>
    </>
  )
}
