/**
 * Keyboard-navigation mode (spec §4): `html.keyboard-nav` is set when the reader presses Tab and cleared on mouse
 * down, so focus rings show for keyboard users only (see base.css).
 */
export const KEYBOARD_NAV_CLASS = 'keyboard-nav'

export function startKeyboardNavigationMode(): () => void {
  const root = document.documentElement
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') root.classList.add(KEYBOARD_NAV_CLASS)
  }
  const onMouseDown = () => root.classList.remove(KEYBOARD_NAV_CLASS)
  document.addEventListener('keydown', onKeyDown, true)
  document.addEventListener('mousedown', onMouseDown, true)
  return () => {
    document.removeEventListener('keydown', onKeyDown, true)
    document.removeEventListener('mousedown', onMouseDown, true)
  }
}
