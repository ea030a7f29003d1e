import type { ReactNode } from 'react'
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
 */
export default function Layout({ title, description, wrapperClassName, noFooter, children }: Props) {
  return (
    <>
      <Head>
        {title ? <title>{title}</title> : null}
        {description ? <meta name="description" content={description} /> : null}
      </Head>
      <div
        className={`docusaurus-page${noFooter ? ' docusaurus-page--no-footer' : ''}${wrapperClassName ? ` ${wrapperClassName}` : ''}`}
      >
        {children}
      </div>
    </>
  )
}
