import { useHydrated } from '../hooks/useHydrated.js'
import { nextColorModeChoice, useColorMode, type ColorModeChoice } from '../hooks/useColorMode.js'
import { Icon } from '../common/Icon.js'
import { useSite } from '../SiteContext.js'

const MODE_LABEL: Record<ColorModeChoice, string> = { light: 'light mode', dark: 'dark mode', system: 'system mode' }
const MODE_ICON = { light: 'sun', dark: 'moon', system: 'system' } as const

/**
 * Cycles the colour mode (system → light → dark when the system preference is respected, else dark ↔ light).
 * Disabled until hydrated: before that a click could not do anything.
 */
export function ColorModeToggle({ className }: { className?: string }) {
  const site = useSite()
  const hydrated = useHydrated()
  const { choice, setChoice } = useColorMode(site.colorMode)
  const label = `Switch between dark and light mode (currently ${MODE_LABEL[choice]})`
  return (
    <button
      type="button"
      className={`color-mode-toggle${className ? ` ${className}` : ''}`}
      onClick={() => setChoice(nextColorModeChoice(choice, site.colorMode.respectPrefersColorScheme))}
      disabled={!hydrated}
      aria-label={label}
      title={label}
      data-color-mode-choice={choice}
    >
      <Icon name={MODE_ICON[choice]} size={20} />
    </button>
  )
}
