import { createContext, useContext } from 'react'
import type { NavbarItem } from '../src/shared/schemas/navbar-schema.js'

/**
 * A part of a page that failed to render while the rest of the page rendered (today: a navbar item, spec §8
 * "reports which item config failed"). The build renders with a reporter that collects these and counts them as
 * warnings (src/render/render-warnings.ts); in the browser there is no reporter and they go to the console.
 */
export interface NavbarItemFailure {
  item: NavbarItem
  message: string
}
export type RenderProblemReporter = (failure: NavbarItemFailure) => void

const RenderProblemContext = createContext<RenderProblemReporter | undefined>(undefined)

export const RenderProblemProvider = RenderProblemContext.Provider

/** The reporter the page renders with, if any (the build's; undefined in the browser). */
export function useRenderProblemReporter(): RenderProblemReporter | undefined {
  return useContext(RenderProblemContext)
}
