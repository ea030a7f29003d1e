/**
 * Which react-hotkeys-hook a docs version's live blocks run: each major is installed under an npm alias
 * (package.json: rhh5, rhh4, rhh3) and a version's blocks only ever see their own major. Blog posts and pages
 * run the latest docs version's library.
 */
export const LIVE_LIBRARIES: Readonly<Record<string, string>> = {
  current: 'rhh5',
  '4.x': 'rhh4',
  '3.x': 'rhh3',
}

/** The library package of a docs version, or undefined when none is configured. */
export function liveLibraryOf(version: string): string | undefined {
  return Object.hasOwn(LIVE_LIBRARIES, version) ? LIVE_LIBRARIES[version] : undefined
}
