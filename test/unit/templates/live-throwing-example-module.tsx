/** A compiled live block's browser module (as live-example-module.tsx) whose example throws while rendering. */
export const run = () => {
  throw new Error('kaboom')
}
export const scope = {}
