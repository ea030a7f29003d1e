import { KEYBOARD_NAV_CLASS } from '../shared/constants.js'

/**
 * Keyboard-navigation mode (spec §4) as part of the blocking head script: `html.keyboard-nav` is set when the reader
 * presses Tab and cleared on mouse down, so focus rings show for keyboard users only (see base.css). In the head
 * rather than the client bundle, it works from the first key press and on a page whose modules never ran.
 */
export function keyboardNavigationScript(): string {
  const name = JSON.stringify(KEYBOARD_NAV_CLASS)
  return `;(function(){var d=document,c=d.documentElement.classList;d.addEventListener('keydown',function(e){if(e.key==='Tab')c.add(${name})},true);d.addEventListener('mousedown',function(){c.remove(${name})},true)})()`
}
