import path from 'node:path'

/**
 * The file an esbuild metafile input was read from: the input as esbuild names it (relative to the build's working
 * folder), or, in a plugin's namespace, the absolute path after the namespace (an `.svg` component, an imported
 * file: svg-components.ts, file-imports.ts); undefined for a generated module (`hd:…`), which is no file.
 */
export function metafileInputFile(input: string): string | undefined {
  const namespaced = /^[a-z-]+:(.*)$/.exec(input)
  if (!namespaced) return input
  return path.isAbsolute(namespaced[1]!) ? namespaced[1] : undefined
}
