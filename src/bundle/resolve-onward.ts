import type * as esbuild from 'esbuild'

/**
 * For an esbuild plugin that looks at where an import resolves: resolves it as esbuild would have, the plugin's own
 * `onResolve` stepping aside (it is called again, with `skip` as its pluginData, and must return undefined then).
 */
export function resolveOnward(
  build: esbuild.PluginBuild,
  args: esbuild.OnResolveArgs,
  skip: symbol,
): Promise<esbuild.ResolveResult> {
  return build.resolve(args.path, {
    kind: args.kind,
    importer: args.importer,
    resolveDir: args.resolveDir,
    namespace: args.namespace,
    pluginData: skip,
  })
}
