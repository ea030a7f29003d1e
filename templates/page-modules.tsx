import { type ComponentType, createContext, useContext } from 'react'

/**
 * The page modules loaded for the route, by registry key (the route data's `modules`: its React page, the MDX
 * content modules of its doc or posts). RoutePage provides them; ComponentPage and MdxContent take theirs.
 */
const PageModules = createContext<Record<string, ComponentType>>({})
export const PageModulesProvider = PageModules.Provider

/** The route's page module `key`; throws, naming it, when it is not loaded (the build reports that at the file). */
export function usePageModule<Props = object>(key: string): ComponentType<Props> {
  const Module = useContext(PageModules)[key]
  if (!Module) throw new Error(`The page module "${key}" is not loaded`)
  return Module as ComponentType<Props>
}
