import type { ReactNode } from 'react'
import { AnnouncementBar } from './AnnouncementBar.js'
import { Footer } from './Footer.js'
import { Navbar } from './navbar/Navbar.js'

/** Page chrome: skip link (first in tab order), announcement bar, navbar, main landmark, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#__main">
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar />
      <main id="__main" className="main-wrapper" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  )
}
