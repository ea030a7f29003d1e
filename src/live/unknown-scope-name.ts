/**
 * A live block that uses a name its scope does not have fails at build time while its preview renders (a
 * ReferenceError in the realm): the build says which name, on which line of the block, and where the scope comes
 * from, instead of the bare ReferenceError at the fence. Pure.
 */

/** The name a realm's error message says is not defined (`ReferenceError: Bulb is not defined`), if it is one. */
export function undefinedNameOf(error: string): string | undefined {
  return /^ReferenceError: ([A-Za-z_$][\w$]*) is not defined$/.exec(error)?.[1]
}

/**
 * The first line (1-based) of the block where `name` appears as a word outside strings and comments as far as a line
 * shows them: the place to look. Undefined when it is not written (a name made up at run time).
 */
export function lineOfName(code: string, name: string): number | undefined {
  const word = new RegExp(`(^|[^\\w$.'"\`])${name.replace(/\$/g, '\\$')}(?![\\w$])`)
  const lines = code.split('\n')
  const index = lines.findIndex((line) => word.test(line.replace(/\/\/.*$/, '')))
  return index < 0 ? undefined : index + 1
}
