/**
 * A compiled live block's browser module (what src/live emits: the block's function as `run`, and its scope), for
 * tests that render a live block: they import it by its URL the way the page does (loadLiveModule).
 */
export const run = () => <p>Example</p>
export const scope = {}
