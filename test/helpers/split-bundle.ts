/**
 * esbuild with code splitting, as the client bundle runs it, over a small tree whose entry is `<dir>/entry.js`: the
 * outputs the entry loads before any part on demand (itself and the chunks it imports, transitively), and which of
 * them hold a given module.
 */
import path from 'node:path'
import * as esbuild from 'esbuild'

export async function splitBundle(
  dir: string,
  plugins: esbuild.Plugin[],
): Promise<{ loaded: Set<string>; holding: (name: string) => string[] }> {
  const result = await esbuild.build({
    entryPoints: [path.join(dir, 'entry.js')],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: path.join(dir, 'out'),
    write: false,
    metafile: true,
    plugins,
    logLevel: 'silent',
  })
  const outputs = result.metafile.outputs
  const entry = Object.keys(outputs).find((out) => outputs[out].entryPoint?.endsWith('entry.js'))!
  const loaded = new Set<string>()
  const visit = (out: string) => {
    if (loaded.has(out)) return
    loaded.add(out)
    for (const imported of outputs[out].imports) if (imported.kind === 'import-statement') visit(imported.path)
  }
  visit(entry)
  const holding = (name: string) =>
    [...loaded].filter((out) => Object.keys(outputs[out].inputs).some((input) => input.endsWith(name)))
  return { loaded, holding }
}
