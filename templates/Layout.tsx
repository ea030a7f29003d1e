import type { ReactNode } from 'react'
import { AnnouncementBar } from './AnnouncementBar.js'
import { Footer } from './Footer.js'
import { Navbar } from './navbar/Navbar.js'
import { useOptionalSiteContext } from './SiteContext.js'

/**
 * Page chrome: skip link (first in tab order), announcement bar, navbar, main landmark, footer. A page that puts its
 * own `<main>` in it (written for Docusaurus' Layout: route.ownMain) gets a `<div>` wrapper, as in Docusaurus.
 */
export function Layout({ children }: { children: ReactNode }) {
  const route = useOptionalSiteContext()?.route
  const Main = route?.kind === 'componentPage' && route.ownMain ? 'div' : 'main'
  return (
    <>
      <a className="skip-link" href="#__main">
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar />
      <Main id="__main" className="main-wrapper" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </>
  )
}
