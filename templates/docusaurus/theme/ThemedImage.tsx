import type { ImgHTMLAttributes } from 'react'
import { useColorMode } from '../theme-common.js'
import { useHydrated } from '../../hooks/useHydrated.js'

export interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  sources: { light: string; dark: string }
}

/**
 * `@theme/ThemedImage`: the image of the current colour mode. The server and the hydration pass render both, each
 * shown by CSS for its mode (`themedImage--light|dark`, infima.css), so no image flashes before React runs; after
 * hydration only the current one.
 */
export default function ThemedImage({ sources, className, alt, ...attributes }: Props) {
  const hydrated = useHydrated()
  const { colorMode } = useColorMode()
  const modes = hydrated ? [colorMode] : (['light', 'dark'] as const)
  return (
    <>
      {modes.map((mode) => (
        <img
          key={mode}
          src={sources[mode]}
          alt={alt}
          className={`themedImage themedImage--${mode}${className ? ` ${className}` : ''}`}
          {...attributes}
        />
      ))}
    </>
  )
}
